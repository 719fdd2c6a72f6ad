// `node scripts/boot-hash.mjs sha256-…`: puts the inline boot script's new hash, as the build's
// error names it, into the guide's CSP: pipeline/security-headers.ts and the host files that must
// equal it (public/_headers, vercel.json, firebase.json; pipeline/host-config.test.ts checks them).
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const hash = process.argv[2] ?? "";
if (!/^sha256-[A-Za-z0-9+/]{43}=$/.test(hash)) {
  console.error("Usage: node scripts/boot-hash.mjs sha256-<44 characters of base64>");
  process.exit(1);
}
const root = new URL("..", import.meta.url);
const files = ["pipeline/security-headers.ts", "public/_headers", "vercel.json", "firebase.json"];
const old = /sha256-[A-Za-z0-9+/]{43}=|sha256-PLACEHOLDER/g;
for (const file of files) {
  const path = fileURLToPath(new URL(file, root));
  const text = await readFile(path, "utf8");
  const found = text.match(old) ?? [];
  if (!found.length) throw new Error(`${file} names no boot script hash to replace`);
  await writeFile(path, text.replace(old, hash));
  console.log(`${file}: ${found.length} replaced`);
}
