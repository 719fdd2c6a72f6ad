import { showWorkNotice } from "@/lib/incoming-work";

/**
 * A link with shared code (`#share=…`, src/lib/share-link.ts): its fragment is read once, here,
 * and taken off the address, so a reload does not bring the code back and the address is the
 * lesson's own again. The code that reads it loads only then. `later`: the link was opened in a
 * tab already showing the guide at that address (only its fragment changed, so the page did not
 * load again).
 */
export function takeSharedLink(later = false) {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith("#share=")) return;
  history.replaceState(history.state, "", `${pathname}${search}`);
  import("./open-shared-link")
    .then(({ openSharedLink }) => openSharedLink(hash, search, later))
    .catch(() =>
      showWorkNotice({
        kind: "link-refused",
        message:
          "This link's code could not be opened: part of the guide did not load. Check your connection and open the link again.",
      }),
    );
}

/** Reads shared links from now on: the one the page opened with, and any opened in it later. */
export function watchSharedLinks() {
  takeSharedLink();
  window.addEventListener("hashchange", () => takeSharedLink(true));
}
