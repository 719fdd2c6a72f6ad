import { renderCopy } from "./helpers/instances";
import { stateFromProps, stateSetDuringRender } from "./helpers/state-copies";
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

/** The grocery rows' names, without their Remove buttons. */
const names = (screen: CheckContext["screen"]) =>
  listed(screen).map((item) => item.replace(/\s*Remove .*$/, "").trim());

/** Clicks "Add Banana"; the list must then be Milk, Banana. */
async function addBanana({ screen, user, expect }: CheckContext) {
  await user.click(screen.getByRole("button", { name: "Add Banana" }));
  const shown = names(screen);
  expect(
    shown.includes("Banana"),
    `The list still shows ${shown.join(", ")}: the same array was passed back to React, so it saw no change. Give \`setItems\` a new array: \`[...items, item]\`.`,
  );
  expect(
    shown.join() === "Milk,Banana",
    `After Add Banana the list shows ${orNothing(shown)}, not Milk, Banana: the new array must hold every old item, then the new one: \`[...items, item]\`.`,
  );
}

const FRUITS = ["Apple", "Apricot", "Banana", "Cherry"];
const fruitsShown = (screen: CheckContext["screen"]) =>
  FRUITS.filter((fruit) => listed(screen).some((item) => item.includes(fruit)));
const orNothing = (names: string[]) => names.join(", ") || "nothing";

const matching = (query: string) =>
  FRUITS.filter((fruit) => fruit.toLowerCase().includes(query.toLowerCase()));

/** Waits (briefly) until the list shows `names`: a deferred list catches up a moment later. */
const showing = (context: CheckContext, names: string[], screen = context.screen) =>
  context
    .waitFor(
      () => {
        if (fruitsShown(screen).join() !== names.join()) throw new Error("not yet");
      },
      { timeout: 1000 },
    )
    .catch(() => {});

/** Types `typed` into the filter; the list must then show exactly `expected`. */
const filtering = (typed: string, expected: string[], thenClear = false): ChallengeCheck => ({
  name: `Typing "${typed}" leaves ${orNothing(expected)}${thenClear ? ", and clearing the filter shows all four again" : ""}`,
  run: async (context) => {
    const { screen, user, expect } = context;
    const field = screen.getByLabelText(/filter/i);
    await user.type(field, typed);
    await showing(context, expected);
    const shown = fruitsShown(screen);
    expect(
      shown.join() === expected.join(),
      `After typing "${typed}" the list shows ${orNothing(shown)}, not ${orNothing(expected)}: the list does not follow the filter's text. Keep the query in FruitFinder, the closest common parent, pass it down to FruitList as a prop, and filter with that prop while rendering (a copy in the list's own state, \`useState(query)\`, keeps only the first value).`,
    );
    if (!thenClear) return;
    await user.clear(field);
    await showing(context, FRUITS);
    const all = fruitsShown(screen);
    expect(
      all.length === FRUITS.length,
      `After clearing the filter the list shows ${orNothing(all)}: with an empty query every fruit should show again.`,
    );
  },
});

/**
 * Types `keys` one at a time ("{Backspace}" erases one letter); after each, the list must show
 * the fruits that match the field's text at that moment.
 */
const eachKey = (keys: string[]): ChallengeCheck => ({
  name: `Every keystroke filters at once: ${keys.map((key) => (key === "{Backspace}" ? "Backspace" : `"${key}"`)).join(", ")}`,
  run: async (context) => {
    const { screen, user, expect } = context;
    const field = screen.getByLabelText(/filter/i) as HTMLInputElement;
    for (const key of keys) {
      await user.type(field, key);
      const expected = matching(field.value);
      await showing(context, expected);
      const shown = fruitsShown(screen);
      expect(
        shown.join() === expected.join(),
        `With "${field.value}" in the filter the list shows ${orNothing(shown)}, not ${orNothing(expected)}: the list is a keystroke behind or ahead of the field. Render the list from the same query the field shows, in the same render: FruitFinder's state, passed down as a prop.`,
      );
    }
  },
});

