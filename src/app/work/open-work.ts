import { loadChallenge } from "@/playground/challenge/load-challenge";
import { demoLesson } from "@/data/editable-demos";
import { currentWork, replaceWork } from "@/lib/visit-work";
import {
  hasWork,
  readWorkFile,
  refusalMessage,
  sizeRefusal,
  type VisitWork,
  type WorkFileReading,
} from "@/lib/work-file";
import type { Unrestored, WorkNotice } from "./work-notice";

/** True unless the guide knows for sure the challenge is gone (offline, it cannot tell). */
const challengeExists = (id: string) =>
  loadChallenge(id).then(
    (challenge) => challenge !== null,
    () => true,
  );

async function readFile(file: File): Promise<WorkFileReading> {
  const tooLarge = sizeRefusal(file.size);
  if (tooLarge) return tooLarge;
  try {
    return readWorkFile(await file.text());
  } catch {
    return { ok: false, reason: "not-json" };
  }
}

/** The work the guide can restore from `work`, and what it no longer has. */
async function splitKnown(work: VisitWork) {
  const exists = await Promise.all(work.challenges.map(({ id }) => challengeExists(id)));
  const unrestored: Unrestored[] = [];
  const challenges = work.challenges.filter((challenge, index) => {
    if (!exists[index])
      unrestored.push({ kind: "challenge", name: challenge.id, code: challenge.code });
    return exists[index];
  });
  const demos = work.demos.filter(({ file, code }) => {
    const known = demoLesson(file) !== undefined;
    if (!known) unrestored.push({ kind: "example", name: file, code });
    return known;
  });
  return { known: { ...work, challenges, demos }, unrestored };
}

/**
 * Reads a work file the reader chose or dropped. It is checked whole before anything is used;
 * then it replaces the page's work at once when the page has none, or after the reader says so.
 */
export async function openWorkFile(file: File): Promise<WorkNotice> {
  const reading = await readFile(file);
  if (!reading.ok)
    return { kind: "refused", fileName: file.name, message: refusalMessage(reading) };
  const { known, unrestored } = await splitKnown(reading.work);
  const current = currentWork();
  if (hasWork(current))
    return {
      kind: "replace",
      fileName: file.name,
      savedAt: reading.savedAt,
      incoming: known,
      unrestored,
      current,
    };
  return restore(known, file.name, reading.savedAt, unrestored);
}

export function restore(
  work: VisitWork,
  fileName: string,
  savedAt: Date,
  unrestored: Unrestored[],
): WorkNotice {
  replaceWork(work);
  return { kind: "restored", fileName, savedAt, work, unrestored };
}
