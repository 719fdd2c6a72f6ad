import { createElement, useState, type ComponentType } from "react";
import { declaredFunction, lineOf } from "./helpers/syntax";
import type { CheckContext, LessonChallenges } from "./types";

// This lesson comes before the TypeScript primer (Getting Started), so its code uses no
// TypeScript syntax. A prop with a default value (`{ name = "world" }`) gets its type from the
// default, so the components type-check strictly without annotations.

/** Greeting's definition, then Welcome, which renders `welcome` inside its <div>. */
export const greetings = (greeting: string, welcome: string) => `${greeting}

export default function Welcome() {
  return (
    <div className="space-y-1">
${welcome}
    </div>
  );
}
`;

export const threeNames = `      <Greeting name="Ada" />
      <Greeting name="Grace" />
      <Greeting name="Linus" />`;

/** Fahrenheit's definition, then the Thermometer that owns `celsius` and passes it down. */
export const thermometer = (
  display: string,
  imports = "useState",
) => `import { ${imports} } from "react";

${display}

export default function Thermometer() {
  const [celsius, setCelsius] = useState(20);
  return (
    <div className="space-y-2">
      <p>{celsius} °C</p>
      <button type="button" className="rounded border px-3" onClick={() => setCelsius(celsius + 10)}>
        +10 °C
      </button>
      <Fahrenheit celsius={celsius} />
    </div>
  );
}
`;

/** The page's text with runs of white space (and non-breaking spaces) made one space. */
const text = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

const greets = (element: Element, name: string) =>
  new RegExp(`Hello,? ${name} ?!`, "i").test(text(element));

/** The Fahrenheit reading on the page: "68 °F", "68°F" or "68 ° F". */
const fahrenheit = (element: Element) => /(-?\d+(?:\.\d+)?) ?° ?F/.exec(text(element))?.[1];

type GreetingComponent = ComponentType<{ name?: string }>;

const NO_GREETING = "The file no longer exports Greeting: keep `export function Greeting(…)`.";

/** The reader's Greeting; the check fails when the file no longer exports one. */
function greetingOf({ exports, expect }: Pick<CheckContext, "exports" | "expect">) {
  expect(typeof exports.Greeting === "function", NO_GREETING);
  return exports.Greeting as GreetingComponent;
}

/** A parent that gives Greeting one name, then another when its button is pressed. */
function Renamer({ Greeting }: { Greeting: GreetingComponent }) {
  const [name, setName] = useState("Katherine");
  return createElement(
    "div",
    null,
    createElement("button", { type: "button", onClick: () => setName("Mary Jackson") }, "Rename"),
    createElement(Greeting, { name }),
  );
}

const ignoresName = (shown: string, name: string) =>
  `<Greeting name="${name}" /> shows "${shown}": Greeting ignores its name prop. Read it from the props object, \`function Greeting({ name = "world" })\`, and show it with \`{name}\`.`;

/**
 * What is wrong with Greeting given a name, if anything: the same message wherever the check
 * that meets it, so one mistake reads as one reason.
 */
async function greetingProblem(context: CheckContext) {
  const { render, user, within } = context;
  const Greeting = greetingOf(context);
  const shown = render(createElement(Renamer, { Greeting }));
  const greeting = () =>
    text(shown)
      .replace(/^Rename/, "")
      .trim();
  if (!greets(shown, "Katherine")) return ignoresName(greeting(), "Katherine");
  await user.click(within(shown).getByRole("button", { name: "Rename" }));
  if (!greets(shown, "Mary Jackson"))
    return `Given "Katherine" and then "Mary Jackson", Greeting still shows "${greeting()}": it keeps a copy of its first name (in state, say), which never follows the prop. Show the prop itself: \`<p>Hello, {name}!</p>\`.`;
  return null;
}

/** The Fahrenheit function's own state hooks: a copy of the prop kept in state. */
function stateInFahrenheit({ code }: CheckContext) {
  const fahrenheit = declaredFunction(code, "Fahrenheit");
  if (!fahrenheit) return [];
  return ["useState", "useReducer"]
    .flatMap((hook) => code.calls("react", hook))
    .filter((call) => call.node.start >= fahrenheit.start && call.node.end <= fahrenheit.end)
    .sort((a, b) => a.node.start - b.node.start);
}

