// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  CODE_MAX_CHARS,
  describeWork,
  hasWork,
  readWorkFile,
  refusalMessage,
  sizeRefusal,
  WORK_FILE_MAX_BYTES,
  WORK_FORMAT_VERSION,
  workFileText,
  type VisitWork,
  type WorkFileReading,
} from "./work-file";

const work: VisitWork = {
  challenges: [
    { id: "hooks/stale-interval", solved: true, code: "export default function App() {}\n" },
    { id: "core-concepts/add-three", solved: true },
    { id: "hooks/custom-hook", solved: false, code: "const ü = '✓';\n" },
  ],
  demos: [{ file: "src/demos/counter-demo.tsx", code: "export function CounterDemo() {}\n" }],
  codeView: "js",
};
const savedAt = new Date("2030-01-31T09:30:00.000Z");

/** A saved file's object, changed by `change`, as text. */
function fileWith(change: (file: Record<string, unknown>) => void) {
  const file = JSON.parse(workFileText(work, savedAt)) as Record<string, unknown>;
  change(file);
  return JSON.stringify(file);
}

function refused(reading: WorkFileReading) {
  if (reading.ok) throw new Error("The file was accepted");
  return reading;
}

describe("the work file", () => {
  it("reads back what it saved, whole", () => {
    const text = workFileText(work, savedAt);
    expect(readWorkFile(text)).toEqual({ ok: true, work, savedAt, version: WORK_FORMAT_VERSION });
  });

  it("says what it is, its version and when it was saved, in readable JSON", () => {
    const file = JSON.parse(workFileText(work, savedAt));
    expect(file).toMatchObject({
      format: "react-guide-work",
      version: 1,
      savedAt: "2030-01-31T09:30:00.000Z",
      codeView: "js",
    });
    expect(file.challenges["core-concepts/add-three"]).toEqual({ solved: true });
    expect(file.demos["src/demos/counter-demo.tsx"]).toEqual({ code: work.demos[0].code });
    expect(workFileText(work, savedAt)).toContain('\n  "version": 1,\n');
  });

  it("ignores fields it does not know (added within the version)", () => {
    const text = fileWith((file) => {
      file.theme = "dark";
      (file.challenges as Record<string, Record<string, unknown>>)["hooks/stale-interval"].hints =
        2;
    });
    expect(readWorkFile(text)).toMatchObject({ ok: true, work });
  });

  it("refuses a file that is not JSON, or cut short", () => {
    expect(refused(readWorkFile("PK\u0003\u0004 a zip file")).reason).toBe("not-json");
    expect(refused(readWorkFile(workFileText(work, savedAt).slice(0, 120))).reason).toBe(
      "not-json",
    );
    expect(refused(readWorkFile("")).reason).toBe("not-json");
  });

  it("refuses JSON that is not a work file", () => {
    for (const text of [
      '{"name":"my-app","version":"1.0.0"}',
      "[1, 2, 3]",
      "null",
      '"react-guide-work"',
      '{"format":"react-guide-notes","version":1}',
    ])
      expect(refused(readWorkFile(text)).reason, text).toBe("not-ours");
  });

  it("refuses a newer format, naming it", () => {
    const reading = refused(readWorkFile(fileWith((file) => (file.version = 2))));
    expect(reading).toEqual({ ok: false, reason: "newer", version: 2 });
    expect(refusalMessage(reading)).toMatch(
      /newer version of the guide \(format 2; this page reads format 1/,
    );
  });

  it("refuses a file larger than a work file can be, before reading it", () => {
    expect(sizeRefusal(10_000_000)).toEqual({ ok: false, reason: "too-large", bytes: 10_000_000 });
    expect(sizeRefusal(WORK_FILE_MAX_BYTES)).toBeNull();
    const padded = fileWith((file) => (file.padding = "x".repeat(WORK_FILE_MAX_BYTES)));
    expect(refused(readWorkFile(padded)).reason).toBe("too-large");
    expect(refusalMessage({ reason: "too-large", bytes: 10_485_760 })).toMatch(
      /^This file is 10\.5 MB, and a work file is at most 1\.0 MB/,
    );
  });

  const damaged: [string, (file: Record<string, unknown>) => void, RegExp][] = [
    ["no version", (file) => delete file.version, /no valid format version/],
    ["a version that is not a whole number", (file) => (file.version = "1"), /version/],
    ["version 0", (file) => (file.version = 0), /version/],
    ["no date", (file) => delete file.savedAt, /when it was saved/],
    ["a date that is no date", (file) => (file.savedAt = "yesterday"), /when it was saved/],
    ["no TS / JS choice", (file) => (file.codeView = "coffee"), /TypeScript or JavaScript/],
    ["challenges that are a list", (file) => (file.challenges = []), /"challenges"/],
    ["no demos", (file) => delete file.demos, /"demos"/],
    [
      "a challenge name that is not one",
      (file) => (file.challenges = { "../../etc": { solved: true } }),
      /"\.\.\/\.\.\/etc" is not a challenge's name/,
    ],
    [
      "a challenge without its solved flag",
      (file) => (file.challenges = { "hooks/a": { code: "x" } }),
      /whether it is solved/,
    ],
    [
      "code that is not text",
      (file) => (file.challenges = { "hooks/a": { solved: false, code: 42 } }),
      /the code of the challenge hooks\/a is not text/,
    ],
    [
      "code longer than any lesson file",
      (file) => (file.demos = { "src/demos/a-demo.tsx": { code: "x".repeat(CODE_MAX_CHARS + 1) } }),
      /too long/,
    ],
    [
      "an example file outside the demos",
      (file) => (file.demos = { "src/app/main.tsx": { code: "x" } }),
      /not an example's file/,
    ],
    [
      "an example without code",
      (file) => (file.demos = { "src/demos/a-demo.tsx": "x" }),
      /has no code/,
    ],
    [
      "too many entries",
      (file) =>
        (file.demos = Object.fromEntries(
          Array.from({ length: 1001 }, (_, n) => [`src/demos/d${n}.tsx`, { code: "" }]),
        )),
      /too many entries/,
    ],
  ];
  it.each(damaged)("refuses a damaged file: %s", (_, change, detail) => {
    const reading = refused(readWorkFile(fileWith(change)));
    expect(reading.reason).toBe("damaged");
    expect(refusalMessage(reading)).toMatch(detail);
  });

  it("says, in every refusal, that nothing changed", () => {
    for (const refusal of [
      { reason: "too-large", bytes: 2e6 },
      { reason: "not-json" },
      { reason: "not-ours" },
      { reason: "newer", version: 3 },
      { reason: "damaged", detail: "x" },
    ] as const)
      expect(refusalMessage(refusal)).toMatch(/Nothing on this page was changed\.$/);
  });

  it("does not let a file's keys reach an object's prototype", () => {
    const text =
      '{"format":"react-guide-work","version":1,"savedAt":"2030-01-01T00:00:00Z","codeView":"ts",' +
      '"challenges":{"__proto__":{"solved":true}},"demos":{}}';
    expect(refused(readWorkFile(text)).reason).toBe("damaged");
    expect(({} as Record<string, unknown>).solved).toBeUndefined();
  });

  it("sums work up for the reader", () => {
    expect(describeWork(work)).toBe(
      "2 challenges solved, 2 challenges with your code, 1 edited example",
    );
    expect(describeWork({ ...work, demos: [] })).toBe(
      "2 challenges solved, 2 challenges with your code",
    );
    expect(describeWork({ challenges: [], demos: [], codeView: "ts" })).toBe("0 challenges solved");
    expect(hasWork(work)).toBe(true);
    expect(hasWork({ challenges: [], demos: [], codeView: "js" })).toBe(false);
    expect(hasWork({ challenges: [{ id: "a/b", solved: false }], demos: [], codeView: "ts" })).toBe(
      false,
    );
  });
});
