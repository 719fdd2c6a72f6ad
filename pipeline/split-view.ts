/**
 * Cuts a prerendered view into what the boot script inserts at once (the page with the lesson's
 * first screen) and the rest of the lesson, in pieces it appends to the `<article>` a frame
 * apart: one `innerHTML` of a whole long lesson was a single 100–200 ms task on a phone.
 * Cuts fall only between the article's top-level nodes, so the pieces rebuild the same DOM.
 */

/**
 * The first screen holds at least this many characters of the lesson's visible text, so that it
 * reaches past the fold (in a 1280 × 800 window, 1,000 px down or more in every lesson; on a
 * phone, whose lines are shorter, further) and the rest arrives below what is first painted.
 * Counted as text, not HTML: a lesson's first blocks can be heavy in markup and light on screen
 * (the lesson's contents, collapsed, are 5 kB of HTML). `npm run bench -- --cls` reports how far
 * each entry's first screen reaches.
 */
export const FIRST_SCREEN_TEXT = 1_800;
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

/** Elements whose content is never on screen as text, or not in the first paint. */
const UNSEEN = new Set(["svg", "template", "style", "script", "noscript"]);

/** Whether an open tag hides its element's content (or is the lesson's collapsed contents). */
function hidesContent(name: string, tag: string) {
  return (
    UNSEEN.has(name) ||
    /\shidden(?:[\s=/>])/.test(tag) ||
    /\saria-hidden="true"/.test(tag) ||
    /\sclass="(?:[^"]*\s)?sr-only[\s"]/.test(tag) ||
    /\sdata-slot="lesson-contents"/.test(tag)
  );
}

/**
 * How many characters of text an HTML fragment shows: text outside hidden elements (above),
 * with runs of white space and character references counted as one character.
 */
export function visibleTextLength(html: string) {
  let length = 0;
  let hiddenDepth = 0;
  const open: boolean[] = []; // per open element: whether it started a hidden subtree
  const text = (from: number, to: number) => {
    if (hiddenDepth) return;
    length += html
      .slice(from, to)
      .replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, "&")
      .replace(/\s+/g, " ").length;
  };
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf("<", index);
    if (lt < 0) {
      text(index, html.length);
      break;
    }
    text(index, lt);
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      index = end < 0 ? html.length : end + 3;
      continue;
    }
    const end = tagEnd(html, lt);
    const tag = html.slice(lt, end);
    index = end;
    if (tag[1] === "/") {
      if (open.pop()) hiddenDepth -= 1;
      continue;
    }
    const name = /^<([a-zA-Z][\w:-]*)/.exec(tag)?.[1]?.toLowerCase() ?? "";
    if (VOID.has(name) || tag.endsWith("/>")) continue;
    if (RAW_TEXT.has(name)) {
      const closing = html.toLowerCase().indexOf(`</${name}`, end);
      index = closing < 0 ? html.length : tagEnd(html, closing);
      if (name === "textarea" || name === "title") text(end, closing < 0 ? html.length : closing);
      continue;
    }
    const hides = hidesContent(name, tag);
    open.push(hides);
    if (hides) hiddenDepth += 1;
  }
  return length;
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
  firstText = FIRST_SCREEN_TEXT,
  pieceChars = PIECE_CHARS,
): SplitView {
  const open = /<article\b[^>]*\sdata-lesson="[^"]*"[^>]*>/.exec(html);
  if (!open) return { html, parts: [] };
  const { children, contentEnd } = childNodes(html, open.index + open[0].length);
  if (children.length < 2) return { html, parts: [] };

  // The first screen: whole top-level nodes until their visible text reaches `firstText`.
  let cut = 0;
  let shown = 0;
  while (cut < children.length && (cut === 0 || shown < firstText)) {
    shown += visibleTextLength(html.slice(children[cut][0], children[cut][1]));
    cut += 1;
  }
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
