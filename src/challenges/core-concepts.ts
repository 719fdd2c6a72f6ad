import type { CheckContext, LessonChallenges } from "./types";

/** The +3 counter; the reader writes `addThree`'s body. */
export const score = (updates: string) => `import { useState } from "react";

export default function Score() {
  const [count, setCount] = useState(0);

  function addThree() {
${updates}
  }

  return (
    <div className="flex items-center gap-4">
      <p role="status">Count: {count}</p>
      <button type="button" className="rounded border px-3 py-1" onClick={addThree}>
        +3
      </button>
    </div>
  );
}
`;

/** One shopping row as the starter writes it, keyed by `key`, inside `items.map(parameters => …)`. */
export const row = (key: string) => `        <li key={${key}} className="flex items-center gap-2">
          <span className="w-16">{item.text}</span>
          <input aria-label={"Note for " + item.text} className="rounded border px-2" />
          <button type="button" className="rounded border px-2" onClick={() => remove(item.id)}>
            Remove {item.text}
          </button>
        </li>`;

/** The shopping list; `rows` is what the <ul> holds, `extra` goes above the component. */
export const shopping = (rows: string, extra = "") => `import { useState } from "react";

const initial = [
  { id: "milk", text: "Milk" },
  { id: "bread", text: "Bread" },
  { id: "eggs", text: "Eggs" },
];
${extra}
export default function Shopping() {
  const [items, setItems] = useState(initial);

  function remove(id: string) {
    setItems(items.filter((item) => item.id !== id));
  }

  return (
    <ul className="space-y-2">
${rows}
    </ul>
  );
}
`;

export const mapRows = (parameters: string, key: string) =>
  `      {items.map(${parameters} => (
${row(key)}
      ))}`;

/** The drink form: `logic` sits at the top of the component, `form` is its opening tag. */
export const teaList = (
  logic: string,
  options: { imports?: string; form?: string; input?: string; list?: string; top?: string } = {},
) => `import { ${options.imports ?? "useState, type SubmitEvent"} } from "react";
${options.top ?? ""}
export default function TeaList() {
${logic}

  return (
    ${options.form ?? '<form onSubmit={handleSubmit} className="space-y-3">'}
      <label className="flex gap-2">
        Drink
        ${options.input ?? '<input className="rounded border px-2" />'}
      </label>
      <button type="submit" className="rounded border px-3">
        Add
      </button>
      <ul>
${
  options.list ??
  `        {items.map((item) => (
          <li key={item.id}>{item.text}</li>
        ))}`
}
      </ul>
    </form>
  );
}
`;

export const controlledInput = `<input
          className="rounded border px-2"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />`;

const countShown = (root: HTMLElement) =>
  /Count:\s*(-?\d+)/.exec(root.textContent ?? "")?.[1] ?? "nothing";

const snapshotMessage = (clicks: number, shown: string, expected: number) => {
  const prefix = `After ${clicks === 1 ? "one click" : `${clicks} clicks`} on +3 the counter shows Count: ${shown}, not Count: ${expected}.`;
  if (shown === "0")
    return `${prefix} The updater gives back the value it got: \`c++\` returns c before adding one. Return the next value: \`setCount((c) => c + 1)\`.`;
  if (Number(shown) === clicks)
    return `${prefix} All three calls read the same \`count\` from this render (state is a snapshot), so each one sets the same value. Pass an updater, \`setCount((c) => c + 1)\`: React runs each on the result of the one before.`;
  return `${prefix} One click should add exactly 3.`;
};

const listed = (root: HTMLElement) =>
  [...root.querySelectorAll("li")].map((item) => (item.textContent ?? "").trim());

