import type { EffectLog, RenderReason, RenderRecord } from "../../inspector-protocol";

/**
 * The view's words for what the runner saw: why a render happened, and what an effect ran.
 * Kept apart from the components so the wording is tested on its own.
 */

/** One reason as a sentence. `all`: the render's other reasons, which change what one means. */
export function reasonText(reason: RenderReason, all: RenderReason[]): string {
  switch (reason.kind) {
    case "mount":
      return "Mounted: its first render";
    case "state":
      return `State changed: ${reason.text}`;
    case "context":
      return `Context changed: ${reason.text}`;
    case "props":
      return `Props changed: ${reason.text}`;
    case "parent": {
      const who = reason.text
        ? `Its parent ${reason.text} rendered`
        : "A component above it rendered";
      // New props with equal values, and nothing of its own changed: the render memo would save.
      const equal = !all.some(
        (other) => other.kind === "props" || other.kind === "state" || other.kind === "context",
      );
      return equal ? `${who}; none of its props changed (memo would skip this render)` : who;
    }
    case "skipped":
      return `Skipped: ${reason.text ? `its parent ${reason.text}` : "a component above it"} rendered, and memo found its props unchanged`;
    case "other":
      return "Rendered again without a change in its props, state or context";
  }
}

/** A render's reasons as one line, e.g. "Its parent App rendered. Props changed: onClick". */
export function recordText(record: RenderRecord): string {
  return record.reasons.map((reason) => reasonText(reason, record.reasons)).join(". ");
}

export const isSkip = (record: RenderRecord) =>
  record.reasons.some((reason) => reason.kind === "skipped");

/** An effect's runs grouped by the commit they followed, in order. */
export function effectRounds(log: EffectLog) {
  const rounds: { commit: number; phases: string[] }[] = [];
  for (const run of log.runs) {
    const last = rounds[rounds.length - 1];
    if (last?.commit === run.commit) last.phases.push(run.phase);
    else rounds.push({ commit: run.commit, phases: [run.phase] });
  }
  return rounds;
}

/**
 * StrictMode's check on mount: setup, cleanup, setup after one commit, or setup, setup when the
 * effect returned no cleanup (React then has nothing to call in between).
 */
export const isStrictModeRound = (phases: string[]) =>
  phases[0] === "setup" &&
  (phases[1] === "setup" || (phases[1] === "cleanup" && phases[2] === "setup"));

const phaseWords: Record<string, string> = { setup: "setup", cleanup: "cleanup" };

/** "setup → cleanup → setup". */
export const phasesText = (phases: string[]) =>
  phases.map((phase) => phaseWords[phase] ?? phase).join(" → ");
