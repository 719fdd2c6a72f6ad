import { showWorkNotice } from "@/lib/incoming-work";

/**
 * A link with shared code (`#share=…`, src/lib/share-link.ts): its fragment is read once, here,
 * and taken off the address, so a reload does not bring the code back and the address is the
 * lesson's own again. The code that reads it loads only then.
 */
export function takeSharedLink() {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith("#share=")) return;
  history.replaceState(history.state, "", `${pathname}${search}`);
  import("./open-shared-link")
    .then(({ openSharedLink }) => openSharedLink(hash, search))
    .catch(() =>
      showWorkNotice({
        kind: "link-refused",
        message:
          "This link's code could not be opened: part of the guide did not load. Check your connection and open the link again.",
      }),
    );
}
