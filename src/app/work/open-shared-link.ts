import { sectionFromSearch } from "@/data/sections";
import { demoLesson } from "@/data/editable-demos";
import { markChallengeStarted } from "@/lib/challenge-progress";
import { challengeKey, holdLinkedCode, showWorkNotice } from "@/lib/incoming-work";
import { readShareFragment, type ShareTarget } from "@/lib/share-link";
import { keepLinkedCode } from "@/lib/visit-work";
import { loadChallenge } from "@/playground/load-challenge";
import type { WorkNotice } from "./work-notice";

const refused = (message: string, extra: Partial<WorkNotice> = {}): WorkNotice =>
  ({ kind: "link-refused", message, ...extra }) as WorkNotice;

/** The lesson `target` is in, or null when the guide no longer has it. */
async function lessonOf(target: ShareTarget) {
  if (target.kind === "demo") return demoLesson(target.file) ?? null;
  const challenge = await loadChallenge(target.id);
  return challenge ? target.id.split("/")[0] : null;
}

/**
 * Opens the code a shared link carries (its fragment, `hash`, read once on arrival): checked
 * whole, then put in its example's or challenge's editor, held there until the reader runs it.
 */
export async function openSharedLink(hash: string, search: string) {
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
  const name = target.kind === "demo" ? target.file : target.id;
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
  const key = target.kind === "demo" ? target.file : challengeKey(target.id);
  keepLinkedCode(key, code);
  if (target.kind === "challenge") markChallengeStarted(target.id);
  holdLinkedCode(key);
}
