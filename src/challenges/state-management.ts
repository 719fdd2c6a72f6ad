import type { LessonChallenges } from "./types";

const fruitList = `const fruits = ["Apple", "Apricot", "Banana", "Cherry"];

function FruitList({ query }: { query: string }) {
  const shown = fruits.filter((fruit) => fruit.toLowerCase().includes(query.toLowerCase()));
  return (
    <ul>
      {shown.map((fruit) => (
        <li key={fruit}>{fruit}</li>
      ))}
    </ul>
  );
}`;

export const groceries = (add: string, remove: string) => `import { useState } from "react";

type Item = { id: number; name: string };

export default function Groceries() {
  const [items, setItems] = useState<Item[]>([{ id: 1, name: "Milk" }]);

  function add(name: string) {
${add}
  }

  function remove(id: number) {
${remove}
  }

  return (
    <div className="space-y-2">
      <button type="button" className="rounded border px-3" onClick={() => add("Banana")}>
        Add Banana
      </button>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name}{" "}
            <button type="button" className="underline" onClick={() => remove(item.id)}>
              Remove {item.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
`;

const cart = (reducer: string) => `import { useReducer } from "react";

type Action = { type: "add"; name: string } | { type: "remove"; name: string } | { type: "clear" };

${reducer}

export default function Cart() {
  const [items, dispatch] = useReducer(cartReducer, []);
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        {["Tea", "Cake"].map((name) => (
          <button key={name} type="button" className="rounded border px-3" onClick={() => dispatch({ type: "add", name })}>
            Add {name}
          </button>
        ))}
        <button type="button" className="rounded border px-3" onClick={() => dispatch({ type: "clear" })}>
          Clear
        </button>
      </div>
      <p role="status">{items.length} in cart</p>
      <ul>
        {items.map((name) => (
          <li key={name}>
            {name}{" "}
            <button type="button" className="underline" onClick={() => dispatch({ type: "remove", name })}>
              Remove {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
`;

const listed = (screen: { queryAllByRole: (role: "listitem") => HTMLElement[] }) =>
  screen.queryAllByRole("listitem").map((item) => item.textContent ?? "");

