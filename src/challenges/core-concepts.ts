import { fillIn } from "./helpers/fields";
import { renderCopy } from "./helpers/instances";
import { childKeys, hostProps } from "./helpers/react-tree";
import { mapCallbacks, mentions } from "./helpers/syntax";
import type { CheckContext, CodeNode, LessonChallenges } from "./types";

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

const NO_SCORE =
  'The +3 button or the "Count: …" line is missing: fix `addThree` and keep what the component renders as it is.';

/**
 * Clicks +3 in `container` `clicks` times, quickly, then waits (a little) for the count that
 * `before` plus 3 per click makes; says what went wrong, in the same words in every check.
 */
async function clickProblem(
  { user, waitFor, within }: CheckContext,
  container: HTMLElement,
  clicks: number,
  before = 0,
) {
  const button = within(container).queryByRole("button", { name: "+3" });
  if (!button || countShown(container) === "nothing") return NO_SCORE;
  for (let click = 0; click < clicks; click += 1) await user.click(button);
  const expected = before + 3 * clicks;
  // Updates a timer makes may land late under load: wait for them, up to the limit.
  await waitFor(() => {
    if (countShown(container) !== String(expected)) throw new Error("not yet");
  }).catch(() => {});
  const shown = countShown(container);
  if (shown === String(expected)) return null;
  if (before && Number(shown) === before + 3)
    return `After one more click, and then another right after it, the counter shows Count: ${shown}, not Count: ${expected}: the first of the two clicks was lost. A timer that each click clears and starts again keeps only the last click; let every click add its 3 at once.`;
  return snapshotMessage(before / 3 + clicks, shown, expected);
}

const listed = (root: HTMLElement) =>
  [...root.querySelectorAll("li")].map((item) => (item.textContent ?? "").trim());

const NOTES: Record<string, string> = {
  Milk: "semi-skimmed",
  Bread: "wholegrain",
  Eggs: "free range",
};

const KEY_MISSING =
  "There is no key on the rows: the element your `.map` returns for each item has no `key`, so React matches the rows by position, and after a removal every later row takes over the input of the row before it (React's warning that each child in a list should have a unique key is about this). Put the key on that element, `key={item.id}`; a key inside a row component does not count.";

const KEY_INDEX = (removed: string, keep: string, shown: string) =>
  `After removing ${removed}, ${keep}'s note reads "${shown}" instead of "${NOTES[keep]}": its row took over the input of another row. With a key that comes from the row's position (the index, or anything worked out from it), every row after the removed one moves onto the key (and the input) of the row before it. Key each row by its item's id: \`key={item.id}\`.`;

const KEY_UNSTABLE = (removed: string, keep: string) =>
  `After removing ${removed}, ${keep}'s note is empty: its row got a new key on that render, so React threw the old row away and built a new one. Keys must stay the same on every render (never \`Math.random()\` or \`crypto.randomUUID()\` while rendering, and never the index mixed in): use the item's own id, \`key={item.id}\`.`;

/**
 * Types a note next to every item of a fresh list, removes `removals` in turn, and says what
 * happened to the notes of the rows left: null when each kept its own input and note.
 */
async function removalProblem(context: CheckContext, removals: string[]) {
  const { user, within } = context;
  const container = renderCopy(context);
  const list = within(container);
  const inputs = new Map<string, HTMLInputElement>();
  for (const [item, note] of Object.entries(NOTES)) {
    const field = list.getByLabelText(`Note for ${item}`) as HTMLInputElement;
    // Filled in at once: typing three rounds of notes key by key took more than the check's
    // 5 s on a loaded machine, and what is checked is where each note ends up.
    fillIn(field, note);
    inputs.set(item, field);
  }
  for (const item of removals)
    await user.click(list.getByRole("button", { name: `Remove ${item}` }));
  const removed = removals.join(" and then ");
  const ul = container.querySelector("ul");
  if (ul && childKeys(ul).every((key) => key === null)) return KEY_MISSING;
  for (const keep of Object.keys(NOTES).filter((item) => !removals.includes(item))) {
    const after = list.queryByLabelText(`Note for ${keep}`) as HTMLInputElement | null;
    if (!after) return `After removing ${removed}, the row for ${keep} disappeared.`;
    if (after === inputs.get(keep) && after.value === NOTES[keep]) continue;
    if ([...inputs.values()].includes(after)) return KEY_INDEX(removed, keep, after.value);
    return KEY_UNSTABLE(removed, keep);
  }
  return null;
}

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

/** The rows keyed by the index of the `.map` that makes them: `(item, index) => <li key={index}>`. */
function indexKeys(code: CheckContext["code"]) {
  const rows = code.calls("react/jsx-dev-runtime", "jsxDEV");
  return mapCallbacks(code).flatMap((callback) => {
    const index = (callback.params as CodeNode[])[1];
    if (index?.type !== "Identifier") return [];
    return rows.filter(
      (row) =>
        row.node.start >= callback.start &&
        row.node.end <= callback.end &&
        row.args[2] &&
        mentions(row.args[2], index.name as string),
    );
  });
}

