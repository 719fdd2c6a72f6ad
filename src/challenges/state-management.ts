import type { ChallengeCheck, CheckContext, LessonChallenges } from "./types";

export const fruitList = `const fruits = ["Apple", "Apricot", "Banana", "Cherry"];

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

type Item = { id: string; name: string };

export default function Groceries() {
  const [items, setItems] = useState<Item[]>([{ id: "milk", name: "Milk" }]);

  function add(name: string) {
${add}
  }

  function remove(id: string) {
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

export const cart = (reducer: string) => `import { useReducer } from "react";

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

const FRUITS = ["Apple", "Apricot", "Banana", "Cherry"];
const fruitsShown = (screen: CheckContext["screen"]) =>
  FRUITS.filter((fruit) => listed(screen).some((item) => item.includes(fruit)));
const orNothing = (names: string[]) => names.join(", ") || "nothing";

/** Types `typed` into the filter; the list must then show exactly `expected`. */
const filtering = (typed: string, expected: string[], thenClear = false): ChallengeCheck => ({
  name: `Typing "${typed}" leaves ${orNothing(expected)}${thenClear ? ", and clearing the filter shows all four again" : ""}`,
  run: async ({ screen, user, waitFor, expect }) => {
    // A list that defers the query (useDeferredValue) catches up a moment later: wait for it.
    const showing = (names: string[]) =>
      waitFor(
        () => {
          if (fruitsShown(screen).join() !== names.join()) throw new Error("not yet");
        },
        { timeout: 1000 },
      ).catch(() => {});
    const field = screen.getByLabelText(/filter/i);
    await user.type(field, typed);
    await showing(expected);
    const shown = fruitsShown(screen);
    expect(
      shown.join() === expected.join(),
      `After typing "${typed}" the list shows ${orNothing(shown)}, not ${orNothing(expected)}: the list does not follow the filter's text. Keep the query in FruitFinder, the closest common parent, pass it down to FruitList as a prop, and filter with that prop while rendering (a copy in the list's own state, \`useState(query)\`, keeps only the first value).`,
    );
    if (!thenClear) return;
    await user.clear(field);
    await showing(FRUITS);
    const all = fruitsShown(screen);
    expect(
      all.length === FRUITS.length,
      `After clearing the filter the list shows ${orNothing(all)}: with an empty query every fruit should show again.`,
    );
  },
});

/** The fruits left after a remove, and what went wrong if they are not `left`. */
function removal(before: string[], removed: string, after: string[]) {
  const left = before.filter((name) => name !== removed);
  if (after.join() === left.join()) return null;
  const shown = orNothing(after);
  if (after.length === 0)
    return `Removing ${removed} emptied the whole cart: the \`remove\` case does not return, so the switch falls through into \`clear\`. End the case with \`return items.filter((name) => name !== action.name);\`.`;
  if (after.join() === before.join())
    return `After removing ${removed} the cart still shows ${shown}: the \`remove\` case computed a filtered cart but threw it away. \`filter\` returns a new array and changes nothing: return it, \`return items.filter((name) => name !== action.name);\`.`;
  return `After removing ${removed} the cart shows ${shown}, not ${orNothing(left)}: the \`remove\` case kept the wrong items. Return every item except the removed one: \`items.filter((name) => name !== action.name)\`.`;
}

const CART_ITEMS = ["Tea", "Cake"];
const inCart = (screen: CheckContext["screen"]) =>
  CART_ITEMS.filter((name) => listed(screen).some((item) => item.includes(name)));
const cartCount = (screen: CheckContext["screen"]) =>
  Number(/\d+/.exec(screen.getByRole("status").textContent ?? "")?.[0] ?? Number.NaN);

/** Adds the items in order, removes one, and expects the others to stay, in order. */
const removing = (added: string[], removed: string): ChallengeCheck => ({
  name: `Adding ${added.join(" and ")}, then removing ${removed}, keeps ${orNothing(added.filter((name) => name !== removed))}`,
  run: async ({ screen, user, expect }) => {
    for (const name of added) await user.click(screen.getByRole("button", { name: `Add ${name}` }));
    await user.click(screen.getByRole("button", { name: `Remove ${removed}` }));
    const after = inCart(screen);
    expect(!removal(added, removed, after), removal(added, removed, after) ?? "");
    const count = cartCount(screen);
    expect(
      count === after.length,
      `The cart lists ${orNothing(after)} but its status says ${count} in cart: the count must come from the same items.`,
    );
  },
});

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
      "The query now lives in `FruitFinder`, the closest common parent. It passes the value down to both children and a setter down to the input, so typing updates the one source of truth and both children render from it in the same render. No child keeps a copy, so nothing has to be synced in an effect (which would cost a second render per keystroke).",
    checks: [
      filtering("ap", ["Apple", "Apricot"]),
      filtering("an", ["Banana"], true),
      filtering("Ch", ["Cherry"]),
      {
        name: "The query has one owner: nothing copies it into state from an effect",
        run: async ({ screen, user, renders, resetRenders, code, expect }) => {
          const [call] = code.stateSetInEffects();
          expect(
            !call,
            `Line ${call?.line} sets state in an effect (\`${call?.text}\`): that copies a value React could compute while rendering, and costs a second render per keystroke. Keep the query in FruitFinder alone and filter the fruits from it during render.`,
          );
          resetRenders();
          await user.type(screen.getByLabelText(/filter/i), "ap");
          const input = renders("FilterInput");
          const parent = renders("FruitFinder");
          // An input with no state of its own renders only when its parent does.
          expect(
            parent === 0 || input <= parent,
            `While you typed two letters, FilterInput rendered ${input} times and FruitFinder ${parent}: the input still keeps its own copy of the query and passes it up after each render (from an effect), so every keystroke renders twice. Keep the query only in FruitFinder, pass it to the input as its value, and call \`onChange\` from the input's change handler.`,
          );
        },
      },
    ],
  },

  "immutable-updates": {
    starter: groceries(
      `    items.push({ id: crypto.randomUUID(), name });
    setItems(items);`,
      `    const index = items.findIndex((item) => item.id === id);
    items.splice(index, 1);
    setItems(items);`,
    ),
    solution: groceries(
      `    setItems((current) => [...current, { id: crypto.randomUUID(), name }]);`,
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
      removing(["Tea", "Cake"], "Tea"),
      removing(["Cake", "Tea"], "Tea"),
      {
        name: "Clear empties the cart, and adding works again after it",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Add Tea" }));
          await user.click(screen.getByRole("button", { name: "Add Cake" }));
          await user.click(screen.getByRole("button", { name: "Clear" }));
          const cleared = inCart(screen);
          expect(
            cleared.length === 0 && cartCount(screen) === 0,
            `After Clear the cart shows ${orNothing(cleared)} (${cartCount(screen)} in cart): the \`clear\` case should return an empty array.`,
          );
          await user.click(screen.getByRole("button", { name: "Add Cake" }));
          const after = inCart(screen);
          expect(
            after.join() === "Cake",
            `After Clear and then Add Cake the cart shows ${orNothing(after)}, not Cake: every case must return the next cart.`,
          );
        },
      },
    ],
  },
};
