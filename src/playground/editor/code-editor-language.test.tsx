import { EditorView } from "@codemirror/view";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CodeEditor, loadCodeEditor, TYPE_ERROR_DELAY_MS } from "./code-editor";
import { startRunnerWork } from "../preview/runner-activity";
import { startLanguageService } from "../language/client";
import { CHECK_DELAY_MS } from "../language/diagnostics-sync";
import type { LanguageDiagnostic, LanguageRequest } from "../language/protocol";

const requests: {
  role: string;
  message: LanguageRequest;
  /** When it was asked (performance.now()). */
  at: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}[] = [];

vi.mock("../language/client", () => ({
  request: (role: string, message: LanguageRequest) =>
    new Promise((resolve, reject) =>
      requests.push({ role, message, at: performance.now(), resolve, reject }),
    ),
  closeFile: vi.fn(),
  startLanguageService: vi.fn(),
  afterReaderRequests: (callback: () => void) => {
    callback();
    return () => {};
  },
}));

const source = 'const n: number = "x";\nexport default n;\n';
const typeError: LanguageDiagnostic = {
  from: 18,
  to: 21,
  severity: "error",
  message: "Type 'string' is not assignable to type 'number'.",
  code: "TS2322",
};
const hookWarning: LanguageDiagnostic = {
  from: 6,
  to: 7,
  severity: "warning",
  message: 'React Hook "useState" is called conditionally.',
  code: "react-hooks/rules-of-hooks",
  fixes: [{ title: "Rename it", changes: [{ from: 6, to: 7, insert: "m" }] }],
};

function view() {
  return EditorView.findFromDOM(screen.getByRole("textbox", { name: "Edit Counter code" }))!;
}

/** Answers the pending request of `kind` ("diagnostics" or "lint"). */
async function answer(kind: LanguageRequest["kind"], result: unknown) {
  await waitFor(() => expect(requests.some((entry) => entry.message.kind === kind)).toBe(true));
  const index = requests.findIndex((entry) => entry.message.kind === kind);
  const [entry] = requests.splice(index, 1);
  await act(async () => entry.resolve(result));
}

function renderEditor(value = source) {
  return render(
    <CodeEditor
      value={value}
      onChange={() => {}}
      label="Edit Counter code"
      file="src/demos/counter-demo.tsx"
    />,
  );
}

beforeEach(() => {
  requests.length = 0;
  vi.mocked(startLanguageService).mockClear();
});

// CodeMirror measures text ranges to scroll a selection into view; jsdom has no layout.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

// CodeMirror loads apart from the editor's shell: loaded first, an editor renders at once.
beforeAll(async () => {
  await loadCodeEditor();
});

