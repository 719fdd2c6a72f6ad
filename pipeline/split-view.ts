/**
 * Cuts a prerendered view into what the boot script inserts at once (the page with the lesson's
 * first screen) and the rest of the lesson, in pieces it appends to the `<article>` a frame
 * apart: one `innerHTML` of a whole long lesson was a single 100–200 ms task on a phone.
 * Cuts fall only between the article's top-level nodes, so the pieces rebuild the same DOM.
 */

/** At least this much of the lesson (characters of HTML) is in the first insertion. */
export const FIRST_SCREEN_CHARS = 6_000;
/** Each later piece holds about this much HTML. */
export const PIECE_CHARS = 8_000;

const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);

/** Index just past the `>` that closes the tag opened at `start`, honouring quoted values. */
function tagEnd(html: string, start: number) {
  let quote = "";
  for (let index = start + 1; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ">") return index + 1;
  }
  throw new Error(`Unclosed tag at ${start}`);
}

/**
 * The top-level child nodes of the element whose open tag ends at `contentStart`, as
 * [start, end) ranges, and where its content ends (the index of its closing tag).
 */
export function childNodes(html: string, contentStart: number) {
  const children: [number, number][] = [];
  let depth = 0;
  let index = contentStart;
  let childStart = -1;
  const open = (at: number) => {
    if (depth === 0 && childStart < 0) childStart = at;
  };
  const close = (at: number) => {
    if (depth === 0 && childStart >= 0) {
      children.push([childStart, at]);
      childStart = -1;
    }
  };
  while (index < html.length) {
    const lt = html.indexOf("<", index);
    if (lt < 0) throw new Error("The element is never closed");
    if (lt > index) {
      // Text: a node of its own at the top level.
      open(index);
      close(lt);
    }
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      if (end < 0) throw new Error(`Unclosed comment at ${lt}`);
      open(lt);
      index = end + 3;
      close(index);
      continue;
    }
    if (html[lt + 1] === "/") {
      const end = tagEnd(html, lt);
      if (depth === 0) return { children, contentEnd: lt };
      depth -= 1;
      index = end;
      close(index);
      continue;
    }
    const name = /^<([a-zA-Z][\w:-]*)/.exec(html.slice(lt, lt + 40))?.[1]?.toLowerCase();
    if (!name) throw new Error(`Not a tag at ${lt}`);
    const end = tagEnd(html, lt);
    open(lt);
    if (VOID.has(name) || html[end - 2] === "/") {
      index = end;
      close(index);
    } else if (RAW_TEXT.has(name)) {
      const closing = html.toLowerCase().indexOf(`</${name}`, end);
      if (closing < 0) throw new Error(`Unclosed <${name}> at ${lt}`);
      index = tagEnd(html, closing);
      close(index);
    } else {
      depth += 1;
      index = end;
    }
  }
  throw new Error("The element is never closed");
}

export interface SplitView {
  /** The view with its lesson cut after the first screen. */
  html: string;
  /** The rest of the lesson's nodes, in order, in pieces. */
  parts: string[];
}

/** Splits a view's `#root` HTML; a view without a lesson `<article>` stays whole. */
export function splitView(
  html: string,
  firstChars = FIRST_SCREEN_CHARS,
  pieceChars = PIECE_CHARS,
): SplitView {
  const open = /<article\b[^>]*\sdata-lesson="[^"]*"[^>]*>/.exec(html);
  if (!open) return { html, parts: [] };
  const { children, contentEnd } = childNodes(html, open.index + open[0].length);
  if (children.length < 2) return { html, parts: [] };

  const contentStart = children[0][0];
  let cut = 1;
  while (cut < children.length && children[cut][0] - contentStart < firstChars) cut += 1;
  const parts: string[] = [];
  let pieceStart = cut < children.length ? children[cut][0] : contentEnd;
  for (let index = cut; index < children.length; index += 1) {
    const end = children[index][1];
    if (end - pieceStart >= pieceChars || index === children.length - 1) {
      parts.push(html.slice(pieceStart, end));
      pieceStart = end;
    }
  }
  const firstEnd = cut < children.length ? children[cut][0] : contentEnd;
  const first = html.slice(0, firstEnd) + html.slice(contentEnd);
  if (first.slice(0, firstEnd) + parts.join("") + html.slice(contentEnd) !== html)
    throw new Error("Splitting the view lost part of it");
  return { html: first, parts };
}