/** Removing `removed` must leave `keep`'s typed note with its own row (and its own input). */
const keepsNote = (removals: string[], keep: string, note: string) => ({
  name: `Removing ${removals.join(", then ")} keeps the note typed for ${keep} next to ${keep}`,
  run: async ({ root, screen, user, expect }: CheckContext) => {
    const field = screen.getByLabelText(`Note for ${keep}`);
    const before = [...root.querySelectorAll("input")];
    await user.type(field, note);
    for (const item of removals)
      await user.click(screen.getByRole("button", { name: `Remove ${item}` }));
    const removed = removals.join(" and ");
    const after = screen.queryByLabelText(`Note for ${keep}`) as HTMLInputElement | null;
    expect(after, `After removing ${removed}, the row for ${keep} disappeared.`);
    expect(
      after === field || !before.includes(after!),
      `After removing ${removed}, ${keep}'s note reads "${after?.value}" instead of "${note}": its row took over the input of another row. With the index as key, every row after the removed one moves onto the key (and the input) of the row before it. Key each row by its item's id: \`key={item.id}\`.`,
    );
    expect(
      after === field,
      `After removing ${removed}, ${keep}'s note is empty: its row got a new key on that render, so React threw the old row away and built a new one. Keys must stay the same on every render (never \`Math.random()\` or \`crypto.randomUUID()\` while rendering): use the item's own id, \`key={item.id}\`.`,
    );
    expect(after?.value === note, `${keep}'s note reads "${after?.value}" instead of "${note}".`);
  },
});

/** The drink form's submit: the list's texts, and whether the browser's default was stopped. */
async function add(
  { screen, user, root }: Pick<CheckContext, "screen" | "user" | "root">,
  drink: string,
  how: "click" | "enter" = "click",
) {
  const prevented: boolean[] = [];
  const listen = (event: Event) => prevented.push(event.defaultPrevented);
  // On the root after React's own listener there (and before the runner's page turns an
  // unhandled submit away on window): by then a handled submit is prevented.
  root.addEventListener("submit", listen);
  try {
    const field = screen.getByLabelText(/drink/i) as HTMLInputElement;
    await user.clear(field);
    if (drink) await user.type(field, drink);
    if (how === "enter") await user.type(field, "{Enter}");
    else await user.click(screen.getByRole("button", { name: /add/i }));
  } finally {
    root.removeEventListener("submit", listen);
  }
  return { items: listed(root), reloads: prevented.some((value) => !value) };
}

const reloadMessage =
  "Submitting went on to the browser's default: without `event.preventDefault()` in the submit handler the page reloads, and the list is lost. Call it first thing in `handleSubmit` (or pass a function to the form's `action`, which React handles for you).";

