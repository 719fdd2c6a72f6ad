import type { LessonChallenges } from "./types";

const score = (updates: string) => `import { useState } from "react";

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

const shopping = (parameters: string, key: string) => `import { useState } from "react";

const initial = [
  { id: "milk", text: "Milk" },
  { id: "bread", text: "Bread" },
  { id: "eggs", text: "Eggs" },
];

export default function Shopping() {
  const [items, setItems] = useState(initial);

  return (
    <ul className="space-y-2">
      {items.map(${parameters} => (
        <li key={${key}} className="flex items-center gap-2">
          <span className="w-16">{item.text}</span>
          <input aria-label={"Note for " + item.text} className="rounded border px-2" />
          <button
            type="button"
            className="rounded border px-2"
            onClick={() => setItems(items.filter((other) => other.id !== item.id))}
          >
            Remove {item.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
`;

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
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "+3" }));
          const shown = screen.getByRole("status").textContent;
          expect(
            shown === "Count: 3",
            `After one click the counter shows "${shown}", not "Count: 3". All three calls read the same count from this render.`,
          );
        },
      },
      {
        name: "Two clicks show Count: 6",
        run: async ({ screen, user, expect }) => {
          const button = screen.getByRole("button", { name: "+3" });
          await user.click(button);
          await user.click(button);
          const shown = screen.getByRole("status").textContent;
          expect(
            shown === "Count: 6",
            `After two clicks the counter shows "${shown}", not "Count: 6".`,
          );
        },
      },
    ],
  },

  "stable-keys": {
    starter: shopping("(item, index)", "index"),
    solution: shopping("(item)", "item.id"),
    hint: "The key tells React which row is which between renders. After a removal, which row does index 0 name?",
    explanation:
      "With `key={item.id}` React matches each row to its item, so removing Milk removes Milk's row and Bread keeps its own input. With the index as key, the rows after the removed one shift onto the keys (and DOM inputs) of the rows before them.",
    checks: [
      {
        name: "Removing Milk keeps the note typed for Bread next to Bread",
        run: async ({ screen, user, expect }) => {
          await user.type(screen.getByLabelText("Note for Bread"), "wholegrain");
          await user.click(screen.getByRole("button", { name: "Remove Milk" }));
          const note = screen.queryByLabelText("Note for Bread") as HTMLInputElement | null;
          expect(note, "The row for Bread disappeared.");
          expect(
            note?.value === "wholegrain",
            `Bread's note now reads "${note?.value}" instead of "wholegrain": its row took over the input of the row that was removed.`,
          );
        },
      },
      {
        name: "Removing Milk leaves Bread and Eggs",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Remove Milk" }));
          const rows = screen.getAllByRole("listitem").map((row) => row.textContent ?? "");
          expect(
            rows.length === 2 && rows[0].includes("Bread") && rows[1].includes("Eggs"),
            `The list shows ${rows.length} rows: ${rows.join(", ")}.`,
          );
        },
      },
    ],
  },

  "controlled-form": {
    starter: `import { useState, type FormEvent } from "react";

export default function TeaList() {
  const [items, setItems] = useState<string[]>([]);
  const [text] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setItems([...items, text]);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-3">
      <label className="flex gap-2">
        Drink
        <input className="rounded border px-2" />
      </label>
      <button type="submit" className="rounded border px-3">Add</button>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </form>
  );
}
`,
    solution: `import { useState, type FormEvent } from "react";

// Ids come from a counter that only goes up, so no two items ever share one.
let nextId = 1;

export default function TeaList() {
  const [items, setItems] = useState<{ id: number; text: string }[]>([]);
  const [text, setText] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    setItems([...items, { id: nextId++, text: trimmed }]);
    setText("");
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-3">
      <label className="flex gap-2">
        Drink
        <input
          className="rounded border px-2"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className="rounded border px-3">Add</button>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.text}</li>
        ))}
      </ul>
    </form>
  );
}
`,
    hint: "A controlled input takes its `value` from state and reports every change through `onChange`. Then the submit handler can read the state, and clear it.",
    explanation:
      "The input shows `text` and every keystroke calls `setText`, so the state always holds what the reader sees. On submit the handler trims it, ignores an empty entry, appends a new item with its own id (a stable key), and sets `text` back to an empty string, which empties the input.",
    checks: [
      {
        name: "Typing Oolong and pressing Add lists Oolong",
        run: async ({ screen, user, expect }) => {
          await user.type(screen.getByLabelText("Drink"), "Oolong");
          await user.click(screen.getByRole("button", { name: "Add" }));
          const items = screen.queryAllByRole("listitem").map((item) => item.textContent);
          expect(
            items.includes("Oolong"),
            `The list shows [${items.join(", ")}]. The submit handler should add what was typed.`,
          );
        },
      },
      {
        name: "The field is empty again after adding",
        run: async ({ screen, user, expect }) => {
          const field = screen.getByLabelText("Drink") as HTMLInputElement;
          await user.type(field, "Sencha");
          await user.click(screen.getByRole("button", { name: "Add" }));
          expect(field.value === "", `The field still reads "${field.value}" after adding.`);
        },
      },
      {
        name: "Pressing Add with an empty field adds nothing",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Add" }));
          const count = screen.queryAllByRole("listitem").length;
          expect(count === 0, `An empty field added ${count} item(s) to the list.`);
        },
      },
    ],
  },
};
