/**
 * The Components view's part of the playground's protocol (protocol.ts carries these messages
 * and checks them with the guards below). The guide says what the reader asked for; the runner
 * answers with what its inspector saw in the preview's fiber tree: the components, and for the
 * selected one its props, hooks and why each of its renders happened. Everything arrives as
 * text already: values of the frame cannot cross postMessage, and the guide evaluates nothing
 * of the frame's.
 */

/** What a component node is, as the tree shows it. */
export const nodeKinds = [
  "function",
  "class",
  "forwardRef",
  "memo",
  "context",
  "suspense",
  "activity",
  "profiler",
] as const;
export type NodeKind = (typeof nodeKinds)[number];

/** One component of the preview's tree, in tree order; `depth` 0 is a top-level component. */
export interface InspectorNode {
  id: number;
  name: string;
  depth: number;
  kind: NodeKind;
  key: string | null;
  /** Renders seen since the view opened (or since it mounted, if later). */
  renders: number;
  /** Renders `memo` saved: its parent rendered and it did not. */
  skipped: number;
  /** It rendered (or was skipped) in the latest commit. */
  changed: boolean;
}

export const reasonKinds = [
  "mount",
  "state",
  "props",
  "context",
  "parent",
  "skipped",
  "other",
] as const;
export type ReasonKind = (typeof reasonKinds)[number];

/** One reason for a render, in words (e.g. "count: 0 → 1" for a state change). */
export interface RenderReason {
  kind: ReasonKind;
  text: string;
}

/** One render of a component (or one skipped by memo) and why; `commit` counts the preview's commits. */
export interface RenderRecord {
  commit: number;
  reasons: RenderReason[];
}

export interface InspectorEntry {
  name: string;
  value: string;
}

/** One hook of a function component, in call order. */
export interface InspectorHook {
  /** 1-based, as the hooks are called. */
  index: number;
  /** The hook called (`useState`), or what its value looks like when the source does not say. */
  hook: string;
  /** The variable it is assigned to (`count`), when the source says. */
  name: string | null;
  value: string;
}

export const effectPhases = ["setup", "cleanup"] as const;
export type EffectPhase = (typeof effectPhases)[number];

/** What one `useEffect` ran, in order, since the view opened. */
export interface EffectLog {
  /** The hook's index (InspectorHook.index). */
  index: number;
  runs: { commit: number; phase: EffectPhase }[];
}

export interface InspectorDetails {
  id: number;
  name: string;
  kind: NodeKind;
  key: string | null;
  props: InspectorEntry[];
  /** A function component's hooks. */
  hooks: InspectorHook[];
  /** A class component's state. */
  state: InspectorEntry[];
  effects: EffectLog[];
  renders: number;
  skipped: number;
  /** The latest renders and skips, oldest first. */
  history: RenderRecord[];
  /** "mount": seen since it mounted; "open": it was on screen before the view opened. */
  seenSince: "mount" | "open";
}

/** The reader's choices, sent whole whenever one changes. */
export interface InspectorSettings {
  /** The view is open: the runner inspects. Closed, the runner does nothing of it. */
  open: boolean;
  /** The component to show the details of (an InspectorNode id). */
  selected: number | null;
  /** The next click in the preview selects the component under it. */
  picking: boolean;
  /** Outline components in the preview as they render. */
  highlight: boolean;
}

export type InspectorRequest = { type: "inspector"; seq: number } & InspectorSettings;

/** What the runner's inspector saw; `seq` is the settings' it had then. */
export interface InspectorReport {
  type: "inspector";
  seq: number;
  commit: number;
  nodes: InspectorNode[];
  /** More components than one message carries: the tree is cut. */
  truncated: boolean;
  selected: number | null;
  picking: boolean;
  details: InspectorDetails | null;
}

/** The most nodes one report carries. */
export const NODE_LIMIT = 1000;
/** The most renders a component's history keeps. */
export const HISTORY_LIMIT = 20;
/** The most runs an effect's log keeps. */
export const EFFECT_RUN_LIMIT = 24;

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null;
const isString = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;
const isId = (value: unknown): value is number | null => value === null || isCount(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);
const isList = <T>(value: unknown, item: (entry: unknown) => entry is T, limit = Infinity) =>
  Array.isArray(value) && value.length <= limit && value.every(item);

function isNode(value: unknown): value is InspectorNode {
  return (
    isRecord(value) &&
    isCount(value.id) &&
    isString(value.name) &&
    isCount(value.depth) &&
    isOneOf(nodeKinds, value.kind) &&
    (value.key === null || isString(value.key)) &&
    isCount(value.renders) &&
    isCount(value.skipped) &&
    typeof value.changed === "boolean"
  );
}

const isEntry = (value: unknown): value is InspectorEntry =>
  isRecord(value) && isString(value.name) && isString(value.value);

const isReason = (value: unknown): value is RenderReason =>
  isRecord(value) && isOneOf(reasonKinds, value.kind) && isString(value.text);

const isRecordOfRender = (value: unknown): value is RenderRecord =>
  isRecord(value) && isCount(value.commit) && isList(value.reasons, isReason);

const isHook = (value: unknown): value is InspectorHook =>
  isRecord(value) &&
  isCount(value.index) &&
  isString(value.hook) &&
  (value.name === null || isString(value.name)) &&
  isString(value.value);

const isRun = (value: unknown): value is EffectLog["runs"][number] =>
  isRecord(value) && isCount(value.commit) && isOneOf(effectPhases, value.phase);

const isEffectLog = (value: unknown): value is EffectLog =>
  isRecord(value) && isCount(value.index) && isList(value.runs, isRun, EFFECT_RUN_LIMIT);

function isDetails(value: unknown): value is InspectorDetails {
  return (
    isRecord(value) &&
    isCount(value.id) &&
    isString(value.name) &&
    isOneOf(nodeKinds, value.kind) &&
    (value.key === null || isString(value.key)) &&
    isList(value.props, isEntry) &&
    isList(value.hooks, isHook) &&
    isList(value.state, isEntry) &&
    isList(value.effects, isEffectLog) &&
    isCount(value.renders) &&
    isCount(value.skipped) &&
    isList(value.history, isRecordOfRender, HISTORY_LIMIT) &&
    (value.seenSince === "mount" || value.seenSince === "open")
  );
}

export function isInspectorReport(data: Data): data is Data & InspectorReport {
  return (
    isCount(data.seq) &&
    isCount(data.commit) &&
    isList(data.nodes, isNode, NODE_LIMIT) &&
    typeof data.truncated === "boolean" &&
    isId(data.selected) &&
    typeof data.picking === "boolean" &&
    (data.details === null || isDetails(data.details))
  );
}

export function isInspectorRequest(data: Data): data is Data & InspectorRequest {
  return (
    isCount(data.seq) &&
    typeof data.open === "boolean" &&
    isId(data.selected) &&
    typeof data.picking === "boolean" &&
    typeof data.highlight === "boolean"
  );
}
