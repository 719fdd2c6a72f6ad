import type { LessonCorpus } from "../types";
import { later, profile } from "../faq";

const stale =
  /each timeout kept the `count` of the render that created it.*setCount\(\(c\) => c \+ 1\)/;

export const corpus: LessonCorpus = {
  "stale-timeout": {
    wrong: [
      {
        name: "works out the next count before starting the timeout",
        source: later(`      setCount(next);`).replace(
          "  function addLater() {\n",
          "  function addLater() {\n    const next = count + 1;\n",
        ),
        message: stale,
      },
      {
        name: "passes count to the timeout as an argument",
        source: later("").replace(
          /setTimeout\(\(\) => \{\n\n {4}\}, 100\);/,
          "setTimeout((current: number) => setCount(current + 1), 100, count);",
        ),
        message: stale,
      },
      {
        name: "drops the timeout so the count is never stale",
        source: later("").replace(
          /setTimeout\(\(\) => \{\n\n {4}\}, 100\);/,
          "setCount((c) => c + 1);",
        ),
        message:
          /80 ms after the click the counter already shows "Count: 1": the task is to add one 0\.1 s later/,
      },
      {
        name: "adds the updater but keeps the old line too",
        source: later(`      setCount((c) => c + 1);
      setCount(count + 1);`),
        message: stale,
      },
      {
        name: "adds one at once and one in the timeout",
        source: later(`      setCount((c) => c + 1);`).replace(
          "  function addLater() {\n",
          "  function addLater() {\n    setCount((c) => c + 1);\n",
        ),
        message:
          /80 ms after the click the counter already shows "Count: 1": the task is to add one 0\.1 s later/,
      },
      {
        name: "restarts one timeout per burst and adds every click it saw",
        source: `import { useRef, useState } from "react";

export default function LaterCounter() {
  const [count, setCount] = useState(0);
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function addLater() {
    pending.current += 1;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const added = pending.current;
      pending.current = 0;
      setCount((c) => c + added);
    }, 100);
  }

  return (
    <div className="space-y-2">
      <p role="status">Count: {count}</p>
      <button type="button" className="rounded border px-3" onClick={addLater}>
        Add one in 0.1 s
      </button>
    </div>
  );
}
`,
        message: /only one timeout is waiting: each click cancels the timeout before it/,
      },
      {
        name: "keeps the latest count in a variable at the top of the module",
        source: later(`      latest += 1;
      setCount(latest);`).replace(
          "export default function",
          "// The latest count, outside React's snapshots.\nlet latest = 0;\n\nexport default function",
        ),
        message: /counters share one count kept outside the component/,
      },
      {
        name: "shortens the delay to 10 ms",
        source: later(`      setCount((c) => c + 1);`).replace("}, 100);", "}, 10);"),
        message:
          /80 ms after the click (its timeout has already fired|the counter already shows "Count: 1"): the task is to add one 0\.1 s later/,
      },
    ],
    right: [
      {
        name: "an updater with a longer parameter name",
        source: later(`      setCount((previous) => previous + 1);`),
      },
      {
        name: "a named updater function",
        source: later(`      setCount(increment);`).replace(
          "export default function",
          "function increment(value: number) {\n  return value + 1;\n}\n\nexport default function",
        ),
      },
      {
        name: "the latest count in a ref of each counter",
        source: later(`      latest.current += 1;
      setCount(latest.current);`)
          .replace('import { useState } from "react";', 'import { useRef, useState } from "react";')
          .replace(
            "  const [count, setCount] = useState(0);\n",
            "  const [count, setCount] = useState(0);\n  const latest = useRef(0);\n",
          ),
      },
      {
        name: "a reducer whose action adds one",
        source: `import { useReducer } from "react";

export default function LaterCounter() {
  const [count, add] = useReducer((value: number) => value + 1, 0);

  return (
    <div>
      <p role="status">Count: {count}</p>
      <button type="button" onClick={() => setTimeout(add, 100)}>
        Add one in 0.1 s
      </button>
    </div>
  );
}
`,
      },
    ],
  },

  "nested-update": {
    wrong: [
      {
        name: "changes the city in place, then hands React a copy",
        source: profile(`    user.address.city = city;
    setUser({ ...user });`),
        message: /You changed `city` of an object in state.*copy every level/,
      },
      {
        name: "copies the user but not the address",
        source: profile(`    const next = { ...user };
    next.address.city = city;
    setUser(next);`),
        message: /You changed `city` of an object in state/,
      },
      {
        name: "replaces the address with only the city",
        source: profile(`    setUser({ ...user, address: { city } });`),
        message: /the country is gone.*\{ \.\.\.user\.address, city \}/,
      },
      {
        name: "copies the address but forgets the user",
        source: profile(`    setUser({ address: { ...user.address, city } });`).replace(
          "setUser({ address",
          "// @ts-expect-error the learner's bug: name is missing\n    setUser({ address",
        ),
        message: /the name is gone.*\{ \.\.\.user, address: … \}/,
      },
      {
        name: "changes the city in place inside an updater",
        source: profile(`    setUser((current) => {
      current.address.city = city;
      return { ...current };
    });`),
        message: /You changed `city` of an object in state/,
      },
      {
        name: "changes a user at the top of the module, then forces a render",
        source: `import { useReducer } from "react";

// Ada's profile, changed in place; the reducer only asks React to render again.
const user = { name: "Ada", address: { city: "London", country: "UK" } };

export default function Profile() {
  const [, forceRender] = useReducer((n: number) => n + 1, 0);

  function moveTo(city: string) {
    user.address.city = city;
    forceRender();
  }

  return (
    <div className="space-y-2">
      <p role="status">
        {user.name} lives in {user.address.city}, {user.address.country}
      </p>
      <button type="button" onClick={() => moveTo("Leeds")}>
        Move to Leeds
      </button>
      <button type="button" onClick={() => moveTo("York")}>
        Move to York
      </button>
    </div>
  );
}
`,
        message:
          /a profile mounted again says "Ada lives in Leeds, UK": the move changed an object that lives outside the component's state/,
      },
    ],
    right: [
      {
        name: "the updater form",
        source: profile(
          `    setUser((current) => ({ ...current, address: { ...current.address, city } }));`,
        ),
      },
      {
        name: "a typed user and a typed updater",
        source: profile(
          `    setUser((current: User): User => ({
      ...current,
      address: { ...current.address, city },
    }));`,
        )
          .replace(
            "export default function Profile",
            "type User = { name: string; address: { city: string; country: string } };\n\nexport default function Profile",
          )
          .replace("useState({ name:", "useState<User>({ name:"),
      },
      {
        name: "changes a structuredClone of the user",
        source: profile(`    const next = structuredClone(user);
    next.address.city = city;
    setUser(next);`),
      },
      {
        name: "Object.assign at each level",
        source: profile(
          `    setUser(Object.assign({}, user, { address: Object.assign({}, user.address, { city }) }));`,
        ),
      },
    ],
  },
};
