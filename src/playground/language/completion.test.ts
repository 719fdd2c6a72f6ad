import { CompletionContext } from "@codemirror/autocomplete";
import { EditorState } from "@codemirror/state";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { request } from "./client";
import { typeCompletions } from "./completion";

vi.mock("./client", () => ({
  request: vi.fn(() => Promise.resolve({ from: 0, entries: [] })),
}));

const complete = (doc: string, explicit = false) =>
  typeCompletions("src/demos/a-demo.tsx")(
    new CompletionContext(EditorState.create({ doc }), doc.length, explicit),
  );

beforeEach(() => vi.mocked(request).mockClear());

describe("typeCompletions", () => {
  it("asks TypeScript as a name is typed", async () => {
    await complete("const n = useSta");
    expect(request).toHaveBeenCalledWith("types", {
      kind: "completions",
      file: "src/demos/a-demo.tsx",
      source: "const n = useSta",
      pos: 16,
      explicit: false,
    });
  });

  it("asks nothing while a number is typed (1n, 100), unless asked with Ctrl-Space", async () => {
    expect(await complete("const n: number = 1n")).toBeNull();
    expect(await complete("const n = 100")).toBeNull();
    expect(request).not.toHaveBeenCalled();
    await complete("const n = 100", true);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
