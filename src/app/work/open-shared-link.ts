import { sectionFromSearch } from "@/data/sections";
import { demoLesson } from "@/data/editable-demos";
import { markChallengeStarted } from "@/lib/challenge-progress";
import {
  challengeKey,
  holdLinkedCode,
  requestLesson,
  showWorkNotice,
  workRestored,
} from "@/lib/incoming-work";
import { readShareFragment, type ShareTarget } from "@/lib/share-link";
import { keepLinkedCode, keptEdit } from "@/lib/visit-work";
import { loadChallenge } from "@/playground/challenge/load-challenge";
import type { WorkNotice } from "./work-notice";

const refused = (message: string, extra: Partial<WorkNotice> = {}): WorkNotice =>
  ({ kind: "link-refused", message, ...extra }) as WorkNotice;

/** The lesson `target` is in, or null when the guide no longer has it. */
async function lessonOf(target: ShareTarget) {
  if (target.kind === "demo") return demoLesson(target.file) ?? null;
  const challenge = await loadChallenge(target.id);
  return challenge ? target.id.split("/")[0] : null;
}

const keyOf = (target: ShareTarget) =>
  target.kind === "demo" ? target.file : challengeKey(target.id);

export const targetName = (target: ShareTarget) =>
  target.kind === "demo" ? target.file : target.id;

/**
 * Puts a link's code in its editor, held there until the reader runs it. `later`: the page was
 * already open, so its lesson is shown and its panels render again with the code.
 */
export function placeSharedCode(target: ShareTarget, code: string, lesson: string, later: boolean) {
  const key = keyOf(target);
  keepLinkedCode(key, code);
  if (target.kind === "challenge") markChallengeStarted(target.id);
  holdLinkedCode(key);
  if (!later) return;
  workRestored();
  requestLesson(lesson);
}

/**
 * Opens the code a shared link carries (its fragment, `hash`, read once on arrival): checked
 * whole, then put in its example's or challenge's editor. Code the reader already wrote there
 * is not replaced without asking.
 */
export async function openSharedLink(hash: string, search: string, later = false) {
  const shared = await readShareFragment(hash);
  if (!shared) return;
  if (!shared.ok) {
    showWorkNotice(
      refused(
        shared.reason === "newer"
          ? "This link was made by a newer version of the guide. Reload the page to get the newest guide, then open the link again."
          : "This link's code is damaged (the link may have been cut short when it was copied or sent). Ask for the link again, or for the file.",
      ),
    );
    return;
  }
  const { target, code } = shared;
  const name = targetName(target);
  const lesson = await lessonOf(target).catch(() => undefined);
  if (lesson === undefined) {
    showWorkNotice(
      refused(
        "This link's code could not be opened: its lesson did not load. Check your connection and open the link again.",
      ),
    );
    return;
  }
  if (lesson === null || lesson !== sectionFromSearch(search)) {
    showWorkNotice(
      refused(
        `This link's code is for ${target.kind === "demo" ? "an example" : "a challenge"} (${name}) that is not in this guide's lesson any more. Here is the code, so that it is not lost.`,
        { unrestored: { kind: target.kind === "demo" ? "example" : "challenge", name, code } },
      ),
    );
    return;
  }
  const mine = keptEdit(keyOf(target));
  if (mine !== undefined && mine !== code) {
    showWorkNotice({ kind: "link-replace", target, code, lesson });
    return;
  }
  placeSharedCode(target, code, lesson, later);
}
