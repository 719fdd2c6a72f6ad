// Prose words per lesson (code fences, imports, JSX tags and table rules left out, and the
// closing "Challenges" section, which is exercises rather than lesson text):
// `node scripts/word-count.mjs [section-id ...]`.
import { readdirSync, readFileSync } from "node:fs";

const dir = new URL("../src/content/", import.meta.url);
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".mdx"))
  .sort();

export function proseWords(source) {
  const prose = source
    .split(/^## Challenges\s*$/m)[0]
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, " ")
    .replace(/^import .*$/gm, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/<[A-Za-z][^>]*?\/?>|<\/[A-Za-z]+>/gs, " ")
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, " ")
    .replace(/[#*_`|>[\]()]/g, " ");
  return prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

let total = 0;
for (const file of files) {
  const id = file.replace(/\.mdx$/, "");
  if (wanted.length && !wanted.includes(id)) continue;
  const words = proseWords(readFileSync(new URL(file, dir), "utf8"));
  total += words;
  console.log(`${id.padEnd(18)} ${String(words).padStart(6)}`);
}
console.log(`${"total".padEnd(18)} ${String(total).padStart(6)}`);
