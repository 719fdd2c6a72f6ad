import type { LessonCorpus } from "../types";
import { cart, fruitList, peopleApp, peopleParts } from "../state-management";

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

  "people-loader": {
    wrong: [
      {
        name: "adds the route and links, but fetches in an effect with useParams",
        source: peopleApp({
          imports: `import { useEffect, useState } from "react";
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Outlet,
  useParams,
  useRouteError,
} from "react-router";
import { RouterProvider } from "react-router/dom";`,
          loader: "",
          profile: `function Profile() {
  const { personId } = useParams<"personId">();
  const [person, setPerson] = useState<Person | null>(null);

  useEffect(() => {
    let ignore = false;
    fetch(\`/api/people/\${personId}\`)
      .then((response) => response.json())
      .then((data: unknown) => {
        if (!ignore && isPerson(data)) setPerson(data);
      });
    return () => {
      ignore = true;
    };
  }, [personId]);

  if (!person) return <p>Loading…</p>;
  return (
    <article>
      <h2>{person.name}</h2>
      <p>{person.role}</p>
    </article>
  );
}`,
          routes: `[
  {
    path: "/",
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: "people/:personId", Component: Profile, ErrorBoundary: ProfileError },
    ],
  },
]`,
        }),
        message: /fetches in an effect, after it renders.*loader/,
      },
      {
        name: "calls useParams inside the loader",
        source: peopleApp({
          loader: `async function personLoader() {
  const { personId } = useParams();
  const response = await fetch(\`/api/people/\${personId}\`);
  if (response.status === 404) throw data("No such person", { status: 404 });
  const person: unknown = await response.json();
  if (!isPerson(person)) throw new Error("The server sent an unexpected person.");
  return person;
}`,
          imports: peopleParts.imports.replace("  type LoaderFunctionArgs,\n", ""),
        }),
        message: /a loader is not a component/,
      },
      {
        name: "reads the id from window.location in the loader",
        source: peopleApp({
          loader: `async function personLoader() {
  const personId = window.location.pathname.split("/").pop();
  const response = await fetch(\`/api/people/\${personId}\`);
  if (response.status === 404) throw data("No such person", { status: 404 });
  const person: unknown = await response.json();
  if (!isPerson(person)) throw new Error("The server sent an unexpected person.");
  return person;
}`,
          imports: peopleParts.imports.replace("  type LoaderFunctionArgs,\n", ""),
        }),
        message: /read `params\.personId`/,
      },
      {
        name: "returns the JSON without checking the status",
        source: peopleApp({
          loader: `async function personLoader({ params }: LoaderFunctionArgs) {
  const response = await fetch(\`/api/people/\${params.personId}\`);
  return (await response.json()) as Person;
}`,
          imports: peopleParts.imports.replace("  data,\n", ""),
        }),
        message: /Check `response\.ok`/,
      },
      {
        name: "switches people with buttons that call navigate()",
        source: peopleApp({
          imports: peopleParts.imports
            .replace("  Link,\n", "")
            .replace("  useLoaderData,\n", "  useLoaderData,\n  useNavigate,\n"),
          nav: `        {people.map((person) => (
          <button key={person.id} type="button" onClick={() => navigate(\`/people/\${person.id}\`)}>
            {person.name}
          </button>
        ))}`,
        }).replace(
          "function Layout() {\n",
          "function Layout() {\n  const navigate = useNavigate();\n",
        ),
        message: /is a button, so her profile has no address/,
      },
      {
        name: "copies the loader's answer into state",
        source: peopleApp({
          imports: `import { useState } from "react";\n${peopleParts.imports}`,
          profile: `function Profile() {
  const loaded = useLoaderData<typeof personLoader>();
  const [person] = useState(loaded);
  return (
    <article>
      <h2>{person.name}</h2>
      <p>{person.role}</p>
    </article>
  );
}`,
        }),
        message: /still shows Ada Lovelace/,
      },
      {
        name: "gives the profile route no error boundary",
        source: peopleApp({
          imports: peopleParts.imports
            .replace("  isRouteErrorResponse,\n", "")
            .replace("  useParams,\n", "")
            .replace("  useRouteError,\n", ""),
          error: "",
          routes: peopleParts.routes.replace("        ErrorBoundary: ProfileError,\n", ""),
        }),
        message: /React Router shows its own error screen/,
      },
      {
        name: "puts the error boundary on the layout route",
        source: peopleApp({
          routes: `[
  {
    path: "/",
    Component: Layout,
    ErrorBoundary: ProfileError,
    children: [
      { index: true, Component: Home },
      { path: "people/:personId", loader: personLoader, Component: Profile },
    ],
  },
]`,
        }),
        message: /replaced the whole page/,
      },
      {
        name: "says a person is missing without the id",
        source: peopleApp({
          imports: peopleParts.imports.replace("  useParams,\n", ""),
          error: `function ProfileError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <p role="alert">No such person.</p>;
  return <p role="alert">Could not load this person.</p>;
}`,
        }),
        message: /without the id from the address/,
      },
    ],
    right: [
      {
        name: "builds the message in the loader and shows it with an errorElement",
        source: peopleApp({
          imports: peopleParts.imports.replace("  useParams,\n", ""),
          loader: `async function personLoader({ params }: LoaderFunctionArgs) {
  const response = await fetch(\`/api/people/\${params.personId}\`);
  if (!response.ok) {
    throw data(\`No person has the id \${params.personId}.\`, { status: response.status });
  }
  const person: unknown = await response.json();
  if (!isPerson(person)) throw new Error("Unexpected answer");
  return person;
}`,
          error: `function ProfileError() {
  const error = useRouteError();
  return (
    <p role="alert">
      {isRouteErrorResponse(error) ? String(error.data) : "Something went wrong."}
    </p>
  );
}`,
          routes: `[
  {
    path: "/",
    Component: Layout,
    children: [
      { index: true, Component: Home },
      {
        path: "people/:personId",
        loader: personLoader,
        Component: Profile,
        errorElement: <ProfileError />,
      },
    ],
  },
]`,
        }),
      },
      {
        name: "a loader written in the route, a fetch helper and a pending note in the layout",
        source: peopleApp({
          imports: peopleParts.imports.replace(
            "  useLoaderData,\n",
            "  useLoaderData,\n  useNavigation,\n",
          ),
          loader: `async function getPerson(id: string, signal: AbortSignal): Promise<Person> {
  const response = await fetch(\`/api/people/\${encodeURIComponent(id)}\`, { signal });
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
  const person: unknown = await response.json();
  if (!isPerson(person)) throw new Error("Unexpected answer");
  return person;
}

const personLoader = ({ params, request }: LoaderFunctionArgs) =>
  getPerson(params.personId!, request.signal);`,
        })
          .replace(
            "function Layout() {\n",
            "function Layout() {\n  const navigation = useNavigation();\n",
          )
          .replace(
            "      <Outlet />",
            '      {navigation.state === "loading" && <p>Loading…</p>}\n      <Outlet />',
          ),
      },
      {
        name: "casts the loader data instead of typing the hook",
        source: peopleApp({
          profile: `function Profile() {
  const person = useLoaderData() as Person;
  const { personId } = useParams();
  return (
    <article aria-label={\`Person \${personId}\`}>
      <h2>{person.name}</h2>
      <p>{person.role}</p>
    </article>
  );
}`,
        }),
      },
    ],
  },
};