export const challenges: LessonChallenges = {
  "lift-state": {
    starter: `import { useState } from "react";

${fruitList}

function FilterInput() {
  const [query, setQuery] = useState("");
  return (
    <label className="flex gap-2">
      Filter
      <input className="rounded border px-2" value={query} onChange={(event) => setQuery(event.target.value)} />
    </label>
  );
}

export default function FruitFinder() {
  return (
    <div className="space-y-2">
      <FilterInput />
      <FruitList query="" />
    </div>
  );
}
`,
    solution: `import { useState } from "react";

${fruitList}

function FilterInput({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  return (
    <label className="flex gap-2">
      Filter
      <input className="rounded border px-2" value={query} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div className="space-y-2">
      <FilterInput query={query} onChange={setQuery} />
      <FruitList query={query} />
    </div>
  );
}
`,
    hint: "Two siblings need the same value. Which component is the closest one above both of them?",
    explanation:
      "The query now lives in `FruitFinder`, the closest common parent. It passes the value down to both children and a setter down to the input, so typing updates the one source of truth and both children render from it.",
    checks: [
      {
        name: 'Typing "ap" leaves only Apple and Apricot in the list',
        run: async ({ screen, user, expect }) => {
          await user.type(screen.getByLabelText("Filter"), "ap");
          const shown = listed(screen);
          expect(
            shown.join(",") === "Apple,Apricot",
            `The list shows ${shown.join(", ")}. The list never hears about the filter's text.`,
          );
        },
      },
      {
        name: "Clearing the filter shows all four fruits again",
        run: async ({ screen, user, expect }) => {
          const field = screen.getByLabelText("Filter");
          await user.type(field, "ch");
          await user.clear(field);
          expect(listed(screen).length === 4, `The list shows ${listed(screen).join(", ")}.`);
        },
      },
    ],
  },

  "immutable-updates": {
    starter: groceries(
      `    items.push({ id: Date.now(), name });
    setItems(items);`,
      `    const index = items.findIndex((item) => item.id === id);
    items.splice(index, 1);
    setItems(items);`,
    ),
    solution: groceries(
      `    setItems((current) => [...current, { id: Date.now(), name }]);`,
      `    setItems((current) => current.filter((item) => item.id !== id));`,
    ),
    hint: "React compares the old and the new state by reference. After `push`, is `items` a new array? And is it right to change the array React holds, even if you copy it afterwards?",
    explanation:
      "`push` and `splice` change the array React already holds. Passing that same array back tells React nothing changed, so it skips the render; copying it afterwards (`setItems([...items])`) renders, but the previous render's array has already changed under it. Spreading into a new array and `filter` both build a new array and leave the old one alone, which is what React expects of state. (During a check, state is frozen, so an in-place change throws and names itself.)",
    checks: [
      {
        name: "Add Banana shows Banana in the list",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Add Banana" }));
          expect(
            listed(screen).some((item) => item.startsWith("Banana")),
            `The list still shows ${listed(screen).join(", ")}: the same array was passed back to React, so it saw no change. Give \`setItems\` a new array: \`[...items, item]\`.`,
          );
        },
      },
      {
        name: "Remove Milk empties the list",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Remove Milk" }));
          expect(
            listed(screen).length === 0,
            `The list still shows ${listed(screen).join(", ")}: the same array was passed back to React. Give \`setItems\` a new array without Milk, e.g. with \`filter\`.`,
          );
        },
      },
      {
        name: "Removing Banana after adding it leaves Milk",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Add Banana" }));
          await user.click(screen.getByRole("button", { name: "Remove Banana" }));
          const shown = listed(screen).map((item) => item.replace(/\s*Remove .*$/, ""));
          expect(
            shown.length === 1 && shown[0] === "Milk",
            `After removing Banana the list shows ${shown.join(", ") || "nothing"}: the update removed another item. Remove the item whose id matches, e.g. \`items.filter((item) => item.id !== id)\`.`,
          );
        },
      },
    ],
  },

  "reducer-fallthrough": {
    starter: cart(`function cartReducer(items: string[], action: Action): string[] {
  switch (action.type) {
    case "add":
      return items.includes(action.name) ? items : [...items, action.name];
    case "remove":
      items.filter((name) => name !== action.name);
    case "clear":
      return [];
  }
}`),
    solution: cart(`function cartReducer(items: string[], action: Action): string[] {
  switch (action.type) {
    case "add":
      return items.includes(action.name) ? items : [...items, action.name];
    case "remove":
      return items.filter((name) => name !== action.name);
    case "clear":
      return [];
  }
}`),
    hint: "Read the `remove` case slowly. What does it return, and where does the switch go next?",
    explanation:
      "A reducer must return the next state for every action. The `remove` case computed a filtered array but dropped it, then fell through into `clear`. Returning the filtered array ends the case, so removing one item keeps the others.",
    checks: [
      {
        name: "Removing Tea keeps Cake in the cart",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Add Tea" }));
          await user.click(screen.getByRole("button", { name: "Add Cake" }));
          await user.click(screen.getByRole("button", { name: "Remove Tea" }));
          const status = screen.getByRole("status").textContent;
          expect(
            status === "1 in cart" && listed(screen)[0]?.startsWith("Cake"),
            `After removing Tea the cart shows "${status}". The remove case should return the cart without Tea.`,
          );
        },
      },
      {
        name: "Clear empties the cart",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Add Tea" }));
          await user.click(screen.getByRole("button", { name: "Clear" }));
          expect(
            screen.getByRole("status").textContent === "0 in cart",
            "Clear left items in the cart.",
          );
        },
      },
    ],
  },
};
