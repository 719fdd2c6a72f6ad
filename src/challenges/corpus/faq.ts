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
        message: /right after the click: the task is to add one 0\.1 s later/,
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
        message: /right after the click/,
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
    ],
    right: [
      {
        name: "the updater form",
        source: profile(
          `    setUser((current) => ({ ...current, address: { ...current.address, city } }));`,
        ),
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
