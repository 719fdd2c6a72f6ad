import { useId } from "react";
import { DIAGRAM_DEFAULT_SIZE, DIAGRAM_MIN_WIDTH } from "@/data/constants";
import { cn } from "@/lib/cn";
import {
  arrowSegment,
  NODE_HEIGHT,
  NODE_WIDTH,
  type DiagramConnection,
  type DiagramNode,
  type DiagramNodeType,
} from "./diagram-geometry";

interface DiagramBoxProps {
  title: string;
  nodes: DiagramNode[];
  connections: DiagramConnection[];
  width?: number;
  height?: number;
}

/** Each node type differs in colour *and* shape, so it reads without colour vision too. */
const nodeStyles: Record<DiagramNodeType, { name: string; box: string; text: string; rx: number }> =
  {
    component: {
      name: "Component",
      box: "fill-sky-50 stroke-sky-700 dark:fill-sky-950 dark:stroke-sky-400",
      text: "fill-sky-950 dark:fill-sky-50",
      rx: 8,
    },
    state: {
      name: "State",
      box: "fill-emerald-50 stroke-emerald-700 dark:fill-emerald-950 dark:stroke-emerald-400",
      text: "fill-emerald-950 dark:fill-emerald-50",
      rx: 0,
    },
    prop: {
      name: "Prop",
      box: "fill-amber-50 stroke-amber-700 dark:fill-amber-950 dark:stroke-amber-400",
      text: "fill-amber-950 dark:fill-amber-50",
      rx: NODE_HEIGHT / 2,
    },
    data: {
      name: "Data",
      box: "fill-violet-50 stroke-violet-700 [stroke-dasharray:6_3] dark:fill-violet-950 dark:stroke-violet-400",
      text: "fill-violet-950 dark:fill-violet-50",
      rx: 4,
    },
  };

/**
 * A small diagram of nodes and labelled arrows, drawn as scalable SVG. It never shrinks below
 * a readable width: narrow screens scroll it sideways instead, and say so.
 */
export function DiagramBox({
  title,
  nodes,
  connections,
  width = DIAGRAM_DEFAULT_SIZE.width,
  height = DIAGRAM_DEFAULT_SIZE.height,
}: DiagramBoxProps) {
  const id = useId();
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const usedTypes = [...new Set(nodes.map((node) => node.type))];
  const minWidth = Math.max(DIAGRAM_MIN_WIDTH, Math.round(width * 0.8));
  return (
    <figure
      data-slot="diagram-box"
      className="my-8 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <figcaption className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </figcaption>
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={`${title} (diagram)`}>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="mx-auto h-auto w-full"
          style={{ minWidth, maxWidth: width }}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{title}</title>
          <defs>
            <marker
              id={`${id}-arrow`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" className="fill-slate-600 dark:fill-slate-300" />
            </marker>
          </defs>
          {connections.map((connection) => {
            const from = byId.get(connection.from);
            const to = byId.get(connection.to);
            if (!from || !to) return null;
            const { start, end } = arrowSegment(from, to);
            const midX = (start.x + end.x) / 2;
            const midY = (start.y + end.y) / 2;
            return (
              <g key={`${connection.from}-${connection.to}`}>
                <line
                  x1={start.x}
                  y1={start.y}
                  x2={end.x}
                  y2={end.y}
                  strokeWidth="1.5"
                  className="stroke-slate-600 dark:stroke-slate-300"
                  markerEnd={`url(#${id}-arrow)`}
                />
                {connection.label && (
                  <text
                    x={midX}
                    y={midY - 6}
                    textAnchor="middle"
                    className="fill-slate-800 stroke-white [stroke-width:4px] text-[12px] [paint-order:stroke] dark:fill-slate-100 dark:stroke-slate-900"
                  >
                    {connection.label}
                  </text>
                )}
              </g>
            );
          })}
          {nodes.map((node) => {
            const style = nodeStyles[node.type];
            return (
              <g key={node.id} data-node-type={node.type}>
                <rect
                  x={node.x - NODE_WIDTH / 2}
                  y={node.y - NODE_HEIGHT / 2}
                  width={NODE_WIDTH}
                  height={NODE_HEIGHT}
                  rx={style.rx}
                  strokeWidth="2"
                  className={style.box}
                />
                <text
                  x={node.x}
                  y={node.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={cn("text-[13px] font-semibold", style.text)}
                >
                  {node.label}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <p className="mt-2 text-xs text-slate-600 sm:hidden dark:text-slate-400" aria-hidden="true">
        Scroll sideways to see the whole diagram.
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
        {usedTypes.map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <svg viewBox="0 0 20 12" className="h-3 w-5" aria-hidden="true">
              <rect
                x="1"
                y="1"
                width="18"
                height="10"
                rx={Math.min(nodeStyles[type].rx, 5)}
                strokeWidth="1.5"
                className={nodeStyles[type].box}
              />
            </svg>
            {nodeStyles[type].name}
          </li>
        ))}
      </ul>
      <div id={`${id}-desc`} className="sr-only">
        <p>Nodes:</p>
        <ul>
          {nodes.map((node) => (
            <li key={node.id}>
              {node.label} ({nodeStyles[node.type].name.toLowerCase()})
            </li>
          ))}
        </ul>
        <p>Connections:</p>
        <ul>
          {connections.map((connection) => (
            <li key={`${connection.from}-${connection.to}`}>
              {byId.get(connection.from)?.label ?? connection.from} to{" "}
              {byId.get(connection.to)?.label ?? connection.to}
              {connection.label ? `: ${connection.label}` : ""}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
