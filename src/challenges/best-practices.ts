import { createElement, type ComponentType } from "react";
import type { CheckContext, LessonChallenges } from "./types";

/** The name form: `body` goes after the two pieces of state and decides `fullName`. */
export const nameForm = (
  body: string,
  imports = "useEffect, useState",
) => `import { ${imports} } from "react";

export default function NameForm() {
  const [first, setFirst] = useState("Ada");
  const [last, setLast] = useState("Lovelace");
${body}
  return (
    <div className="space-y-2">
      <label className="flex gap-2">
        First name
        <input className="rounded border px-2" value={first} onChange={(event) => setFirst(event.target.value)} />
      </label>
      <label className="flex gap-2">
        Last name
        <input className="rounded border px-2" value={last} onChange={(event) => setLast(event.target.value)} />
      </label>
      <p role="status">Full name: {fullName}</p>
    </div>
  );
}
`;

/** The toolbar: `element` is the Save control, `imports` anything it needs. */
export const toolbar = (element: string, imports = "") => `import { useState } from "react";
${imports}
export default function Toolbar() {
  const [saved, setSaved] = useState(false);
  return (
    <div className="space-y-2">
${element}
      <p role="status">{saved ? "Saved" : "Not saved"}</p>
    </div>
  );
}
`;

const statusText = ({ screen }: CheckContext) =>
  (screen.getByRole("status").textContent ?? "").replace(/\s+/g, " ").trim();

const statusIn = (container: HTMLElement) =>
  (container.querySelector('[role="status"]')?.textContent ?? "").replace(/\s+/g, " ").trim();

const input = ({ screen }: CheckContext, label: string) => screen.getByLabelText(label);

const renderAdvice =
  'Compute it while rendering instead: `const fullName = first + " " + last;` is always right, with no state and no effect.';

// ---------------------------------------------------------------------------------------------
// real-button

const saveControl = ({ screen }: CheckContext) =>
  screen.queryByRole("button", { name: /\bsave\b/i }) ??
  screen.queryByText(/^\s*save\s*$/i, { ignore: "script, style, [role=status]" });

/**
 * Focuses the Save control the way a script can (so a key's check does not repeat the Tab
 * check's finding), presses `key` and resolves to whether that saved. Ends the check as not
 * run when the control cannot take the focus at all.
 */
async function pressSave(context: CheckContext, key: "{Enter}" | " ") {
  const control = saveControl(context);
  control?.focus();
  if (!control || document.activeElement !== control)
    context.notRun(
      key === "{Enter}"
        ? "Not tried yet: the Save control cannot take the keyboard's focus (see above)."
        : "Not tried yet (see above).",
    );
  await context.user.keyboard(key);
  await context.sleep(20);
  return statusText(context) === "Saved";
}

/** A native button: Enter, Space and a click all fire its click event. */
const isRealButton = (control: HTMLElement | null) =>
  control instanceof HTMLButtonElement ||
  (control instanceof HTMLInputElement && ["button", "submit"].includes(control.type));

const MOUSE_ONLY =
  "Enter and Space do nothing on the Save button: its handler listens for the mouse (`onMouseDown`, `onPointerDown`), which a keyboard never fires. Use `onClick`: a button fires it for Enter, Space and a click alike.";

