import { createElement, type ComponentType } from "react";
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

/**
 * Waits (generously: timers run late under load, never early) until the counter in `screen`
 * shows `expected`; resolves to what it shows then.
 */
async function settle({ waitFor, sleep, live }: CheckContext, screen: Screen, expected: number) {
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

/** Renders another instance of the reader's component; resolves to its container's queries. */
function another({ render, exports, within }: CheckContext): Screen {
  return within(render(createElement(exports.default as ComponentType)));
}

/**
 * Ways the clicks can fall, tried one after the other on the same counter, with what each
 * adds. The clicks are synchronous: timeouts started in one tick surely come from one render,
 * however busy the machine is (awaited clicks can be 100 ms apart under load, and the bug hides).
 */
const patterns: {
  clicks: string;
  adds: number;
  run: (context: CheckContext, click: () => void, before: number) => Promise<void>;
}[] = [
  {
    clicks: "After two quick clicks",
    adds: 2,
    run: async (_context, click) => {
      click();
      click();
    },
  },
  {
    clicks: "After three more clicks, 30 ms apart,",
    adds: 3,
    run: async ({ sleep }, click) => {
      click();
      await sleep(30);
      click();
      await sleep(30);
      click();
    },
  },
  {
    clicks: "After one more click and then two quick ones",
    adds: 3,
    run: async (context, click, before) => {
      click();
      await settle(context, context.screen, before + 1);
      click();
      click();
    },
  },
];

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
        name: "A click adds one 0.1 s later, not sooner",
        run: async (context) => {
          const { screen, live, expect } = context;
          const clicked = performance.now();
          addButton(screen).click();
          // Timers fire in the order they fall due, however late: this one, due 80 ms after the
          // click, runs before a 0.1 s timeout the click started, and after a shorter one. Due
          // 80 ms after the click, not after this line: a busy device may pause in between.
          const wait = Math.max(0, 80 - (performance.now() - clicked));
          const early = await new Promise<{ count: number; waiting: number }>((resolve) =>
            setTimeout(
              () => resolve({ count: countShown(screen), waiting: live().timeouts }),
              wait,
            ),
          );
          expect(
            early.count === 0 && early.waiting > 0,
            `80 ms after the click ${early.count !== 0 ? `the counter already shows "Count: ${early.count}"` : "its timeout has already fired"}: the task is to add one 0.1 s later. Keep \`setTimeout(…, 100)\` and fix what its callback does.`,
          );
          verdict(context, "After one click", 1, await settle(context, screen, 1));
        },
      },
      {
        name: "Each click starts a 0.1 s timeout of its own",
        run: async (context) => {
          const button = addButton(context.screen);
          button.click();
          button.click();
          // Nothing has fired yet: the two clicks ran in this very task.
          const { timeouts } = context.live();
          context.expect(
            timeouts >= 2,
            timeouts === 1
              ? "After two quick clicks only one timeout is waiting: each click cancels the timeout before it (`clearTimeout`), so the earlier clicks never add their one when they should. Let every click start its own timeout."
              : "After two quick clicks no timeout is waiting (see above).",
          );
        },
      },
      {
        name: "However the clicks fall, each adds one: two quick clicks, then three 30 ms apart, then one and two quick ones end on 2, 5 and 8",
        run: async (context) => {
          const button = addButton(context.screen);
          let expected = 0;
          for (const { clicks, adds, run } of patterns) {
            await run(context, () => button.click(), expected);
            expected += adds;
            verdict(context, clicks, expected, await settle(context, context.screen, expected));
          }
        },
      },
      {
        name: "Each counter counts on its own: a second one, and one mounted again, start from 0",
        run: async (context) => {
          const { screen, unmount, expect } = context;
          addButton(screen).click();
          const first = await settle(context, screen, 1);
          const second = another(context);
          addButton(second).click();
          const shownBySecond = await settle(context, second, first);
          expect(
            shownBySecond === first,
            `One click shows "Count: ${first}" on the first counter, but "Count: ${shownBySecond}" on a second one: the counters share one count kept outside the component (a variable at the top of the module), not in each one's state. Keep the count in state and update it with \`setCount((c) => c + 1)\`.`,
          );
          unmount();
          const again = another(context);
          addButton(again).click();
          const shownAgain = await settle(context, again, first);
          expect(
            shownAgain === first,
            `A counter mounted again shows "Count: ${shownAgain}" after one click, where the first showed "Count: ${first}": its count outlived the counter that went away. Keep it in state, which starts again from 0 with each counter.`,
          );
        },
      },
    ],
  },

  "nested-update": {
    starter: profile(`    user.address.city = city;
    setUser(user);`),
    solution: profile(`    setUser({ ...user, address: { ...user.address, city } });`),
    hint: "React compares the new state with the old by reference. After changing a property inside it, is `user` a new object? And which levels lie on the path to `city`?",
    explanation:
      "Changing `user.address.city` changes the object React already holds, and passing the same object back looks like no change, so nothing renders. Copying each level on the path to the change (`{ ...user, address: { ...user.address, city } }`) gives React new objects to compare and keeps the name and the country. (During a check, state is frozen, so an in-place change throws and names itself.)",
    checks: [
      moving(["York", "Leeds"]),
      {
        name: 'After "Move to Leeds", a profile mounted again still starts in London',
        run: async (context) => {
          const { screen, user, unmount, expect, notRun } = context;
          await user.click(screen.getByRole("button", { name: "Move to Leeds" }));
          if (!(screen.queryByRole("status")?.textContent ?? "").includes("Leeds"))
            notRun("Not tried yet: the move itself does not show yet (see above).");
          unmount();
          const shown = another(context)
            .getByRole("status")
            .textContent?.replace(/\s+/g, " ")
            .trim();
          expect(
            /London/.test(shown ?? ""),
            `After Ada moved to Leeds in one profile, a profile mounted again says "${shown}": the move changed an object that lives outside the component's state (at the top of the module), so it outlives the profile and every profile shares it. Keep the user in state and give \`setUser\` a new object: \`{ ...user, address: { ...user.address, city } }\`.`,
          );
        },
      },
    ],
  },
};
