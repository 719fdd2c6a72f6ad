import type { CodeView } from "./code-view";

/**
 * The reader's work file: what a visit did (challenges solved, code written), saved by the
 * reader to their own disk and opened again later, since the guide keeps nothing itself.
 *
 * ```json
 * {
 *   "format": "react-guide-work",
 *   "version": 1,
 *   "savedAt": "2030-01-31T09:30:00.000Z",
 *   "codeView": "ts",
 *   "challenges": { "hooks/stale-interval": { "solved": true, "code": "import …" } },
 *   "demos": { "src/demos/counter-demo.tsx": { "code": "import …" } }
 * }
 * ```
 *
 * A challenge's `code` is there only when it differs from the starter. The version rule: a
 * field an older guide can ignore without misreading the file is added within the version;
 * any other change raises `version`. A guide opens files of its own version or older, and
 * refuses newer ones (it cannot know what they mean) with a word about reloading.
 */
export const WORK_FORMAT = "react-guide-work";
export const WORK_FORMAT_VERSION = 1;
export const WORK_FILE_NAME = "react-guide-work.json";
/**
 * Far above any real file (every challenge and demo of the guide with long code is ~200 kB),
 * far below what would make parsing it hang a phone.
 */
export const WORK_FILE_MAX_BYTES = 1_000_000;
/** Longer than any lesson file; a longer "code" is not code someone wrote here. */
export const CODE_MAX_CHARS = 100_000;
/** More entries than the guide could ever have: a sign of a file made for something else. */
const MAX_ENTRIES = 1000;

export interface SavedChallenge {
  /** `lesson/name`, as in the lesson's `<Challenge id>`. */
  id: string;
  solved: boolean;
  /** The reader's code, when it is not the starter. */
  code?: string;
}

export interface SavedDemo {
  /** The demo's file, e.g. "src/demos/counter-demo.tsx". */
  file: string;
  code: string;
}

/** The work of a visit, as the page holds it and as a file brings it back. */
export interface VisitWork {
  challenges: SavedChallenge[];
  demos: SavedDemo[];
  codeView: CodeView;
}

export type WorkRefusal =
  | { reason: "too-large"; bytes: number }
  | { reason: "not-json" }
  | { reason: "not-ours" }
  | { reason: "newer"; version: number }
  | { reason: "damaged"; detail: string };

export type WorkFileReading =
  { ok: true; work: VisitWork; savedAt: Date; version: number } | ({ ok: false } & WorkRefusal);

export const CHALLENGE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DEMO_FILE = /^src\/demos\/[a-z0-9]+(?:-[a-z0-9]+)*\.tsx$/;