/** The fruits left after a remove, and what went wrong if they are not `left`. */
function removal(before: string[], removed: string, after: string[]) {
  const left = before.filter((name) => name !== removed);
  if (after.join() === left.join()) return null;
  const shown = orNothing(after);
  if (after.length === 0)
    return `Removing ${removed} emptied the whole cart: the \`remove\` case gave back no items. A case without a \`return\` falls through into the next one, here \`clear\`. End the case with \`return items.filter((name) => name !== action.name);\`.`;
  if (after.join() === before.join())
    return `After removing ${removed} the cart still shows ${shown}: the \`remove\` case gave back the cart unchanged. \`filter\` returns a new array and changes nothing, so its result must be what the case returns: \`return items.filter((name) => name !== action.name);\`.`;
  return `After removing ${removed} the cart shows ${shown}, not ${orNothing(left)}: the \`remove\` case kept the wrong items. Return every item except the removed one: \`items.filter((name) => name !== action.name)\`.`;
}

const CART_ITEMS = ["Tea", "Cake"];
/** The cart's items in the order it lists them. */
const inCart = (screen: CheckContext["screen"]) =>
  listed(screen).flatMap((item) => CART_ITEMS.filter((name) => item.startsWith(name)));
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
      eachKey(["a", "p", "r", "{Backspace}", "{Backspace}"]),
      {
        name: "The query has one owner, FruitFinder: no copy in a child's state, no effect that passes it along",
        run: async ({ screen, user, renders, resetRenders, code, exports, expect }) => {
          const [copy] = stateFromProps(code);
          expect(
            !copy,
            `Line ${copy?.line} keeps a copy of a prop in state (\`${copy?.text}\`): the copy takes only the first value, and whatever keeps it in step (a \`key\` that remounts the child, a setter called while rendering) is a second owner of the query. Use the prop itself: filter with \`query\` while rendering.`,
          );
          const [corrected] = stateSetDuringRender(code);
          expect(
            !corrected,
            `Line ${corrected?.line} sets state while rendering (\`${corrected?.text}\`) to keep a copy of the query in step: that renders the child twice per keystroke and gives the query two owners. Use the prop itself: filter with \`query\` while rendering.`,
          );
          const [call] = code.stateSetInEffects();
          expect(
            !call,
            `Line ${call?.line} sets state in an effect (\`${call?.text}\`): that copies a value React could compute while rendering, and costs a second render per keystroke. Keep the query in FruitFinder alone and filter the fruits from it during render.`,
          );
          resetRenders();
          await user.type(screen.getByLabelText(/filter/i), "ap");
          const finder = (exports.default as { name?: string } | undefined)?.name || "FruitFinder";
          const input = renders("FilterInput");
          const parent = renders(finder);
          expect(
            parent > 0,
            `While you typed, ${finder} never rendered: the query is not its state. Move \`useState\` for the query into ${finder}, the closest common parent of the field and the list, and pass the query down to both.`,
          );
          // An input with no state of its own renders only when its parent does.
          expect(
            input <= parent,
            `While you typed two letters, FilterInput rendered ${input} times and FruitFinder ${parent}: the input still keeps its own copy of the query and passes it up after each render (from an effect), so every keystroke renders twice. Keep the query only in FruitFinder, pass it to the input as its value, and call \`onChange\` from the input's change handler.`,
          );
        },
      },
      {
        name: "Two finders on one page filter on their own, and a finder mounted later starts with every fruit",
        run: async (context) => {
          const { screen, user, within, expect } = context;
          // The copies' fields are found by tag: a label's htmlFor="…" id is not unique twice.
          const other = within(renderCopy(context));
          await user.type(screen.getByLabelText(/filter/i), "ap");
          await showing(context, ["Apple", "Apricot"]);
          const shared =
            'the query is kept outside the components (a module-level variable), so every FruitFinder shares it and a new one starts from the last query typed. Keep it in FruitFinder\'s state: `const [query, setQuery] = useState("")`.';
          expect(
            fruitsShown(other).length === FRUITS.length,
            `Typing "ap" in one finder filtered another finder's list too (${orNothing(fruitsShown(other))}): ${shared}`,
          );
          const laterContainer = renderCopy(context);
          const later = within(laterContainer);
          const field = laterContainer.querySelector("input")!;
          expect(
            field.value === "" && fruitsShown(later).length === FRUITS.length,
            `A finder mounted later starts with "${field.value}" in its field and shows ${orNothing(fruitsShown(later))}: ${shared}`,
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
        name: "Add Banana shows Banana after Milk",
        run: addBanana,
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
        run: async (context) => {
          const { screen, user, expect } = context;
          await addBanana(context);
          await user.click(screen.getByRole("button", { name: "Remove Banana" }));
          const shown = names(screen);
          expect(
            shown.length === 1 && shown[0] === "Milk",
            `After removing Banana the list shows ${shown.join(", ") || "nothing"}: the update removed another item. Remove the item whose id matches, e.g. \`items.filter((item) => item.id !== id)\`.`,
          );
        },
      },
      {
        name: "Two lists on one page keep their own items, and a list mounted later starts with Milk alone",
        run: async (context) => {
          const { screen, user, within, expect } = context;
          const other = within(renderCopy(context));
          await user.click(screen.getByRole("button", { name: "Add Banana" }));
          await user.click(other.getByRole("button", { name: "Remove Milk" }));
          const shared =
            'the items live outside the component (a module-level array), so every list shares them and a new list starts with what the last one left. Keep them in state, `useState<Item[]>([{ id: "milk", name: "Milk" }])`, and give `setItems` a new array each time.';
          // Banana was added to the first list only: in the second it can only come from the first.
          expect(
            !names(other).includes("Banana"),
            `With two lists, Banana added to the first one showed up in the second (${orNothing(names(other))}) once Milk was removed there: ${shared}`,
          );
          const later = within(renderCopy(context));
          expect(
            names(later).join() === "Milk",
            `A list mounted later starts with ${orNothing(names(later))}, not Milk: ${shared}`,
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
      removing(["Tea", "Cake"], "Cake"),
      {
        name: "Each step shows the right cart: add Tea and Cake, remove Tea, add Tea again, remove Cake",
        run: async ({ screen, user, expect }) => {
          const steps: [string, string, string[]][] = [
            ["Add Tea", "adding Tea", ["Tea"]],
            ["Add Cake", "adding Cake", ["Tea", "Cake"]],
            ["Remove Tea", "removing Tea", ["Cake"]],
            ["Add Tea", "adding Tea again", ["Cake", "Tea"]],
            ["Remove Cake", "removing Cake", ["Tea"]],
          ];
          let before: string[] = [];
          for (const [button, what, expected] of steps) {
            await user.click(screen.getByRole("button", { name: button }));
            const after = inCart(screen);
            const removed = button.startsWith("Remove") ? button.slice(7) : null;
            expect(
              after.join() === expected.join(),
              (removed && removal(before, removed, after)) ||
                `After ${what} the cart shows ${orNothing(after)}, not ${orNothing(expected)}: every action must return the next cart, built from the cart it is given.`,
            );
            const count = cartCount(screen);
            expect(
              count === after.length,
              `After ${what} the cart lists ${orNothing(after)} but its status says ${count} in cart: the count must come from the same items.`,
            );
            before = after;
          }
        },
      },
      {
        name: "Two carts on one page keep their own items, and a cart mounted later starts empty",
        run: async (context) => {
          const { screen, user, within, expect } = context;
          const other = within(renderCopy(context));
          await user.click(screen.getByRole("button", { name: "Add Tea" }));
          await user.click(other.getByRole("button", { name: "Add Cake" }));
          const shared =
            "the cart lives outside the reducer's state (a module-level array), so every cart shares it. A reducer computes the next cart only from the `items` it is given and the action.";
          // Tea went into the first cart only: in the second it can only come from the first.
          expect(
            !inCart(other).includes("Tea"),
            `With two carts, Tea added to the first one showed up in the second (${orNothing(inCart(other))}): ${shared}`,
          );
          const later = within(renderCopy(context));
          expect(
            inCart(later).length === 0,
            `A cart mounted later starts with ${orNothing(inCart(later))}, not empty: ${shared}`,
          );
        },
      },
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
