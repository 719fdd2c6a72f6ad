interface BootOptions {
  base: string;
  /** Every section id, mapped to the JS files its lesson needs (empty in dev). */
  lessonChunks: Record<string, string[]>;
  defaultSection: string;
}

/**
 * A tiny classic script that runs in <head> before the body paints (an external file, so the
 * CSP needs no inline script). It applies the rule of src/app/initial-view.ts: when the URL
 * asks for a different view than the prerendered HTML holds (`?section=hooks`, an unknown
 * path), it hides the prerendered content instead of flashing it, and starts fetching that
 * lesson's chunks at once. A timer un-hides it if the app never starts.
 */
export function bootScript({ base, lessonChunks, defaultSection }: BootOptions): string {
  return `(function () {
  var root = document.documentElement;
  var shown = root.getAttribute("data-view");
  if (!shown) return;
  var chunks = ${JSON.stringify(lessonChunks)};
  var section = null;
  try { section = new URLSearchParams(location.search).get("section"); } catch (error) {}
  var known = section !== null && Object.prototype.hasOwnProperty.call(chunks, section);
  var wanted = location.pathname !== ${JSON.stringify(base)} ? "404"
    : known && section !== ${JSON.stringify(defaultSection)} ? "section" : "home";
  if (wanted === "section") {
    chunks[section].forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
  }
  if (wanted !== shown) {
    root.classList.add("boot-pending");
    setTimeout(function () { root.classList.remove("boot-pending"); }, 8000);
  }
})();
`;
}