/** The file's text for `work`, saved at `savedAt`. */
export function workFileText(work: VisitWork, savedAt: Date): string {
  const challenges: Record<string, { solved: boolean; code?: string }> = {};
  for (const { id, solved, code } of work.challenges)
    challenges[id] = code === undefined ? { solved } : { solved, code };
  const demos: Record<string, { code: string }> = {};
  for (const { file, code } of work.demos) demos[file] = { code };
  const file = {
    format: WORK_FORMAT,
    version: WORK_FORMAT_VERSION,
    savedAt: savedAt.toISOString(),
    codeView: work.codeView,
    challenges,
    demos,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A file of `bytes` is refused before it is read when it is this large. */
export function sizeRefusal(bytes: number): WorkFileReading | null {
  return bytes > WORK_FILE_MAX_BYTES ? { ok: false, reason: "too-large", bytes } : null;
}

class Damaged extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function entriesOf(value: unknown, name: string) {
  if (!isRecord(value)) throw new Damaged(`"${name}" is not a list of entries`);
  const entries = Object.entries(value);
  if (entries.length > MAX_ENTRIES) throw new Damaged(`"${name}" has too many entries`);
  return entries;
}

function codeOf(value: unknown, where: string) {
  if (typeof value !== "string") throw new Damaged(`the code of ${where} is not text`);
  if (value.length > CODE_MAX_CHARS) throw new Damaged(`the code of ${where} is too long`);
  return value;
}

function readChallenges(value: unknown): SavedChallenge[] {
  return entriesOf(value, "challenges").map(([id, entry]) => {
    if (!CHALLENGE_ID.test(id)) throw new Damaged(`"${id}" is not a challenge's name`);
    if (!isRecord(entry) || typeof entry.solved !== "boolean")
      throw new Damaged(`the challenge ${id} does not say whether it is solved`);
    return entry.code === undefined
      ? { id, solved: entry.solved }
      : { id, solved: entry.solved, code: codeOf(entry.code, `the challenge ${id}`) };
  });
}

function readDemos(value: unknown): SavedDemo[] {
  return entriesOf(value, "demos").map(([file, entry]) => {
    if (!DEMO_FILE.test(file)) throw new Damaged(`"${file}" is not an example's file`);
    if (!isRecord(entry)) throw new Damaged(`the example ${file} has no code`);
    return { file, code: codeOf(entry.code, `the example ${file}`) };
  });
}

/**
 * Reads a work file's text, checking all of it before anything is used: the result is either
 * the work, whole, or why the file was refused.
 */
export function readWorkFile(text: string): WorkFileReading {
  const size = sizeRefusal(new TextEncoder().encode(text).length);
  if (size) return size;
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not-json" };
  }
  if (!isRecord(file) || file.format !== WORK_FORMAT) return { ok: false, reason: "not-ours" };
  const { version } = file;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    return { ok: false, reason: "damaged", detail: "it has no valid format version" };
  if (version > WORK_FORMAT_VERSION) return { ok: false, reason: "newer", version };
  try {
    const savedAt = typeof file.savedAt === "string" ? new Date(file.savedAt) : null;
    if (!savedAt || Number.isNaN(savedAt.getTime()))
      throw new Damaged("it does not say when it was saved");
    const { codeView } = file;
    if (codeView !== "ts" && codeView !== "js")
      throw new Damaged("it does not say whether TypeScript or JavaScript was chosen");
    const work: VisitWork = {
      challenges: readChallenges(file.challenges),
      demos: readDemos(file.demos),
      codeView,
    };
    return { ok: true, work, savedAt, version };
  } catch (error) {
    if (error instanceof Damaged) return { ok: false, reason: "damaged", detail: error.message };
    throw error;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What the reader is told about a refused file; every message ends saying nothing changed. */
export function refusalMessage(refusal: WorkRefusal): string {
  const unchanged = "Nothing on this page was changed.";
  switch (refusal.reason) {
    case "too-large":
      return `This file is ${megabytes(refusal.bytes)}, and a work file is at most ${megabytes(WORK_FILE_MAX_BYTES)}: it is not one saved by this guide. ${unchanged}`;
    case "not-json":
      return `This file could not be read: it is not a saved work file (it may be another kind of file, or damaged or cut short). ${unchanged}`;
    case "not-ours":
      return `This file is not a React Guide work file. Open the file that "Save my work" downloaded (${WORK_FILE_NAME}). ${unchanged}`;
    case "newer":
      return `This file was saved by a newer version of the guide (format ${refusal.version}; this page reads format ${WORK_FORMAT_VERSION} and older). Reload the page to get the newest guide, then open the file again. ${unchanged}`;
    case "damaged":
      return `This work file is damaged: ${refusal.detail}. ${unchanged}`;
  }
}

/** "12 challenges solved, 1 challenge with your code, 5 edited examples" (no zero but the first). */
export function describeWork(work: VisitWork): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const solved = work.challenges.filter((challenge) => challenge.solved).length;
  const coded = work.challenges.filter((challenge) => challenge.code !== undefined).length;
  const parts = [`${count(solved, "challenge", "challenges")} solved`];
  if (coded > 0) parts.push(count(coded, "challenge with your code", "challenges with your code"));
  if (work.demos.length > 0)
    parts.push(count(work.demos.length, "edited example", "edited examples"));
  return parts.join(", ");
}

/** True when the work holds anything a reader would miss: a solved challenge or their code. */
export function hasWork(work: VisitWork) {
  return work.demos.length > 0 || work.challenges.some((c) => c.solved || c.code !== undefined);
}
