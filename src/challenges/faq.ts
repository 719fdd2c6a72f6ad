import type { LessonChallenges } from "./types";

const later = (update: string) => `import { useState } from "react";

export default function LaterCounter() {
  const [count, setCount] = useState(0);

  function addLater() {
    setTimeout(() => {
${update}
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
`;

const profile = (update: string) => `import { useState } from "react";

export default function Profile() {
  const [user, setUser] = useState({ name: "Ada", address: { city: "London" } });

  function moveTo(city: string) {
${update}
  }

  return (
    <div className="space-y-2">
      <p role="status">
        {user.name} lives in {user.address.city}
      </p>
      <button type="button" className="rounded border px-3" onClick={() => moveTo("Paris")}>
        Move to Paris
      </button>
    </div>
  );
}
`;

export const challenges: LessonChallenges = {
  "stale-timeout": {
    starter: later(`      setCount(count + 1);`),
    solution: later(`      setCount((c) => c + 1);`),
    hint: "Both timeouts were created by the same render. What value of `count` do they see when they fire?",
    explanation:
      "A timeout's callback keeps the `count` of the render that created it, so two quick clicks both set 0 + 1. The updater form receives the latest value when it runs, so each timeout adds one to whatever is current.",
    checks: [
      {
        name: "Two quick clicks end on Count: 2",
        run: async ({ screen, waitFor, expect }) => {
          const button = screen.getByRole("button", { name: "Add one in 0.1 s" });
          // Both clicks at once: their timeouts come from one render however busy the machine
          // is (two awaited clicks can be 100 ms apart under load, and then the bug hides).
          button.click();
          button.click();
          const status = screen.getByRole("status");
          await waitFor(
            () => {
              if (status.textContent !== "Count: 2") throw new Error("not yet");
            },
            { timeout: 1500 },
          ).catch(() => {});
          const shown = status.textContent;
          expect(
            shown === "Count: 2",
            `After two clicks the counter shows "${shown}": both timeouts read the same stale count.`,
          );
        },
      },
    ],
  },

  "nested-update": {
    starter: profile(`    user.address.city = city;
    setUser(user);`),
    solution: profile(`    setUser({ ...user, address: { ...user.address, city } });`),
    hint: "React compares the new state with the old by reference. After changing a property inside it, is `user` a new object?",
    explanation:
      "Mutating `user.address.city` changes the object React already holds, and passing the same object back looks like no change, so nothing renders. Copying each level you change (`{ ...user, address: { ...user.address, city } }`) gives React new objects to compare.",
    checks: [
      {
        name: 'Moving shows "Ada lives in Paris"',
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Move to Paris" }));
          const shown = screen.getByRole("status").textContent;
          expect(
            shown === "Ada lives in Paris",
            `The profile still says "${shown}": the state object was changed in place, so React saw no new state.`,
          );
        },
      },
    ],
  },
};
