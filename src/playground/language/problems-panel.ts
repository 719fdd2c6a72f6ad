import { forEachDiagnostic, nextDiagnostic, type Diagnostic } from "@codemirror/lint";
import { StateEffect, StateField } from "@codemirror/state";
import { EditorView, getPanel, showPanel, type Command, type Panel } from "@codemirror/view";
import { ruleExplanation } from "../explain/rule-explanation";
import { element } from "./render";
import { ruleHref, ruleLinks } from "./rule-links";

/**
 * The problems panel (Ctrl/Cmd-Shift-M): every diagnostic as a plain list of buttons and
 * links, so a keyboard or screen reader user can read each one, apply its fix, follow its
 * lesson link and go to it in the code. It replaces CodeMirror's own lint panel, a listbox
 * whose options hold buttons (nested controls that screen readers cannot reach).
 */
const togglePanel = StateEffect.define<boolean>();

const panelOpen = StateField.define<boolean>({
  create: () => false,
  update(open, transaction) {
    for (const effect of transaction.effects) if (effect.is(togglePanel)) open = effect.value;
    return open;
  },
  provide: (field) => showPanel.from(field, (open) => (open ? createPanel : null)),
});

interface Found {
  diagnostic: Diagnostic;
  from: number;
  to: number;
}

function problems(view: EditorView) {
  const found: Found[] = [];
  forEachDiagnostic(view.state, (diagnostic, from, to) => found.push({ diagnostic, from, to }));
  return found.sort((a, b) => a.from - b.from);
}

/** A problem's identity across redraws of the list. */
const key = ({ diagnostic, from, to }: Found) =>
  `${from}:${to}:${diagnostic.source}:${diagnostic.message}`;

const label = (severity: Diagnostic["severity"]) => (severity === "error" ? "Error" : "Warning");

/** "Line 3: Warning. React Hook … (react-hooks/exhaustive-deps)": what F8 and the panel say. */
export function describeProblem(view: EditorView, { diagnostic, from }: Found) {
  const line = view.state.doc.lineAt(from).number;
  return `Line ${line}: ${label(diagnostic.severity)}. ${diagnostic.message} (${diagnostic.source})`;
}

function goTo(view: EditorView, { from, to }: Found) {
  view.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
  view.focus();
}

function createPanel(view: EditorView): Panel {
  const titleId = `cm-problems-${Math.random().toString(36).slice(2)}`;
  const title = element("p", { id: titleId, class: "cm-problems-title" });
  const list = element("ul", { class: "cm-problems-list" });
  const close = element("button", { type: "button", class: "cm-problems-close" }, "Close");
  close.addEventListener("click", () => closePanel(view));
  const dom = element(
    "div",
    { class: "cm-problems", role: "region", "aria-labelledby": titleId },
    element("div", { class: "cm-problems-header" }, title, close),
    list,
  );
  dom.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    closePanel(view);
  });

  let shown: string | null = null;
  const render = () => {
    const found = problems(view);
    const signature = found.map(key).join("\n");
    if (signature === shown) return;
    shown = signature;
    // Replacing the list must not drop the reader's place in it: the focus goes back to the
    // same control of the same problem (answers that arrive meanwhile can add problems before
    // it), or else to the control at the same place in the list.
    const active = document.activeElement;
    const focused = active ? [...list.querySelectorAll("button, a")].indexOf(active) : -1;
    const item = active?.closest<HTMLElement>(".cm-problem");
    const problem = item?.dataset.problem;
    const control = item && active ? [...item.querySelectorAll("button, a")].indexOf(active) : -1;
    title.textContent = found.length
      ? `Problems (${found.length})`
      : "Problems: none. The code has no type errors or lint warnings.";
    list.replaceChildren(
      ...found.map((problem) => {
        const { diagnostic } = problem;
        const line = view.state.doc.lineAt(problem.from).number;
        const go = element("button", { type: "button" }, `Go to line ${line}`);
        go.addEventListener("click", () => goTo(view, problem));
        const fixes = (diagnostic.actions ?? []).map((action) => {
          const button = element("button", { type: "button" }, `Quick fix: ${action.name}`);
          button.addEventListener("click", () => {
            action.apply(view, problem.from, problem.to);
            view.focus();
          });
          return button;
        });
        const href = ruleHref(diagnostic.source ?? "", import.meta.env.BASE_URL);
        const lesson =
          href &&
          element(
            "a",
            { class: "cm-language-link", href },
            `Learn more: ${ruleLinks[diagnostic.source!].label}`,
          );
        return element(
          "li",
          { class: `cm-problem cm-problem-${diagnostic.severity}`, "data-problem": key(problem) },
          element(
            "p",
            {},
            element(
              "span",
              { class: "cm-problem-severity" },
              `${label(diagnostic.severity)}, line ${line}: `,
            ),
            diagnostic.message,
            ruleExplanation(diagnostic.source ?? ""),
          ),
          element("p", { class: "cm-diagnosticSource" }, diagnostic.source),
          element("p", { class: "cm-problem-actions" }, go, ...fixes, lesson),
        );
      }),
    );
    if (focused >= 0) {
      const same = [...list.querySelectorAll<HTMLElement>(".cm-problem")].find(
        (entry) => problem !== undefined && entry.dataset.problem === problem,
      );
      const controls = list.querySelectorAll<HTMLElement>("button, a");
      (
        same?.querySelectorAll<HTMLElement>("button, a")[control] ??
        controls[Math.min(focused, controls.length - 1)] ??
        close
      ).focus();
    }
  };
  render();
  return {
    dom,
    top: false,
    mount: () => (list.querySelector("button") ?? close).focus(),
    update: () => render(),
  };
}

function closePanel(view: EditorView) {
  view.dispatch({ effects: togglePanel.of(false) });
  view.focus();
}

/** Opens the panel and moves the focus into it (or back to the code, if it is open). */
export const openProblems: Command = (view) => {
  if (getPanel(view, createPanel)) {
    closePanel(view);
    return true;
  }
  view.dispatch({ effects: togglePanel.of(true) });
  return true;
};

/** F8: the next problem, selected, shown in its tooltip and read out. */
export const nextProblem: Command = (view) => {
  if (!nextDiagnostic(view)) return false;
  const head = view.state.selection.main.from;
  const found = problems(view).find((problem) => problem.from === head);
  if (found) view.dispatch({ effects: EditorView.announce.of(describeProblem(view, found)) });
  return true;
};

export const problemsPanel = panelOpen;
