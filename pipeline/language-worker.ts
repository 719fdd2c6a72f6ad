import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { exactId } from "./hook-filter.ts";

const PREFIX = "\0language-worker:";
/** ESLint's map of its ~290 built-in rules, loaded by the Linter whether used or not. */
const ESLINT_RULES = /\/node_modules\/eslint\/lib\/rules\/index\.js$/;

/**
 * What the lint worker's Node-minded libraries (ESLint, typescript-eslint, Babel, React's
 * compiler) import from Node, reduced to what they call when linting one file in memory.
 */
const shims: Record<string, string> = {
  // Posix paths: file names in the workers are "/src/demos/x.tsx".
  path: `
const normalizeParts = (parts) => { const out = []; for (const part of parts) { if (!part || part === ".") continue; if (part === "..") out.pop(); else out.push(part); } return out; };
export const sep = "/";
export const delimiter = ":";
export const isAbsolute = (p) => p.startsWith("/");
export function normalize(p) { const n = normalizeParts(p.split("/")).join("/"); return (isAbsolute(p) ? "/" : "") + n + (p.endsWith("/") && n ? "/" : "") || "."; }
export const join = (...parts) => normalize(parts.filter(Boolean).join("/"));
export function resolve(...parts) { let p = ""; for (const part of parts) p = isAbsolute(part) ? part : p + "/" + part; return "/" + normalizeParts(p.split("/")).join("/"); }
export function dirname(p) { const i = p.replace(/\\/+$/, "").lastIndexOf("/"); return i < 0 ? "." : i === 0 ? "/" : p.slice(0, i); }
export function basename(p, ext) { const b = p.replace(/\\/+$/, "").split("/").pop() ?? ""; return ext && b.endsWith(ext) ? b.slice(0, -ext.length) : b; }
export function extname(p) { const b = basename(p); const i = b.lastIndexOf("."); return i > 0 ? b.slice(i) : ""; }
export function relative(from, to) { const a = resolve(from).split("/").filter(Boolean), b = resolve(to).split("/").filter(Boolean); let i = 0; while (i < a.length && a[i] === b[i]) i++; return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/"); }
const path = { sep, delimiter, isAbsolute, normalize, join, resolve, dirname, basename, extname, relative };
path.posix = path;
export const posix = path;
export default path;`,
  util: `
export function isDeepStrictEqual(a, b) {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || !a || !b) return false;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && isDeepStrictEqual(a[key], b[key]));
}
export const inspect = (value) => { try { return typeof value === "string" ? "'" + value + "'" : JSON.stringify(value) ?? String(value); } catch { return String(value); } };
export const format = (...args) => args.map((arg) => (typeof arg === "string" ? arg : inspect(arg))).join(" ");
export const debuglog = () => () => {};
export const deprecate = (fn) => fn;
export default { isDeepStrictEqual, inspect, format, debuglog, deprecate };`,
  // Reached only to emit code, which linting never does.
  crypto: `export function createHmac() { throw new Error("crypto is not available in the lint worker"); }
export default { createHmac };`,
  assert: `export default function assert(value, message) { if (!value) throw new Error(message ?? "Assertion failed"); }`,
  // typescript-eslint reads tsconfig files (and globs for them) only for type-aware rules,
  // which are not used.
  fs: `export default {};`,
  url: `export const fileURLToPath = (url) => new URL(url).pathname;
export default { fileURLToPath };`,
  // eslint-plugin-react-hooks keeps it for Flow files; TypeScript files are parsed with Babel.
  "hermes-parser": `export function parse() { throw new Error("The playground lints TypeScript files only."); }`,
};
/**
 * Packages whose ESM build exports only a default object, which ESLint `require`s expecting
 * the CommonJS shape (`esquery.matches`): taken from their CommonJS entry instead.
 */
const COMMONJS = ["esquery"];
const resolveCommonJs = createRequire(import.meta.url).resolve;

const aliases: Record<string, string> = {
  "node:path": "path",
  "node:util": "util",
  "node:crypto": "crypto",
  "node:assert": "assert",
  "node:fs": "fs",
  "node:url": "url",
};

/**
 * Builds the lint worker for the browser: Node's modules become the small shims above, and
 * ESLint's built-in rules an empty map (it lints with React's rules only). Together with the
 * Hermes parser this keeps about 1.5 MB out of the worker's script.
 */
export function languageWorkerStubs(): Plugin {
  const ids = [...Object.keys(shims), ...Object.keys(aliases), ...COMMONJS];
  return {
    name: "react-guide:language-worker-stubs",
    enforce: "pre",
    resolveId: {
      filter: { id: ids.map(exactId) },
      handler: (id) => (COMMONJS.includes(id) ? resolveCommonJs(id) : PREFIX + (aliases[id] ?? id)),
    },
    load: {
      filter: { id: [new RegExp(`^${PREFIX}`), ESLINT_RULES] },
      handler(id) {
        if (id.startsWith(PREFIX)) return shims[id.slice(PREFIX.length)];
        return `const { LazyLoadingRuleMap } = require("./utils/lazy-loading-rule-map");\nmodule.exports = new LazyLoadingRuleMap([]);`;
      },
    },
  };
}
