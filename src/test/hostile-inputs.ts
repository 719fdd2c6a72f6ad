// A relative import: the browser tests load this file too, outside Vite's `@/` alias.
import { isSectionId } from "../data/sections";

// Hostile inputs for the address bar, shared by the unit tests (every input, against the rule
// that picks the first view) and the browser tests (a sample, loaded as real pages).

/** A small seeded generator, so a failure reproduces with the same inputs. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const alphabet = [..."abcdefghijklmnopqrstuvwxyz-_.~0123456789 <>\"'&%/?#=+;:@!$()[]{}|\\^`"];
const exotic = ["é", "ß", "漢", "字", "🙂", "\u202e", "\u0000", "\uFEFF", "\u200b", "ñ", "Ω"];

/**
 * `count` values for `?section=` that name no lesson: hostile classics first (markup, prototype
 * keys, huge and malformed percent-encodings), then seeded random text, encoded as a browser
 * would or half-encoded.
 */
export function generateSectionValues(count: number) {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const fixed = [
    "",
    " ",
    "HOOKS",
    "hooks ",
    " hooks",
    "hooks/",
    "introduction%00",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '"><svg onload=alert(1)>',
    "x".repeat(5000),
    "漢字のセクション",
    "🙂🙂🙂",
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "%",
    "%E0%A4%A",
    "%%%%",
    "null",
    "undefined",
    "NaN",
    "-1",
    "../../etc/passwd",
    "javascript:alert(1)",
  ];
  const values = fixed.map((value) => encodeURIComponent(value));
  values.push("%E0%A4%A", "%ZZ", "%", "%u0041", "%ED%A0%BD"); // raw, malformed percent-encodings
  while (values.length < count) {
    const length = 1 + Math.floor(next() * (next() < 0.1 ? 400 : 24));
    let text = "";
    for (let index = 0; index < length; index += 1)
      text += next() < 0.2 ? pick(exotic) : pick(alphabet);
    // Mostly encoded as a browser would; sometimes half-encoded garbage.
    const encoded = next() < 0.75 ? encodeURIComponent(text) : encodeURI(text).replace(/#/g, "%23");
    if (!isSectionId(decodeSafely(encoded))) values.push(encoded);
  }
  return values.slice(0, count);
}

function decodeSafely(value: string) {
  try {
    return new URLSearchParams(`section=${value}`).get("section");
  } catch {
    return null;
  }
}

/** `count` paths that are not the site's root: a few classics, then seeded random segments. */
export function generatePaths(count: number) {
  const next = random(404);
  const pathAlphabet = [..."abcdefghijklmnopqrstuvwxyz0123456789-_.~"];
  const paths = [
    "/index.htm",
    "/section/hooks",
    "/hooks",
    "/404",
    "/assets",
    "/%2e%2e/%2e%2e/x",
    "/a/b/c/",
  ];
  while (paths.length < count) {
    const segments = 1 + Math.floor(next() * 4);
    const parts: string[] = [];
    for (let segment = 0; segment < segments; segment += 1) {
      const length = 1 + Math.floor(next() * 14);
      let text = "";
      for (let index = 0; index < length; index += 1)
        text +=
          next() < 0.15
            ? exotic[Math.floor(next() * (exotic.length - 1))]
            : pathAlphabet[Math.floor(next() * pathAlphabet.length)];
      parts.push(encodeURIComponent(text));
    }
    const path = `/${parts.join("/")}`;
    if (!/^\/(\.|\.\.)?$/.test(path)) paths.push(path);
  }
  return paths.slice(0, count);
}