export const challenges: LessonChallenges = {
  "add-three": {
    starter: score(`    setCount(count + 1);
    setCount(count + 1);
    setCount(count + 1);`),
    solution: score(`    setCount((c) => c + 1);
    setCount((c) => c + 1);
    setCount((c) => c + 1);`),
    hint: "Every `count` in one click reads the same snapshot. Which form of the setter receives the latest pending value instead?",
    explanation:
      "`setCount(c => c + 1)` queues an updater. React runs the three updaters in order, each on the result of the one before, so one click adds 3. `setCount(count + 1)` three times sets the same value, 1 more than the snapshot, three times.",
    checks: [
      {
        name: "One click on +3 shows Count: 3",
        run: async ({ root, screen, user, waitFor, expect }) => {
          await user.click(screen.getByRole("button", { name: "+3" }));
          await waitFor(() => {
            if (countShown(root) !== "3") throw new Error("not yet");
          }).catch(() => {});
          const shown = countShown(root);
          expect(shown === "3", snapshotMessage(1, shown, 3));
        },
      },
      {
        name: "Three clicks show Count: 9",
        run: async ({ root, screen, user, waitFor, expect }) => {
          const button = screen.getByRole("button", { name: "+3" });
          for (let click = 0; click < 3; click += 1) await user.click(button);
          // Updates a timer makes may land late under load: wait for them, up to the limit.
          await waitFor(() => {
            if (countShown(root) !== "9") throw new Error("not yet");
          }).catch(() => {});
          const shown = countShown(root);
          expect(shown === "9", snapshotMessage(3, shown, 9));
        },
      },
    ],
  },

  "stable-keys": {
    starter: shopping(mapRows("(item, index)", "index")),
    solution: shopping(mapRows("(item)", "item.id")),
    hint: "The key tells React which row is which between renders. After a removal, which row does index 0 name? And does a key made while rendering stay the same?",
    explanation:
      "With `key={item.id}` React matches each row to its item, so removing Milk removes Milk's row and Bread keeps its own input. With the index as key, the rows after the removed one shift onto the keys (and DOM inputs) of the rows before them; with a key made while rendering, every row is new on every render and loses what was typed.",
    checks: [
      keepsNote(["Milk"], "Bread", "wholegrain"),
      keepsNote(["Bread"], "Eggs", "free range"),
      keepsNote(["Eggs", "Milk"], "Bread", "sliced"),
      {
        name: "Removing Bread leaves Milk and Eggs",
        run: async ({ root, screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Remove Bread" }));
          const rows = listed(root);
          expect(
            rows.length === 2 && rows[0].startsWith("Milk") && rows[1].startsWith("Eggs"),
            `After removing Bread the list shows ${rows.join(", ") || "nothing"}.`,
          );
        },
      },
    ],
  },

  "controlled-form": {
    starter: teaList(
      `  const [items, setItems] = useState<string[]>([]);
  const [text] = useState("");

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setItems([...items, text]);
  }`,
      {
        list: `        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}`,
      },
    ),
    solution: teaList(
      `  const [items, setItems] = useState<{ id: number; text: string }[]>([]);
  const [text, setText] = useState("");

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setItems([...items, { id: nextId++, text: trimmed }]);
    setText("");
  }`,
      {
        input: controlledInput,
        top: `
// Ids come from a counter that only goes up, so no two items ever share one.
let nextId = 1;
`,
      },
    ),
    hint: "A controlled input takes its `value` from state and reports every change through `onChange`; then the submit handler can read the state, and clear it. (Or let the form's `action` hand you its FormData.) Each new item needs an id of its own for its key.",
    explanation:
      "The input shows `text` and every keystroke calls `setText`, so the state always holds what the reader sees. On submit the handler stops the browser's reload, trims the text, ignores an empty entry, appends a new item with its own id (a stable key, even when two drinks have the same name) to a new array, and sets `text` back to an empty string, which empties the input.",
    checks: [
      {
        name: "Typing Oolong and pressing Add lists Oolong and empties the field",
        run: async ({ root, screen, user, expect }) => {
          const { items, reloads } = await add({ root, screen, user }, "Oolong");
          expect(!reloads, reloadMessage);
          expect(
            items.includes("Oolong"),
            `After typing Oolong and pressing Add the list shows [${items.join(", ")}]. The submit handler should add what was typed: make the input controlled (\`value={text}\` and \`onChange={(event) => setText(event.target.value)}\`) and add \`text\`.`,
          );
          const field = screen.getByLabelText(/drink/i) as HTMLInputElement;
          expect(
            field.value === "",
            `The field still reads "${field.value}" after adding: set the text back to "" once the drink is added.`,
          );
        },
      },
      {
        name: "Enter adds too: Sencha, then Matcha, in that order",
        run: async ({ root, screen, user, expect }) => {
          await add({ root, screen, user }, "Sencha", "enter");
          const { items, reloads } = await add({ root, screen, user }, "Matcha", "enter");
          expect(!reloads, reloadMessage);
          expect(
            items.join(",") === "Sencha,Matcha",
            `After adding Sencha and then Matcha with Enter, the list shows [${items.join(", ")}]. Add each drink at the end of a new array: \`[...items, item]\`.`,
          );
        },
      },
      {
        name: "The same drink added twice shows twice, each row with its own key",
        run: async ({ root, screen, user, warnings, expect }) => {
          await add({ root, screen, user }, "Oolong");
          const { items } = await add({ root, screen, user }, "Oolong");
          const duplicate = warnings.find((line) => /same key/i.test(line));
          expect(
            !duplicate,
            "Two rows share a key: the drink's name is not unique, since a reader can add Oolong twice. Give each item an id when it is added (a counter that only goes up, or `crypto.randomUUID()`) and key the rows by it.",
          );
          expect(
            items.filter((item) => item === "Oolong").length === 2,
            `After adding Oolong twice the list shows [${items.join(", ")}].`,
          );
        },
      },
      {
        name: "An empty or blank field adds nothing",
        run: async ({ root, screen, user, expect }) => {
          await add({ root, screen, user }, "");
          const { items } = await add({ root, screen, user }, "   ");
          expect(
            items.length === 0,
            `An empty or blank field added ${items.length} row(s) to the list: trim the text, and add nothing when it is empty.`,
          );
        },
      },
    ],
  },
};