const NOT_TYPED =
  "What was typed never reaches the list: the submit handler adds `text`, which nothing updates. Make the input controlled (`value={text}` and `onChange={(event) => setText(event.target.value)}`) and add `text`, or read the field in a form action.";

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
        run: async (context) => {
          const problem = await clickProblem(context, context.root, 1);
          context.expect(!problem, problem ?? "");
        },
      },
      {
        name: "Two more quick clicks show Count: 9, none of them lost",
        run: async (context) => {
          const { root, expect } = context;
          const first = await clickProblem(context, root, 1);
          expect(!first, first ?? "");
          const problem = await clickProblem(context, root, 2, 3);
          expect(!problem, problem ?? "");
        },
      },
      {
        name: "Two counters count apart, and a new one starts at Count: 0",
        run: async (context) => {
          const { root, unmount, expect } = context;
          const first = await clickProblem(context, root, 1);
          expect(!first, first ?? "");
          const other = renderCopy(context);
          const shared = `A second counter shows Count: ${countShown(other)} before anyone clicked it: the count lives outside the component (a variable at the top of the module), so every counter shares it and it never starts again. Keep it in state, and add with updaters: \`setCount((c) => c + 1)\`.`;
          expect(countShown(other) === "0", shared);
          const second = await clickProblem(context, other, 1);
          expect(
            !second,
            `One click on a second counter shows Count: ${countShown(other)}, not Count: 3: it went on from the first counter's count, so the count lives outside the component (a variable at the top of the module) and every counter shares it. Keep it in state, and add with updaters: \`setCount((c) => c + 1)\`.`,
          );
          expect(
            countShown(root) === "3",
            `Clicking a second counter changed the first to Count: ${countShown(root)}: each counter must keep its own count, in state.`,
          );
          unmount();
          const fresh = renderCopy(context);
          expect(
            countShown(fresh) === "0",
            `A counter shown again after it was removed starts at Count: ${countShown(fresh)}: the count lives outside the component, so it outlives the counter. Keep it in state.`,
          );
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
      {
        name: "Every row has a key of its own",
        run: ({ root, expect }) => {
          const keys = childKeys(root.querySelector("ul") ?? root);
          expect(keys.length && keys.every((key) => key !== null), KEY_MISSING);
          const shared = keys.find((key, index) => keys.indexOf(key) !== index);
          expect(
            shared === undefined,
            `Two rows share the key "${shared}": a key tells React which row is which, so each must be unique among its siblings. Use the item's own id, \`key={item.id}\`.`,
          );
        },
      },
      {
        name: "Removing the first row, a middle one or the last keeps every other note with its row",
        run: async (context) => {
          for (const removals of [["Milk"], ["Bread"], ["Eggs", "Milk"]]) {
            const problem = await removalProblem(context, removals);
            context.expect(!problem, problem ?? "");
          }
        },
      },
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
        name: "Typing Earl Grey and pressing Add lists Earl Grey and empties the field",
        run: async ({ root, screen, user, expect }) => {
          const { items, reloads } = await add({ root, screen, user }, "Earl Grey");
          expect(!reloads, reloadMessage);
          expect(
            !items.includes("EarlGrey"),
            'Earl Grey was added as "EarlGrey": the spaces inside a drink\'s name are part of it. Trim only the ends, `text.trim()`, to tell a blank entry.',
          );
          expect(items.includes("Earl Grey"), NOT_TYPED);
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
          expect(items.includes("Sencha") || items.includes("Matcha"), NOT_TYPED);
          expect(
            items.join(",") === "Sencha,Matcha",
            `After adding Sencha and then Matcha with Enter, the list shows [${items.join(", ")}]. Add each drink at the end of a new array: \`[...items, item]\`.`,
          );
        },
      },
      {
        name: "The same drink added twice shows twice, each row keyed by an id of its own",
        run: async ({ root, screen, user, sleep, code, expect }) => {
          await add({ root, screen, user }, "Oolong");
          // A clock tick apart, as two adds by hand always are (an id from Date.now() is unique).
          await sleep(5);
          const { items } = await add({ root, screen, user }, "Oolong");
          expect(items.includes("Oolong"), NOT_TYPED);
          expect(
            items.filter((item) => item === "Oolong").length === 2,
            `After adding Oolong twice the list shows [${items.join(", ")}]: every press of Add adds a row, even for a drink already listed.`,
          );
          const keys = childKeys(root.querySelector("ul") ?? root);
          expect(
            keys.every((key) => key !== null),
            "There is no key on the rows: give each item an id when it is added (a counter that only goes up, or `crypto.randomUUID()`) and key the rows by it, `key={item.id}`.",
          );
          const shared = keys.find((key, index) => keys.indexOf(key) !== index);
          expect(
            shared === undefined,
            shared === "Oolong"
              ? "Two rows share a key: the drink's name is not unique, since a reader can add Oolong twice. Give each item an id when it is added (a counter that only goes up, or `crypto.randomUUID()`) and key the rows by it."
              : `Two rows share the key "${shared}": every item needs an id of its own, made when it is added (a counter that only goes up, or \`crypto.randomUUID()\`).`,
          );
          const [byIndex] = indexKeys(code);
          expect(
            !byIndex,
            `Line ${byIndex?.line} keys the rows by their position in the list (the index): that is no id of the item's own, and it moves to another item as soon as one is removed or the list is sorted. Give each item an id when it is added and key the rows by it, \`key={item.id}\`.`,
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
      {
        name: "The field is controlled, or the form hands it to an action",
        run: ({ screen, expect }) => {
          const field = screen.getByLabelText(/drink/i);
          const controlled = hostProps(field)?.value !== undefined;
          const form = field.closest("form");
          const action = form ? hostProps(form)?.action : undefined;
          expect(
            controlled || typeof action === "function",
            "The Drink field is neither controlled nor read by a form action, the two ways the task names: give the input `value={text}` and `onChange={(event) => setText(event.target.value)}`, or pass a function to the form's `action` and read the field (with a `name`) from the FormData it gets.",
          );
        },
      },
    ],
  },
};
