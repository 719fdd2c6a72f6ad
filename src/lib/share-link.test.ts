// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  compressCode,
  decompressCode,
  makeShareLink,
  MAX_LINK_LENGTH,
  readShareFragment,
  SHARE_PREFIX,
} from "./share-link";
import { CODE_MAX_CHARS } from "./work-file";

const page = "https://guide.example/";
const code = `import { useState } from "react";

export default function Counter() {
  const [count, setCount] = useState(0);
  // Ünïcödé, emoji 🎉 and a lone "quote" survive the trip.
  return <button onClick={() => setCount((c) => c + 1)}>Clicked {count} times</button>;
}
`;

/** The fragment of a link made by makeShareLink. */
async function fragmentOf(target: Parameters<typeof makeShareLink>[2], text = code) {
  const link = await makeShareLink(page, "hooks", target, text);
  if (!link.ok) throw new Error("too long");
  return new URL(link.url).hash;
}

describe("code shared as a link", () => {
  it("round-trips a challenge's code, exactly", async () => {
    const hash = await fragmentOf({ kind: "challenge", id: "hooks/stale-interval" });
    expect(hash.startsWith(`${SHARE_PREFIX}1&challenge=hooks/stale-interval&code=`)).toBe(true);
    expect(await readShareFragment(hash)).toEqual({
      ok: true,
      target: { kind: "challenge", id: "hooks/stale-interval" },
      code,
    });
  });

  it("round-trips an example's code, naming the example by its file", async () => {
    const hash = await fragmentOf({ kind: "demo", file: "src/demos/counter-demo.tsx" });
    expect(hash).toContain("&demo=counter-demo&");
    expect(await readShareFragment(hash)).toEqual({
      ok: true,
      target: { kind: "demo", file: "src/demos/counter-demo.tsx" },
      code,
    });
  });

  it("opens the lesson: the section is in the query, the code only in the fragment", async () => {
    const link = await makeShareLink(page, "hooks", { kind: "challenge", id: "hooks/a" }, code);
    if (!link.ok) throw new Error("too long");
    const url = new URL(link.url);
    expect(url.origin + url.pathname).toBe(page);
    expect(url.search).toBe("?section=hooks");
    expect(url.hash.length).toBeGreaterThan(20);
  });

  it("compresses: base64url only, shorter than the code", async () => {
    const data = await compressCode(code.repeat(10));
    expect(data).toMatch(/^[\w-]+$/);
    expect(data.length).toBeLessThan((code.length * 10) / 4);
    expect(await decompressCode(data)).toBe(code.repeat(10));
    expect(await decompressCode(await compressCode(""))).toBe("");
  });

  it("refuses a link longer than the limit, saying how long it would be", async () => {
    // Text that does not compress: every character different.
    const noise = Array.from({ length: 12_000 }, (_, n) =>
      String.fromCharCode(0x4e00 + ((n * 7919) % 20000)),
    ).join("");
    const link = await makeShareLink(page, "hooks", { kind: "challenge", id: "hooks/a" }, noise);
    expect(link.ok).toBe(false);
    if (!link.ok) expect(link.length).toBeGreaterThan(MAX_LINK_LENGTH);
  });

  it("makes a link for the longest code a lesson plausibly holds (~20 kB)", async () => {
    const long = code.repeat(Math.ceil(20_000 / code.length));
    const link = await makeShareLink(
      page,
      "hooks",
      { kind: "demo", file: "src/demos/timer-demo.tsx" },
      long,
    );
    expect(link.ok).toBe(true);
  });

  it("is not read when the fragment is something else (a heading)", async () => {
    expect(await readShareFragment("#usecontext")).toBeNull();
    expect(await readShareFragment("")).toBeNull();
  });

  it("names a newer link's format apart from a damaged one", async () => {
    const hash = await fragmentOf({ kind: "challenge", id: "hooks/a" });
    expect(await readShareFragment(hash.replace("#share=1", "#share=2"))).toEqual({
      ok: false,
      reason: "newer",
    });
  });

  const damaged: [string, (hash: string) => string][] = [
    ["no version", (hash) => hash.replace("#share=1", "#share=")],
    ["no target", (hash) => hash.replace("&challenge=hooks/a", "")],
    ["two targets", (hash) => `${hash}&demo=counter-demo`],
    ["a target that is no challenge name", (hash) => hash.replace("hooks/a", "../x")],
    ["no code", (hash) => hash.replace(/&code=.*/, "")],
    ["code cut short", (hash) => hash.slice(0, -8)],
    ["code that is not base64url", (hash) => hash.replace(/&code=.*/, "&code=%%%")],
    ["code that is not deflate", (hash) => hash.replace(/&code=.*/, "&code=aGVsbG8gd29ybGQ")],
  ];
  it.each(damaged)("refuses a damaged link: %s", async (_, damage) => {
    const hash = await fragmentOf({ kind: "challenge", id: "hooks/a" });
    expect(await readShareFragment(damage(hash))).toEqual({ ok: false, reason: "damaged" });
  });

  it("refuses code that decompresses past the longest code a file may hold (a deflate bomb)", async () => {
    const bomb = await compressCode("a".repeat(CODE_MAX_CHARS * 4));
    // Small as a link, huge once inflated.
    expect(bomb.length).toBeLessThan(2000);
    await expect(decompressCode(bomb)).rejects.toThrow(RangeError);
    expect(await readShareFragment(`${SHARE_PREFIX}1&demo=counter-demo&code=${bomb}`)).toEqual({
      ok: false,
      reason: "damaged",
    });
  });
});
