import type { LessonCorpus } from "../types";
import { controlledInput, mapRows, row, score, shopping, teaList } from "../core-concepts";

const objectItems = "  const [items, setItems] = useState<{ id: number; text: string }[]>([]);";
const counter = `
let nextId = 1;
`;
const handler = (body: string) => `${objectItems}
  const [text, setText] = useState("");

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
${body}
  }`;

export const corpus: LessonCorpus = {
  "add-three": {
    wrong: [
      {
        name: "two updaters, then a value from the snapshot",
        source: score(`    setCount((c) => c + 1);
    setCount((c) => c + 1);
    setCount(count + 1);`),
        message: /shows Count: 1, not Count: 3. All three calls read the same `count`/,
      },
      {
        name: "an updater that returns c++",
        source: score(`    setCount((c) => c++);
    setCount((c) => c++);
    setCount((c) => c++);`),
        message: /Count: 0, not Count: 3. The updater gives back the value it got: `c\+\+`/,
      },
      {
        name: "delays each update with a timer",
        source: score(`    for (let i = 0; i < 3; i++) {
      setTimeout(() => setCount(count + 1), 0);
    }`),
        message: /All three calls read the same `count` from this render/,
      },
      {
        name: "adds to a copy of count, then sets it three times",
        source: score(`    let next = count;
    next = next + 1;
    setCount(next);
    setCount(next);
    setCount(next);`),
        message: /shows Count: 1, not Count: 3/,
      },
      {
        name: "keeps a running total at the top of the module",
        source: score(`    total = total + 3;
    setCount(total);`).replace(
          "export default function Score() {",
          "let total = 0;\n\nexport default function Score() {",
        ),
        message:
          /One click on a second counter shows Count: 6, not Count: 3: it went on from the first/,
      },
      {
        name: "waits for the clicking to stop, clearing the timer of the click before",
        source: score(`    clearTimeout(timer);
    timer = setTimeout(() => setCount(count + 3), 50);`).replace(
          "export default function Score() {",
          "let timer: ReturnType<typeof setTimeout> | undefined;\n\nexport default function Score() {",
        ),
        message: /the first of the two clicks was lost/,
      },
    ],
    right: [
      {
        name: "the lesson's updaters, named current",
        source: score(`    // Each updater receives the result of the one before: 0 → 1 → 2 → 3.
    setCount((current) => current + 1);
    setCount((current) => current + 1);
    setCount((current) => current + 1);`),
      },
      {
        name: "one update computed from the snapshot",
        source: score("    setCount(count + 3);"),
      },
      {
        name: "a typed updater function, named and reused",
        source: score(`    const addOne = (previous: number): number => previous + 1;
    setCount(addOne);
    setCount(addOne);
    setCount(addOne);`),
      },
      {
        name: "an updater in a loop",
        source: score(`    for (let i = 0; i < 3; i++) {
      setCount((previous) => previous + 1);
    }`),
      },
    ],
  },

  "stable-keys": {
    wrong: [
      {
        name: "keys by index, as the starter, but named i",
        source: shopping(mapRows("(item, i)", "i")),
        message:
          /note reads "[^"]*" instead of "[^"]*": its row took over the input of another row/,
      },
      {
        name: "a random key on every render",
        source: shopping(mapRows("(item)", "Math.random()")),
        message: /note is empty: its row got a new key on that render/,
      },
      {
        name: "no key at all",
        source: shopping(mapRows("(item)", "undefined").replace(" key={undefined}", "")),
        message: /There is no key on the rows/,
      },
      {
        name: "id and index together, to be extra unique",
        source: shopping(mapRows("(item, index)", "`${item.id}-${index}`")),
        message: /After removing Milk, (Bread|Eggs)'s note is empty: its row got a new key/,
      },
      {
        name: "a fresh UUID while rendering",
        source: shopping(mapRows("(item)", "crypto.randomUUID()")),
        message:
          /note is empty: its row got a new key.*never `Math.random\(\)` or `crypto.randomUUID\(\)` while rendering/,
      },
      {
        name: "counts the keys from the end, which survives removing the first row",
        source: shopping(mapRows("(item, index)", "items.length - index")),
        message: /After removing Bread, Milk's note reads "wholegrain" instead of "semi-skimmed"/,
      },
      {
        name: "keys the row inside its own component, not where it is used",
        source: shopping(
          `      {items.map((item) => (
        <ShoppingRow item={item} onRemove={remove} />
      ))}`,
          `
function ShoppingRow({ item, onRemove }: { item: Item; onRemove: (id: string) => void }) {
  const remove = onRemove;
  return (
${row("item.id").replace(/^ {6}/gm, "    ")}
  );
}

type Item = (typeof initial)[number];
`,
        ),
        message: /There is no key on the rows.*a key inside a row component does not count/,
      },
    ],
    right: [
      {
        name: "the text as key, since every item's text is different",
        source: shopping(mapRows("(item)", "item.text")),
      },
      {
        name: "a row component keyed where it is used, as the lesson's TaskList",
        source: shopping(
          `      {items.map((item) => (
        <ShoppingRow key={item.id} item={item} onRemove={remove} />
      ))}`,
          `
function ShoppingRow({ item, onRemove }: { item: Item; onRemove: (id: string) => void }) {
  const remove = onRemove;
  return (
${row("undefined").replace(" key={undefined}", "").replace(/^ {6}/gm, "    ")}
  );
}

type Item = (typeof initial)[number];
`,
        ),
      },
      {
        name: "a keyed Fragment around each row",
        source: `import { Fragment } from "react";\n${shopping(
          `      {items.map((item) => (
        <Fragment key={item.id}>
${row("undefined").replace(" key={undefined}", "")}
        </Fragment>
      ))}`,
        )}`,
      },
    ],
  },

  "controlled-form": {
    wrong: [
      {
        name: "pushes into the state array, then hands React a copy",
        source: teaList(
          handler(`    event.preventDefault();
    if (!text.trim()) return;
    items.push({ id: nextId++, text: text.trim() });
    setItems([...items]);
    setText("");`),
          { input: controlledInput, top: counter },
        ),
        message: /changed a state array in place with push\(\).*\[\.\.\.items, item\]/,
      },
      {
        name: "forgets preventDefault",
        source: teaList(
          handler(`    if (!text.trim()) return;
    setItems([...items, { id: nextId++, text: text.trim() }]);
    setText("");`),
          { input: controlledInput, top: counter },
        ),
        message: /without `event.preventDefault\(\)` in the submit handler the page reloads/,
      },
      {
        name: "keys the rows by the drink's name",
        source: teaList(
          `  const [items, setItems] = useState<string[]>([]);
  const [text, setText] = useState("");

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    setItems([...items, text.trim()]);
    setText("");
  }`,
          {
            input: controlledInput,
            list: `        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}`,
          },
        ),
        message: /Two rows share a key: the drink's name is not unique/,
      },
      {
        name: "sets value without onChange",
        source: teaList(
          handler(`    event.preventDefault();
    if (!text.trim()) return;
    setItems([...items, { id: nextId++, text: text.trim() }]);
    setText("");`),
          {
            input: '<input className="rounded border px-2" value={text} />',
            top: counter,
            imports: "useState, type SubmitEvent",
          },
        )
          .replace("const [text, setText]", "const [text]")
          .replace('    setText("");\n', ""),
        message: /What was typed never reaches the list.*Make the input controlled/,
      },
      {
        name: "adds blank entries",
        source: teaList(
          handler(`    event.preventDefault();
    setItems([...items, { id: nextId++, text }]);
    setText("");`),
          { input: controlledInput, top: counter },
        ),
        message: /blank field added 2 row\(s\).*trim the text/,
      },
      {
        name: "removes every space to tell a blank entry",
        source: teaList(
          handler(`    event.preventDefault();
    const drink = text.replaceAll(" ", "");
    if (!drink) return;
    setItems([...items, { id: nextId++, text: drink }]);
    setText("");`),
          { input: controlledInput, top: counter },
        ),
        message: /Earl Grey was added as "EarlGrey"/,
      },
      {
        name: "gives every item the same id",
        source: teaList(
          handler(`    event.preventDefault();
    if (!text.trim()) return;
    setItems([...items, { id: 1, text: text.trim() }]);
    setText("");`),
          { input: controlledInput },
        ),
        message: /Two rows share the key "1": every item needs an id of its own/,
      },
      {
        name: "gives the items ids but keeps the index as the key",
        source: teaList(
          handler(`    event.preventDefault();
    if (!text.trim()) return;
    setItems([...items, { id: nextId++, text: text.trim() }]);
    setText("");`),
          {
            input: controlledInput,
            top: counter,
            list: `        {items.map((item, index) => (
          <li key={index}>{item.text}</li>
        ))}`,
          },
        ),
        message: /Line \d+ keys the rows by their position in the list \(the index\)/,
      },
      {
        name: "reads the field from the form in onSubmit, uncontrolled",
        source: teaList(
          `${objectItems}

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const drink = String(new FormData(form).get("drink") ?? "").trim();
    if (!drink) return;
    setItems([...items, { id: nextId++, text: drink }]);
    form.reset();
  }`,
          { input: '<input name="drink" className="rounded border px-2" />', top: counter },
        ),
        message: /neither controlled nor read by a form action, the two ways the task names/,
      },
    ],
    right: [
      {
        name: "a form action with FormData, as the lesson's React 19 tab",
        source: teaList(
          `  const [items, setItems] = useState<{ id: string; text: string }[]>([]);

  // React passes the form's data and resets the field after the action.
  function addDrink(formData: FormData) {
    const drink = String(formData.get("drink") ?? "").trim();
    if (drink) setItems((current) => [...current, { id: crypto.randomUUID(), text: drink }]);
  }`,
          {
            imports: "useState",
            form: '<form action={addDrink} className="space-y-3">',
            input: '<input name="drink" className="rounded border px-2" />',
          },
        ),
      },
      {
        name: "ids from Date.now(), with a trimmed copy kept in a variable",
        source: teaList(
          handler(`    event.preventDefault();
    const drink = text.trim();
    if (drink.length === 0) return;
    setItems((current) => [...current, { id: Date.now(), text: drink }]);
    setText("");`),
          { input: controlledInput },
        ),
      },
      {
        name: "an arrow handler, updaters and concat",
        source: teaList(
          `${objectItems}
  const [text, setText] = useState("");

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const drink = text.trim();
    if (drink === "") return;
    const id = nextId;
    nextId += 1;
    setItems((current) => current.concat({ id, text: drink }));
    setText("");
  };`,
          { input: controlledInput, top: counter },
        ),
      },
    ],
  },
};
