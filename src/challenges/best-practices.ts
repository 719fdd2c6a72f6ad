import type { LessonChallenges } from "./types";

const nameForm = (body: string) => `import { useEffect, useState } from "react";

export default function NameForm() {
  const [first, setFirst] = useState("Ada");
  const [last, setLast] = useState("Lovelace");
${body}
  console.log("render");
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

const saveButton = (element: string) => `import { useState } from "react";

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

export const challenges: LessonChallenges = {
  "derive-state": {
    starter: nameForm(`  const [fullName, setFullName] = useState("");
  useEffect(() => {
    setFullName(first + " " + last);
  }, [first, last]);
`),
    solution: nameForm(`  const fullName = first + " " + last;
`),
    hint: "If a value can be computed from props or state, does it need to be state?",
    explanation:
      "Computing `fullName` during render keeps it right on every render, with no extra state. The effect version rendered once with the old name, then set state and rendered again: twice the work, and a frame where the screen was wrong.",
    checks: [
      {
        name: 'The first render already shows "Full name: Ada Lovelace"',
        run: ({ screen, renders, expect }) => {
          expect(
            renders("NameForm") === 1,
            `The component rendered ${renders("NameForm")} times before settling: the effect sets state after the first render.`,
          );
          expect(
            screen.getByRole("status").textContent === "Full name: Ada Lovelace",
            "The full name is wrong.",
          );
        },
      },
      {
        name: "Typing one letter renders once, with the new name",
        run: async ({ screen, user, renders, resetRenders, expect }) => {
          resetRenders();
          await user.type(screen.getByLabelText("Last name"), "!");
          const count = renders("NameForm");
          expect(count === 1, `One keystroke caused ${count} renders.`);
          expect(
            screen.getByRole("status").textContent === "Full name: Ada Lovelace!",
            "The full name did not follow.",
          );
        },
      },
    ],
  },

  "real-button": {
    starter:
      saveButton(`      <div className="inline-block cursor-pointer rounded border px-3" onClick={() => setSaved(true)}>
        Save
      </div>`),
    solution:
      saveButton(`      <button type="button" className="rounded border px-3" onClick={() => setSaved(true)}>
        Save
      </button>`),
    hint: "What does a `<div>` lack that keyboard and screen reader users need from a control?",
    explanation:
      "A `<button>` is announced as a button, is reachable with Tab, and fires its click on Enter and Space, all for free. A clickable `<div>` does none of this unless you add a role, a tab index and key handlers by hand.",
    checks: [
      {
        name: 'There is a button named "Save"',
        run: ({ screen, expect }) => {
          expect(
            screen.queryByRole("button", { name: "Save" }),
            "Assistive technology finds no button named Save: a clickable div is not a button.",
          );
        },
      },
      {
        name: "Tab to it and press Enter: the status says Saved",
        run: async ({ screen, user, expect }) => {
          await user.tab();
          await user.keyboard("{Enter}");
          expect(
            screen.getByRole("status").textContent === "Saved",
            "Keyboard users cannot save: Tab never reaches the control, or Enter does nothing.",
          );
        },
      },
    ],
  },
};
