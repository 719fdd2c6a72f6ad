import type { CheckContext, ChallengeCheck, LessonChallenges } from "./types";

export const later = (update: string) => `import { useState } from "react";

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

export const profile = (update: string) => `import { useState } from "react";

export default function Profile() {
  const [user, setUser] = useState({ name: "Ada", address: { city: "London", country: "UK" } });

  function moveTo(city: string) {
${update}
  }

  return (
    <div className="space-y-2">
      <p role="status">
        {user.name} lives in {user.address.city}, {user.address.country}
      </p>
      <button type="button" className="rounded border px-3" onClick={() => moveTo("Leeds")}>
        Move to Leeds
      </button>
      <button type="button" className="rounded border px-3" onClick={() => moveTo("York")}>
        Move to York
      </button>
    </div>
  );
}
`;

type Screen = CheckContext["screen"];

const addButton = (screen: Screen) => screen.getByRole("button", { name: /add one/i });
const countShown = (screen: Screen) =>
  Number(/-?\d+/.exec(screen.getByRole("status").textContent ?? "")?.[0] ?? Number.NaN);

/** Waits (generously: timers run late under load, never early) until `expected` shows. */
async function settle({ screen, waitFor, sleep, live }: CheckContext, expected: number) {
  const short = () => !(countShown(screen) >= expected);
  // Until the count is reached or every timeout the reader started has fired…
  await waitFor(
    () => {
      if (short() && live().timeouts > 0) throw new Error("not yet");
    },
    { timeout: 1500 },
  ).catch(() => {});
  // …and the render those timeouts asked for has had its turn.
  await waitFor(
    () => {
      if (short()) throw new Error("not yet");
    },
    { timeout: 300 },
  ).catch(() => {});
  // A little longer, to catch a click that adds more than one.
  await sleep(150);
  return countShown(screen);
}

function verdict({ expect }: CheckContext, clicks: string, expected: number, shown: number) {
  expect(
    shown <= expected,
    `${clicks} the counter shows "Count: ${shown}": a click added more than one. Each timeout should add exactly one, with \`setCount((c) => c + 1)\`.`,
  );
  expect(
    shown === expected,
    `${clicks} the counter shows "Count: ${shown}", not ${expected}: each timeout kept the \`count\` of the render that created it (state is a snapshot), so timeouts started by one render all set the same stale value + 1. Use the updater form, \`setCount((c) => c + 1)\`: React hands it the latest count when the timeout fires.`,
  );
}

/** Clicks the button in a pattern, then judges the total. */
const clicking = (
  name: string,
  clicks: string,
  expected: number,
  pattern: (context: CheckContext, click: () => void) => Promise<void>,
): ChallengeCheck => ({
  name,
  run: async (context) => {
    const button = addButton(context.screen);
    // Synchronous clicks: timeouts started in one tick surely come from one render, however
    // busy the machine is (awaited clicks can be 100 ms apart under load, and the bug hides).
    await pattern(context, () => button.click());
    verdict(context, clicks, expected, await settle(context, expected));
  },
});

const cityShown = (screen: Screen) => screen.getByRole("status").textContent ?? "";

/** Moves to each city in turn and checks the whole profile after each move. */
const moving = (cities: string[]): ChallengeCheck => ({
  name: `${cities.map((city) => `"Move to ${city}"`).join(", then ")} shows Ada in ${cities.at(-1)}, UK`,
  run: async ({ screen, user, expect }) => {
    for (const city of cities) {
      await user.click(screen.getByRole("button", { name: `Move to ${city}` }));
      const shown = cityShown(screen).replace(/\s+/g, " ").trim();
      expect(
        shown.includes(city),
        `After "Move to ${city}" the profile still says "${shown}": the user object was changed in place or handed back as the same object, so React saw no new state. Give \`setUser\` a new user with a new address: \`{ ...user, address: { ...user.address, city } }\`.`,
      );
      expect(
        /\bAda\b/.test(shown),
        `After "Move to ${city}" the profile says "${shown}": the name is gone. The new user must copy the old one too: \`{ ...user, address: … }\` keeps \`name\`.`,
      );
      expect(
        /\bUK\b/.test(shown),
        `After "Move to ${city}" the profile says "${shown}": the country is gone. \`address: { city }\` replaces the whole address; copy the old one and override the city: \`{ ...user.address, city }\`.`,
      );
    }
  },
});

export const challenges: LessonChallenges = {
  "stale-timeout": {
    starter: later(`      setCount(count + 1);`),
    solution: later(`      setCount((c) => c + 1);`),
    hint: "Every timeout started before the next render was created by the same render. What value of `count` do they see when they fire?",
    explanation:
      "A timeout's callback keeps the `count` of the render that created it, so two quick clicks both set 0 + 1. The updater form receives the latest value when it runs, so each timeout adds one to whatever is current, however the clicks fall.",
    checks: [
      {
        name: "A click adds one after the delay, not at once",
        run: async (context) => {
          const { screen, sleep, expect } = context;
          addButton(screen).click();
          // Fires well before the reader's 100 ms timeout: a render by then came from the click.
          await sleep(0);
          expect(
            countShown(screen) === 0,
            `The counter showed "Count: ${countShown(screen)}" right after the click: the task is to add one 0.1 s later. Keep the \`setTimeout\` and fix what its callback does.`,
          );
          verdict(context, "After one click", 1, await settle(context, 1));
        },
      },
      clicking(
        "Two quick clicks end on Count: 2",
        "After two quick clicks",
        2,
        async (_, click) => {
          click();
          click();
        },
      ),
      clicking(
        "Three clicks 30 ms apart end on Count: 3",
        "After three clicks 30 ms apart",
        3,
        async ({ sleep }, click) => {
          click();
          await sleep(30);
          click();
          await sleep(30);
          click();
        },
      ),
      clicking(
        "One click, then two quick clicks after it landed, end on Count: 3",
        "After one click and then two quick ones",
        3,
        async (context, click) => {
          click();
          await settle(context, 1);
          click();
          click();
        },
      ),
    ],
  },

  "nested-update": {
    starter: profile(`    user.address.city = city;
    setUser(user);`),
    solution: profile(`    setUser({ ...user, address: { ...user.address, city } });`),
    hint: "React compares the new state with the old by reference. After changing a property inside it, is `user` a new object? And which levels lie on the path to `city`?",
    explanation:
      "Changing `user.address.city` changes the object React already holds, and passing the same object back looks like no change, so nothing renders. Copying each level on the path to the change (`{ ...user, address: { ...user.address, city } }`) gives React new objects to compare and keeps the name and the country. (During a check, state is frozen, so an in-place change throws and names itself.)",
    checks: [moving(["Leeds"]), moving(["York", "Leeds"])],
  },
};
