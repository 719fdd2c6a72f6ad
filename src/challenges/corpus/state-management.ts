import type { LessonCorpus } from "../types";
import { cart, fruitList, groceries } from "../state-management";

const addRight = "    setItems([...items, { id: crypto.randomUUID(), name }]);";
const removeRight = "    setItems(items.filter((item) => item.id !== id));";

const finder = (parts: string) => `import { useEffect, useState } from "react";

${fruitList}

${parts}
`;

const listWith = (body: string) => finder(body).replace(/function FruitList[\s\S]*?\n}\n/, "");

const reducer = (remove: string) =>
  cart(`function cartReducer(items: string[], action: Action): string[] {
  switch (action.type) {
    case "add":
      return items.includes(action.name) ? items : [...items, action.name];
    case "remove":
${remove}
    case "clear":
      return [];
  }
}`);

export const corpus: LessonCorpus = {
  "lift-state": {
    wrong: [
      {
        name: "keeps the query in the input and hands it up from an effect",
        source: finder(`function FilterInput({ onChange }: { onChange: (query: string) => void }) {
  const [query, setQuery] = useState("");
  useEffect(() => {
    onChange(query);
  }, [query, onChange]);
  return (
    <label>
      Filter <input value={query} onChange={(event) => setQuery(event.target.value)} />
    </label>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <FilterInput onChange={setQuery} />
      <FruitList query={query} />
    </div>
  );
}`),
        message:
          /FilterInput rendered \d+ times and FruitFinder \d+: the input still keeps its own copy/,
      },
      {
        name: "copies the filtered fruits into state in an effect",
        source: listWith(`const fruits = ["Apple", "Apricot", "Banana", "Cherry"];

function FruitList({ query }: { query: string }) {
  const [shown, setShown] = useState(fruits);
  useEffect(() => {
    setShown(fruits.filter((fruit) => fruit.toLowerCase().includes(query.toLowerCase())));
  }, [query]);
  return (
    <ul>
      {shown.map((fruit) => (
        <li key={fruit}>{fruit}</li>
      ))}
    </ul>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <label>
        Filter <input value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <FruitList query={query} />
    </div>
  );
}`).replace(/const fruits = \[[^\]]*\];\n\n/, ""),
        message: /sets state in an effect \(`setShown\(/,
      },
      {
        name: "lifts the state but still gives the list an empty query",
        source:
          finder(`function FilterInput({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  return (
    <label>
      Filter <input value={query} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <FilterInput query={query} onChange={setQuery} />
      <FruitList query="" />
    </div>
  );
}`).replace("import { useEffect, useState }", "import { useState }"),
        message:
          /After typing "ap" the list shows Apple, Apricot, Banana, Cherry.*pass it down to FruitList as a prop/,
      },
      {
        name: "the list keeps the query it first got in its own state",
        source: listWith(`const fruits = ["Apple", "Apricot", "Banana", "Cherry"];

function FruitList({ query }: { query: string }) {
  const [filter] = useState(query);
  const shown = fruits.filter((fruit) => fruit.toLowerCase().includes(filter.toLowerCase()));
  return (
    <ul>
      {shown.map((fruit) => (
        <li key={fruit}>{fruit}</li>
      ))}
    </ul>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <label>
        Filter <input value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <FruitList query={query} />
    </div>
  );
}`)
          .replace(/const fruits = \[[^\]]*\];\n\n/, "")
          .replace("import { useEffect, useState }", "import { useState }"),
        message: /the list does not follow the filter's text.*useState\(query\)/,
      },
      {
        name: "keeps the query in a module-level variable and re-renders the parent by hand",
        source: finder(`// Both children read this, and FruitFinder re-renders when it changes.
let query = "";

function FilterInput({ onChange }: { onChange: () => void }) {
  return (
    <label>
      Filter{" "}
      <input
        defaultValue={query}
        onChange={(event) => {
          query = event.target.value;
          onChange();
        }}
      />
    </label>
  );
}

export default function FruitFinder() {
  const [, setVersion] = useState(0);
  return (
    <div>
      <FilterInput onChange={() => setVersion((version) => version + 1)} />
      <FruitList query={query} />
    </div>
  );
}`).replace("import { useEffect, useState }", "import { useState }"),
        message: /A finder mounted later starts with "ap".*module-level variable/,
      },
      {
        name: "the list copies the query into state and the parent remounts it with a key",
        source: listWith(`const fruits = ["Apple", "Apricot", "Banana", "Cherry"];

function FruitList({ query }: { query: string }) {
  // A new key remounts the list, so the copy starts from the new query each time.
  const [filter] = useState(query.toLowerCase());
  const shown = fruits.filter((fruit) => fruit.toLowerCase().includes(filter));
  return (
    <ul>
      {shown.map((fruit) => (
        <li key={fruit}>{fruit}</li>
      ))}
    </ul>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <label>
        Filter <input value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <FruitList key={query} query={query} />
    </div>
  );
}`)
          .replace(/const fruits = \[[^\]]*\];\n\n/, "")
          .replace("import { useEffect, useState }", "import { useState }"),
        message: /keeps a copy of a prop in state \(`useState\(query\.toLowerCase\(\)\)`\)/,
      },
      {
        name: "the list keeps its own copy and corrects it while rendering",
        source: listWith(`const fruits = ["Apple", "Apricot", "Banana", "Cherry"];

function FruitList({ query }: { query: string }) {
  const [filter, setFilter] = useState("");
  if (filter !== query) setFilter(query);
  const shown = fruits.filter((fruit) => fruit.toLowerCase().includes(filter.toLowerCase()));
  return (
    <ul>
      {shown.map((fruit) => (
        <li key={fruit}>{fruit}</li>
      ))}
    </ul>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <label>
        Filter <input value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <FruitList query={query} />
    </div>
  );
}`)
          .replace(/const fruits = \[[^\]]*\];\n\n/, "")
          .replace("import { useEffect, useState }", "import { useState }"),
        message: /sets state while rendering \(`setFilter\(query\)`\)/,
      },
    ],
    right: [
      {
        name: "the input written inline in the parent",
        source: finder(`export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <label htmlFor="fruit-filter">Filter</label>
      <input id="fruit-filter" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <FruitList query={query} />
    </div>
  );
}`).replace("import { useEffect, useState }", "import { useState }"),
      },
      {
        name: "the list defers the query with useDeferredValue",
        source: listWith(`const fruits = ["Apple", "Apricot", "Banana", "Cherry"];

function FruitList({ query }: { query: string }) {
  const deferred = useDeferredValue(query);
  const shown = fruits.filter((fruit) => fruit.toLowerCase().includes(deferred.toLowerCase()));
  return (
    <ul>
      {shown.map((fruit) => (
        <li key={fruit}>{fruit}</li>
      ))}
    </ul>
  );
}

function FilterInput(props: { value: string; onValueChange: (value: string) => void }) {
  return (
    <label>
      Filter
      <input value={props.value} onChange={(event) => props.onValueChange(event.target.value)} />
    </label>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div>
      <FilterInput value={query} onValueChange={setQuery} />
      <FruitList query={query} />
    </div>
  );
}`)
          .replace(/const fruits = \[[^\]]*\];\n\n/, "")
          .replace("import { useEffect, useState }", "import { useDeferredValue, useState }"),
      },
      {
        name: "the input is uncontrolled and reports each change up",
        source:
          finder(`function FilterInput({ onQueryChange }: { onQueryChange: (query: string) => void }) {
  return (
    <label>
      Filter <input defaultValue="" onChange={(event) => onQueryChange(event.currentTarget.value)} />
    </label>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <main>
      <FilterInput onQueryChange={setQuery} />
      <FruitList query={query} />
    </main>
  );
}`).replace("import { useEffect, useState }", "import { useState }"),
      },
      {
        name: "typed props with the setter's own type, and a search field",
        source: finder(`type FilterProps = {
  value: string;
  onValueChange: Dispatch<SetStateAction<string>>;
};

function FilterInput({ value, onValueChange }: FilterProps) {
  return (
    <label className="flex gap-2">
      Filter
      <input type="search" value={value} onChange={(event) => onValueChange(event.target.value)} />
    </label>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState<string>("");
  return (
    <section aria-label="Fruit finder">
      <FilterInput value={query} onValueChange={setQuery} />
      <FruitList query={query.trim()} />
    </section>
  );
}`).replace(
          "import { useEffect, useState }",
          "import { useState, type Dispatch, type SetStateAction }",
        ),
      },
    ],
  },

  "reducer-fallthrough": {
    wrong: [
      {
        name: "adds a break but drops the filtered array",
        source: reducer(`      items.filter((name) => name !== action.name);
      break;`).replace("      return [];\n  }\n}", "      return [];\n  }\n  return items;\n}"),
        message:
          /still shows Tea, Cake: the `remove` case gave back the cart unchanged.*`filter` returns a new array/,
      },
      {
        name: "returns the filter with the test the wrong way round",
        source: reducer(`      return items.filter((name) => name === action.name);`),
        message:
          /After removing Tea the cart shows Tea, not Cake: the `remove` case kept the wrong items/,
      },
      {
        name: "splices the cart in place",
        source: reducer(`      items.splice(items.indexOf(action.name), 1);
      return items;`),
        message: /in place with splice\(\)/,
      },
      {
        name: "always removes the first item",
        source: reducer(`      return items.slice(1);`),
        message:
          /After removing Tea the cart shows Tea, not Cake: the `remove` case kept the wrong items/,
      },
      {
        name: "returns what splice returns, on a copy",
        source: reducer(`      return [...items].splice(items.indexOf(action.name), 1);`),
        message:
          /After removing Tea the cart shows Tea, not Cake: the `remove` case kept the wrong items/,
      },
      {
        name: "compares each name with the action's type",
        source: reducer(`      return items.filter((name) => name !== action.type);`),
        message:
          /After removing Tea the cart still shows Tea, Cake: the `remove` case gave back the cart unchanged/,
      },
      {
        name: "keeps the cart in a module-level array and returns it",
        source: cart(`// The reducer updates one cart for the whole app and hands React a copy.
let cartItems: string[] = [];

function cartReducer(_items: string[], action: Action): string[] {
  switch (action.type) {
    case "add":
      if (!cartItems.includes(action.name)) cartItems = [...cartItems, action.name];
      return cartItems;
    case "remove":
      cartItems = cartItems.filter((name) => name !== action.name);
      return cartItems;
    case "clear":
      cartItems = [];
      return cartItems;
  }
}`),
        message:
          /With two carts, Tea added to the first one showed up in the second.*module-level array/,
      },
    ],
    right: [
      {
        name: "the lesson's switch with a default that throws",
        source: cart(`function cartReducer(items: string[], action: Action): string[] {
  switch (action.type) {
    case "add": {
      if (items.includes(action.name)) return items;
      return [...items, action.name];
    }
    case "remove": {
      return items.filter((name) => name !== action.name);
    }
    case "clear": {
      return [];
    }
    default:
      throw new Error("Unknown action type");
  }
}`),
      },
      {
        name: "an if chain with toSpliced",
        source: cart(`function cartReducer(items: string[], action: Action): string[] {
  if (action.type === "add") return items.includes(action.name) ? items : items.concat(action.name);
  if (action.type === "remove") {
    const index = items.indexOf(action.name);
    return index === -1 ? items : items.toSpliced(index, 1);
  }
  return [];
}`),
      },
      {
        name: "break after assigning a new array, one return at the end",
        source: cart(`function cartReducer(items: string[], action: Action): string[] {
  let next = items;
  switch (action.type) {
    case "add":
      if (!items.includes(action.name)) next = [...items, action.name];
      break;
    case "remove":
      next = items.filter((name) => name !== action.name);
      break;
    case "clear":
      next = [];
      break;
  }
  return next;
}`),
      },
    ],
  },

  "immutable-updates": {
    wrong: [
      {
        name: "pushes, then hands React a copy",
        source: groceries(
          `    items.push({ id: crypto.randomUUID(), name });
    setItems([...items]);`,
          removeRight,
        ),
        message: /changed a state array in place with push\(\).*\[\.\.\.items, item\]/,
      },
      {
        name: "splices, then hands React a copy",
        source: groceries(
          addRight,
          `    const index = items.findIndex((item) => item.id === id);
    items.splice(index, 1);
    setItems([...items]);`,
        ),
        message: /in place with splice\(\).*filter/,
      },
      {
        name: "pushes into the same array under another name",
        source: groceries(
          `    const next = items;
    next.push({ id: crypto.randomUUID(), name });
    setItems(next);`,
          removeRight,
        ),
        message: /in place with push\(\)/,
      },
      {
        name: "removes the first item, whichever was clicked",
        source: groceries(addRight, "    setItems(items.slice(1));"),
        message:
          /After removing Banana the list shows Banana: the update removed another item.*filter/,
      },
      {
        name: "replaces the item in place with an index",
        source: groceries(
          `    setItems((current) => {
      current[current.length] = { id: crypto.randomUUID(), name };
      return [...current];
    });`,
          removeRight,
        ),
        message: /added to a state array in place.*\[\.\.\.items, item\]/,
      },
      {
        name: "keeps the list in a module-level array and hands React copies of it",
        source: groceries(
          `    groceryList = [...groceryList, { id: crypto.randomUUID(), name }];
    setItems(groceryList);`,
          `    groceryList = groceryList.filter((item) => item.id !== id);
    setItems(groceryList);`,
        )
          .replace(
            "export default function Groceries() {",
            `// The list outside the component, so every handler sees the latest one.
let groceryList: Item[] = [{ id: "milk", name: "Milk" }];

export default function Groceries() {`,
          )
          .replace(
            '  const [items, setItems] = useState<Item[]>([{ id: "milk", name: "Milk" }]);',
            "  const [items, setItems] = useState<Item[]>(groceryList);",
          ),
        message:
          /With two lists, Banana added to the first one showed up in the second.*module-level array/,
      },
      {
        name: "gives React a new array that holds only the new item",
        source: groceries(`    setItems([{ id: crypto.randomUUID(), name }]);`, removeRight),
        message:
          /After Add Banana the list shows Banana, not Milk, Banana: the new array must hold every old item/,
      },
    ],
    right: [
      {
        name: "spread and filter without updaters",
        source: groceries(addRight, removeRight),
      },
      {
        name: "concat and toSpliced",
        source: groceries(
          "    setItems((current) => current.concat({ id: crypto.randomUUID(), name }));",
          "    setItems((current) => current.toSpliced(current.findIndex((item) => item.id === id), 1));",
        ),
      },
      {
        name: "changes a fresh copy, then sets it, with ids from a counter",
        source: groceries(
          `    const next = items.slice();
    next.push({ id: String(nextId++), name });
    setItems(next);`,
          `    const next = [...items];
    next.splice(next.findIndex((item) => item.id === id), 1);
    setItems(next);`,
        ).replace("export default function", "let nextId = 1;\n\nexport default function"),
      },
      {
        name: "a reducer with typed actions instead of useState",
        source: `import { useReducer } from "react";

type Item = { id: string; name: string };
type Action = { type: "added"; name: string } | { type: "removed"; id: string };

function groceriesReducer(items: readonly Item[], action: Action): Item[] {
  switch (action.type) {
    case "added":
      return [...items, { id: crypto.randomUUID(), name: action.name }];
    case "removed":
      return items.filter((item) => item.id !== action.id);
  }
}

export default function Groceries() {
  const [items, dispatch] = useReducer(groceriesReducer, [{ id: "milk", name: "Milk" }]);

  return (
    <div className="space-y-2">
      <button type="button" onClick={() => dispatch({ type: "added", name: "Banana" })}>
        Add Banana
      </button>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name}{" "}
            <button type="button" onClick={() => dispatch({ type: "removed", id: item.id })}>
              Remove {item.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
`,
      },
    ],
  },
};
