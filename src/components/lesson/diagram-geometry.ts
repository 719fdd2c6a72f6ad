export type DiagramNodeType = "component" | "state" | "prop" | "data";

export interface DiagramNode {
  id: string;
  label: string;
  type: DiagramNodeType;
  /** Centre of the node, in diagram units. */
  x: number;
  y: number;
}

export interface DiagramConnection {
  from: string;
  to: string;
  label?: string;
}

export const NODE_WIDTH = 136;
export const NODE_HEIGHT = 44;

interface Point {
  x: number;
  y: number;
}

/** Where the ray from a node's centre towards `toward` leaves the node's box. */
export function boxEdge(center: Point, toward: Point, gap = 4): Point {
  const dx = toward.x - center.x;
  const dy = toward.y - center.y;
  if (dx === 0 && dy === 0) return center;
  const halfWidth = NODE_WIDTH / 2 + gap;
  const halfHeight = NODE_HEIGHT / 2 + gap;
  const scale = Math.min(
    dx === 0 ? Infinity : halfWidth / Math.abs(dx),
    dy === 0 ? Infinity : halfHeight / Math.abs(dy),
  );
  return { x: center.x + dx * scale, y: center.y + dy * scale };
}

/** The segment an arrow is drawn along, between the two nodes' edges. */
export function arrowSegment(from: Point, to: Point) {
  return { start: boxEdge(from, to), end: boxEdge(to, from) };
}