describe("CodeEditor with the language service", () => {
  it("says it is checking types, then underlines what the workers found", async () => {
    renderEditor();
    expect(screen.getByRole("status")).toHaveTextContent("Checking types…");
    await answer("diagnostics", [typeError]);
    // Until the linter's first answer, the status does not claim there are no warnings.
    expect(screen.getByRole("status")).toHaveTextContent(
      "1 type error: underlined in the code. Checking React's rules…",
    );
    expect(document.querySelector(".cm-lintRange-error")).toHaveTextContent('"x"');
    await answer("lint", [hookWarning]);
    expect(screen.getByRole("status")).toHaveTextContent("1 error and 1 warning");
    expect(document.querySelector(".cm-lintRange-warning")).toHaveTextContent("n");
  });

  it("checks only once the preview has answered, so the workers do not take its CPU", async () => {
    const endRun = startRunnerWork();
    renderEditor();
    // The type checker's worker starts loading as the editor appears; its first check waits.
    expect(startLanguageService).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    endRun();
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it("sends the file's text with its name, and moves a late answer along with the edits since", async () => {
    renderEditor();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0].message).toEqual({
      kind: "diagnostics",
      file: "src/demos/counter-demo.tsx",
      source,
    });
    act(() => view().dispatch({ changes: { from: 0, insert: "// new line\n" } }));
    await answer("diagnostics", [typeError]);
    expect(document.querySelector(".cm-lintRange-error")).toHaveTextContent('"x"');
  });

  it("after an edit, checks types after a short pause and React's rules after a longer one", async () => {
    renderEditor();
    await answer("diagnostics", []);
    await answer("lint", []);
    // Timed from before the edit: the pauses start inside it, and act() may return late.
    const edited = performance.now();
    act(() => view().dispatch({ changes: { from: 0, insert: "// new line\n" } }));
    // When each was asked is recorded as it is asked: a loaded machine that looks late still
    // sees the order and the pauses.
    await waitFor(() =>
      expect(requests.map((entry) => entry.message.kind)).toEqual(["diagnostics", "lint"]),
    );
    const [types, lint] = requests;
    expect(types.at - edited).toBeGreaterThanOrEqual(CHECK_DELAY_MS.types - 5);
    expect(lint.at - edited).toBeGreaterThanOrEqual(CHECK_DELAY_MS.lint - 5);
    expect(requests[0].message).toMatchObject({ source: `// new line\n${source}` });
  });

  it("says so when type checking cannot start, and keeps the editor working", async () => {
    renderEditor();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await act(async () =>
      requests.find((entry) => entry.role === "types")!.reject(new Error("offline")),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Type checking is unavailable");
    expect(screen.getByRole("textbox", { name: "Edit Counter code" })).toHaveAttribute(
      "contenteditable",
      "true",
    );
  });

  it("stops waiting for React's rules when the linter cannot load, and shows the type errors", async () => {
    renderEditor();
    await answer("diagnostics", [typeError]);
    const lint = requests.find((entry) => entry.role === "lint")!;
    await act(async () => lint.reject(new Error("offline")));
    expect(screen.getByRole("status")).toHaveTextContent("1 error: underlined in the code.");
    expect(screen.getByRole("status")).not.toHaveTextContent("Checking");
  });

  it("lists the problems by keyboard, with their fixes and lessons, and returns to the code", async () => {
    const user = userEvent.setup();
    renderEditor();
    await answer("diagnostics", [typeError]);
    await answer("lint", [hookWarning]);
    // Keyboard only (jsdom has no layout for CodeMirror's mouse handling anyway).
    act(() => view().focus());
    // As a browser sends Ctrl+Shift+M (user-event leaves keyCode out, which CodeMirror reads).
    fireEvent.keyDown(view().contentDOM, { key: "M", keyCode: 77, ctrlKey: true, shiftKey: true });

    const panel = screen.getByRole("region", { name: "Problems (2)" });
    const [warning, error] = within(panel).getAllByRole("listitem");
    expect(warning).toHaveTextContent(
      'Warning, line 1: React Hook "useState" is called conditionally.',
    );
    expect(warning).toHaveTextContent("react-hooks/rules-of-hooks");
    expect(
      within(warning).getByRole("link", { name: "Learn more: React Hooks: the rules of hooks" }),
    ).toHaveAttribute(
      "href",
      "/?section=hooks#best-practices-rules-of-hooks-and-when-not-to-memoise",
    );
    expect(error).toHaveTextContent(
      "Error, line 1: Type 'string' is not assignable to type 'number'.",
    );
    expect(error).toHaveTextContent("TS2322");
    expect(within(warning).getByRole("button", { name: "Go to line 1" })).toHaveFocus();

    await user.tab();
    expect(within(warning).getByRole("button", { name: "Quick fix: Rename it" })).toHaveFocus();
    await user.tab();
    expect(within(warning).getByRole("link", { name: /Learn more/ })).toHaveFocus();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(view().state.selection.main).toMatchObject({ from: 18, to: 21 });
    expect(view().hasFocus).toBe(true);

    act(() => within(warning).getByRole("button", { name: "Quick fix: Rename it" }).focus());
    await user.keyboard("{Enter}");
    expect(view().state.doc.toString()).toBe(source.replace("const n", "const m"));

    act(() => within(panel).getAllByRole("button")[0].focus());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: /Problems/ })).not.toBeInTheDocument();
    expect(view().hasFocus).toBe(true);
  });

  it("keeps the focus on the same problem when an answer adds one before it", async () => {
    renderEditor();
    await answer("diagnostics", [typeError]);
    act(() => view().focus());
    fireEvent.keyDown(view().contentDOM, { key: "M", keyCode: 77, ctrlKey: true, shiftKey: true });
    const goToError = within(screen.getByRole("region", { name: "Problems (1)" })).getByRole(
      "button",
      { name: "Go to line 1" },
    );
    expect(goToError).toHaveFocus();

    // React's rules answer while the reader is in the list: their warning comes first in it.
    await answer("lint", [hookWarning]);
    const panel = screen.getByRole("region", { name: "Problems (2)" });
    const [warning, error] = within(panel).getAllByRole("listitem");
    expect(warning).toHaveTextContent("react-hooks/rules-of-hooks");
    expect(within(error).getByRole("button", { name: "Go to line 1" })).toHaveFocus();
  });

  it("goes to the next problem with F8 and reads it out", async () => {
    const user = userEvent.setup();
    renderEditor();
    await answer("diagnostics", [typeError]);
    act(() => view().focus());
    // CodeMirror clears its live region 200 ms after an announcement: keep what it said.
    const said: string[] = [];
    new MutationObserver(() =>
      said.push(document.querySelector(".cm-announced")!.textContent!),
    ).observe(document.querySelector(".cm-announced")!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    await user.keyboard("{F8}");
    expect(view().state.selection.main).toMatchObject({ from: 18, to: 21 });
    await waitFor(() =>
      expect(said).toContain(
        "Line 1: Error. Type 'string' is not assignable to type 'number'. (TS2322)",
      ),
    );
  });

  it("names the keys under the editor, in its description", () => {
    renderEditor();
    expect(screen.getByRole("textbox", { name: "Edit Counter code" })).toHaveAccessibleDescription(
      /F8: next problem\. Ctrl\+Shift\+M: list of problems\. Ctrl\+Shift\+Space: type at the cursor\. Ctrl\+Space: suggestions\. Ctrl\+K: search the guide\./,
    );
  });

  it("lets Ctrl+K through to the guide's search, and the next key to the code", async () => {
    const user = userEvent.setup();
    renderEditor("");
    act(() => view().focus());
    const seen: { key: string; prevented: boolean }[] = [];
    const listener = (event: KeyboardEvent) =>
      seen.push({ key: event.key, prevented: event.defaultPrevented });
    document.addEventListener("keydown", listener);
    try {
      await user.keyboard("{Control>}k{/Control}");
      await user.keyboard("i");
    } finally {
      document.removeEventListener("keydown", listener);
    }
    // Neither held for a chord nor taken: the page's search handler gets it as pressed.
    expect(seen[seen.length - 2]).toEqual({ key: "k", prevented: false });
    // The key after it is typed, not swallowed as the second half of a chord.
    expect(seen.at(-1)).toEqual({ key: "i", prevented: false });
  });

  it("shows and reads out the type at the cursor on Ctrl+Shift+Space", async () => {
    renderEditor();
    act(() => {
      view().focus();
      view().dispatch({ selection: { anchor: 7 } }); // in `n`
    });
    const said: string[] = [];
    new MutationObserver(() =>
      said.push(document.querySelector(".cm-announced")!.textContent!),
    ).observe(document.querySelector(".cm-announced")!, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    fireEvent.keyDown(view().contentDOM, {
      key: " ",
      code: "Space",
      ctrlKey: true,
      shiftKey: true,
    });
    await answer("hover", {
      from: 6,
      to: 7,
      signature: "const n: number",
      documentation: "",
    });
    await waitFor(() =>
      expect(document.querySelector(".cm-tooltip .cm-language-signature")).toHaveTextContent(
        "const n: number",
      ),
    );
    expect(said).toContain("const n: number");
  });

  it("asks nothing of the language service for an editor without a file", () => {
    render(<CodeEditor value={source} onChange={() => {}} label="Edit Counter code" />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(startLanguageService).not.toHaveBeenCalled();
  });

  it("names TypeScript's syntax error, where the runner's compiler stopped elsewhere", async () => {
    // A missing } on line 3: the compiler in the frame stops at the end of the file, while
    // TypeScript says where the } was expected.
    const broken = "function App() {\n  if (true) {\n    return 1;\n\nexport default App;\n";
    const user = userEvent.setup();
    render(
      <CodeEditor
        value={broken}
        onChange={() => {}}
        label="Edit Counter code"
        file="src/demos/counter-demo.tsx"
        error={{ message: "Unexpected token", line: 6, column: 1 }}
      />,
    );
    // Until TypeScript has answered, the runner's place.
    expect(screen.getByText(/Syntax error at/).closest("p")).toHaveTextContent(
      "Syntax error at line 6, column 1: Unexpected token",
    );
    const expected = broken.indexOf("export");
    await answer("diagnostics", [
      {
        from: expected,
        to: expected + 6,
        severity: "error",
        message: "'}' expected.",
        code: "TS1005",
      },
    ]);
    expect(screen.getByText(/Syntax error at/).closest("p")).toHaveTextContent(
      "Syntax error at line 5, column 1: '}' expected.",
    );
    // The line marked in the editor and the place the link goes are TypeScript's too.
    expect(document.querySelector(".cm-error-line")).toHaveTextContent("export default App;");
    await user.click(screen.getByRole("button", { name: "line 5, column 1" }));
    expect(view().state.doc.lineAt(view().state.selection.main.head).number).toBe(5);
  });

  it("names the first type error as it names a syntax error, once it stays", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderEditor();
      await answer("diagnostics", [typeError]);
      // Underlined at once; named under the editor only if the reader stops there.
      expect(screen.queryByText(/Type error at/)).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTime(TYPE_ERROR_DELAY_MS));
      expect(screen.getByText(/Type error at/).closest("p")).toHaveTextContent(
        "Type error at line 1, column 19: Type 'string' is not assignable to type 'number'.",
      );
      // The editor marks no line for it: the preview runs the code.
      expect(document.querySelector(".cm-error-line")).toBeNull();
      act(() => screen.getByRole("button", { name: "line 1, column 19" }).click());
      expect(view().state.selection.main.head).toBe(18);
    } finally {
      vi.useRealTimers();
    }
  });
});