export const challenges: LessonChallenges = {
  "derive-state": {
    starter: nameForm(`  const [fullName, setFullName] = useState("");
  useEffect(() => {
    setFullName(first + " " + last);
  }, [first, last]);
`),
    solution: nameForm(
      `  // Derived while rendering: always in step with first and last.
  const fullName = first + " " + last;
`,
      "useState",
    ),
    hint: "If a value can be computed from props or state, does it need to be state of its own?",
    explanation:
      "Computing `fullName` during render keeps it right on every render, with no extra state. The effect version rendered once with an empty name, then set state and rendered again: twice the work for every keystroke, and a frame where the screen was wrong.",
    checks: [
      {
        name: 'The first render already shows "Full name: Ada Lovelace"',
        run: (context) => {
          const { renders, expect } = context;
          const count = renders("NameForm");
          expect(
            count === 1,
            `NameForm rendered ${count} times before it settled: the effect copies first and last into fullName after the first render, and setting that state renders again. ${renderAdvice}`,
          );
          expect(
            /Ada Lovelace/.test(statusText(context)),
            `The page shows "${statusText(context)}" instead of the full name, Ada Lovelace.`,
          );
        },
      },
      {
        name: "Each keystroke, in either input, renders once, and the name follows",
        run: async (context) => {
          const { user, renders, resetRenders, expect } = context;
          for (const [label, key, shown] of [
            ["Last name", "!", "Ada Lovelace!"],
            ["First name", "?", "Ada? Lovelace!"],
          ]) {
            resetRenders();
            await user.type(input(context, label), key);
            const count = renders("NameForm");
            expect(
              count === 1,
              `One keystroke in ${label} rendered NameForm ${count} times: the typed letter renders once, then copying it into the full name's state renders again.`,
            );
            expect(
              statusText(context).includes(shown),
              `After typing "${key}" in ${label} the page shows "${statusText(context)}": the full name does not follow the inputs. Compute it from both \`first\` and \`last\` on every render (a \`useMemo\` needs both in its dependency list).`,
            );
          }
        },
      },
      {
        name: "Each form has its own name: a form mounted after typing in another starts from Ada Lovelace",
        run: async (context) => {
          const { user, render, exports, waitFor, expect } = context;
          await user.clear(input(context, "First name"));
          await user.type(input(context, "First name"), "Grace");
          const other = render(createElement(exports.default as ComponentType));
          // An answer that syncs in an effect shows the name a moment later: wait for it.
          await waitFor(
            () => {
              if (!/Full name: Ada Lovelace/.test(statusIn(other))) throw new Error("not yet");
            },
            { timeout: 500 },
          ).catch(() => {});
          const shown = statusIn(other);
          expect(
            /Full name: Ada Lovelace/.test(shown),
            `After typing Grace in one form, a new form shows "${shown}": the full name lives outside the component (a variable at the top of the module), so every form shares it and a new one starts from the last name typed anywhere. ${renderAdvice}`,
          );
        },
      },
      {
        name: "The full name is not kept in state",
        run: ({ code, expect }) => {
          const count =
            code.calls("react", "useState").length + code.calls("react", "useReducer").length;
          expect(
            count <= 2,
            `The form keeps ${count} pieces of state for two inputs: the full name has state of its own, which every change must remember to update. Anything you can compute from first and last during render is not state. ${renderAdvice}`,
          );
        },
      },
    ],
  },

  "real-button": {
    starter:
      toolbar(`      <div className="inline-block cursor-pointer rounded border px-3" onClick={() => setSaved(true)}>
        Save
      </div>`),
    solution:
      toolbar(`      <button type="button" className="rounded border px-3" onClick={() => setSaved(true)}>
        Save
      </button>`),
    hint: "What does a `<div>` lack that keyboard and screen reader users need from a control?",
    explanation:
      "A `<button>` is announced as a button, is reachable with Tab, and fires its click on Enter and Space, all for free. A clickable `<div>` does none of this unless you add a role, a tab index and key handlers for both keys by hand.",
    checks: [
      {
        name: 'Assistive technology finds a button named "Save"',
        run: ({ screen, expect }) => {
          expect(
            screen.queryByRole("button", { name: /\bsave\b/i }),
            'Assistive technology finds no button named "Save": a clickable <div>, <span> or an <a> without href is announced as plain text. Use a <button>.',
          );
        },
      },
      {
        name: "Tab reaches it",
        run: async (context) => {
          const control = saveControl(context);
          await context.user.tab();
          context.expect(
            control && document.activeElement === control,
            control && control.tabIndex < 0 && control.hasAttribute("tabindex")
              ? "Tab skips the Save control: `tabIndex={-1}` takes it out of the tab order, so keyboard users cannot get to it. Remove it: a <button> is in the tab order by itself."
              : "Tab never reaches the Save control: a <div>, a <span> or an <a> without href is not focusable, so keyboard users cannot get to it. Use a <button>, which is in the tab order by itself.",
          );
        },
      },
      {
        name: "Enter saves",
        run: async (context) => {
          context.expect(
            await pressSave(context, "{Enter}"),
            isRealButton(saveControl(context))
              ? MOUSE_ONLY
              : "Enter does nothing on the Save control: a div with a role and a tab index still has no keyboard behaviour. A <button> fires its click on Enter and Space by itself.",
          );
        },
      },
      {
        name: "Space saves",
        run: async (context) => {
          context.expect(
            await pressSave(context, " "),
            isRealButton(saveControl(context))
              ? "Space does nothing either (see above)."
              : "Space does nothing on the Save control: buttons are pressed with Space as well as Enter, and a hand-made one must handle both keys. A <button> does it by itself.",
          );
        },
      },
      {
        name: "A click still saves",
        run: async (context) => {
          const control = saveControl(context);
          context.expect(control, 'There is no "Save" control any more.');
          await context.user.click(control!);
          context.expect(statusText(context) === "Saved", "Clicking Save no longer saves.");
        },
      },
    ],
  },
};