export const challenges: LessonChallenges = {
  "greeting-props": {
    starter: greetings(
      `export function Greeting() {
  return <p>Hello, world!</p>;
}`,
      `      <Greeting />
      <Greeting />
      <Greeting />`,
    ),
    solution: greetings(
      `export function Greeting({ name = "world" }) {
  return <p>Hello, {name}!</p>;
}`,
      threeNames,
    ),
    hint: "A parent passes a prop as an attribute, like an HTML attribute. How does the component read it from the object React hands it, and what should it show when none was given?",
    explanation:
      'Props are a component\'s inputs: React passes the attributes written on `<Greeting name="Ada" />` as one object, and destructuring `{ name = "world" }` reads `name` from it, with "world" when the parent gave none. One component, different outputs, which is the point of components.',
    checks: [
      {
        name: "Welcome greets Ada, Grace and Linus, each with a Greeting",
        run: async (context) => {
          const { root, renders, expect } = context;
          // Counted before greetingProblem renders Greetings of its own.
          const count = renders("Greeting");
          const problem = await greetingProblem(context);
          expect(!problem, problem ?? "");
          const missing = ["Ada", "Grace", "Linus"].filter((name) => !greets(root, name));
          expect(
            missing.length === 0,
            `"Hello, ${missing[0]}!" is missing: Welcome must give each Greeting its name as an attribute, \`<Greeting name="${missing[0]}" />\`.`,
          );
          expect(
            !greets(root, "world"),
            'Welcome still shows "Hello, world!": every Greeting it renders needs a name.',
          );
          expect(
            count >= 3,
            `The three greetings show, but Welcome rendered ${count === 0 ? "no Greeting" : `only ${count} Greeting${count > 1 ? "s" : ""}`}: the rest are written into Welcome by hand. Let one component do the work: \`<Greeting name="Ada" />\`, and the same for Grace and Linus.`,
          );
        },
      },
      {
        name: "Greeting shows any name it is given, also when the name changes",
        run: async (context) => {
          const problem = await greetingProblem(context);
          context.expect(!problem, problem ?? "");
        },
      },
      {
        name: 'A Greeting given no name still says "Hello, world!"',
        run: (context) => {
          const { render, expect } = context;
          const shown = render(createElement(greetingOf(context)));
          expect(
            greets(shown, "world"),
            `<Greeting /> without a name shows "${text(shown)}": give the prop a default where you read it, \`{ name = "world" }\`.`,
          );
        },
      },
    ],
  },

  "derive-from-props": {
    starter: thermometer(`function Fahrenheit({ celsius = 0 }) {
  const [fahrenheit] = useState(celsius * 1.8 + 32);
  return <p role="status">{fahrenheit} °F</p>;
}`),
    solution: thermometer(`function Fahrenheit({ celsius = 0 }) {
  const fahrenheit = celsius * 1.8 + 32;
  return <p role="status">{fahrenheit} °F</p>;
}`),
    hint: "`useState(initial)` reads its argument only on the first render. Does Fahrenheit need state at all, or can it work the value out from its prop each time it renders?",
    explanation:
      "Data flows one way: the parent owns `celsius` and passes it down. Copying a prop into state freezes the first value, and copying it again in an effect draws every change twice, first with the old value. Computing `fahrenheit` while rendering keeps it in step with the prop on every render, in one pass.",
    checks: [
      {
        name: "At 20 °C the display shows 68 °F",
        run: ({ root, expect }) => {
          const shown = fahrenheit(root);
          expect(
            shown === "68",
            `At 20 °C the display shows ${shown ?? "no"} °F instead of 68 °F: Fahrenheit should show \`celsius * 1.8 + 32\`.`,
          );
        },
      },
      {
        name: "Each +10 °C moves the display on: 86 °F, 104 °F, then 122 °F",
        run: async ({ root, screen, user, expect }) => {
          const button = screen.getByRole("button", { name: /\+10/ });
          for (const [index, expected] of ["86", "104", "122"].entries()) {
            await user.click(button);
            const shown = fahrenheit(root);
            expect(
              shown === expected,
              `After ${index === 0 ? "one press" : `${index + 1} presses`} of +10 °C the display shows ${shown ?? "no"} °F instead of ${expected} °F: Fahrenheit does not follow the celsius prop its parent passes down. Work the value out from the prop while rendering: \`const fahrenheit = celsius * 1.8 + 32\`.`,
            );
          }
        },
      },
      {
        name: "A new celsius draws Fahrenheit once, already right",
        run: async ({ screen, user, renders, resetRenders, expect }) => {
          expect(
            renders("Fahrenheit") > 0,
            "Fahrenheit never rendered: keep it a component of its own, which Thermometer renders with `<Fahrenheit celsius={celsius} />`, and let it work the reading out from that prop.",
          );
          const button = screen.getByRole("button", { name: /\+10/ });
          resetRenders();
          await user.click(button);
          const count = renders("Fahrenheit");
          expect(
            count <= 1,
            `One +10 °C drew Fahrenheit ${count} times: it was drawn first with the old reading and again once an effect had updated it. Compute the reading from the prop while rendering, and no effect is needed.`,
          );
        },
      },
      {
        name: "Fahrenheit keeps no copy of the prop in state",
        run: (context) => {
          const [copy] = stateInFahrenheit(context);
          context.expect(
            !copy,
            `Line ${copy ? lineOf(copy.node) : 0} keeps a copy of the prop in state (\`${copy?.text}\`). \`useState\` reads its argument only on the first render, so the copy falls behind the prop; remounting Fahrenheit with a \`key\`, or setting the copy again while rendering, only hides that. Compute the reading from the prop instead: \`const fahrenheit = celsius * 1.8 + 32\`.`,
          );
        },
      },
    ],
  },
};
