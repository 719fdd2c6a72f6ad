import { createElement } from "react";
import type { LessonChallenges } from "./types";

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
        name: "Welcome greets Ada, Grace and Linus",
        run: ({ root, expect }) => {
          const missing = ["Ada", "Grace", "Linus"].filter((name) => !greets(root, name));
          expect(
            missing.length === 0,
            `"Hello, ${missing[0]}!" is missing. Welcome must give each Greeting its name as an attribute, \`<Greeting name="${missing[0]}" />\`, and Greeting must show the name it gets.`,
          );
        },
      },
      {
        name: "Greeting shows any name it is given",
        run: ({ exports, render, expect }) => {
          const Greeting = exports.Greeting;
          expect(
            typeof Greeting === "function",
            "The file no longer exports Greeting: keep `export function Greeting(…)`.",
          );
          const shown = render(createElement(Greeting as () => null, { name: "Katherine" }));
          expect(
            greets(shown, "Katherine"),
            `<Greeting name="Katherine" /> shows "${text(shown)}": Greeting ignores its name prop. Read it from the props object, \`function Greeting({ name = "world" })\`, and show it with \`{name}\`.`,
          );
        },
      },
      {
        name: 'A Greeting given no name still says "Hello, world!"',
        run: ({ exports, render, expect }) => {
          const Greeting = exports.Greeting;
          expect(
            typeof Greeting === "function",
            "The file no longer exports Greeting: keep `export function Greeting(…)`.",
          );
          const shown = render(createElement(Greeting as () => null));
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
        name: "Each +10 °C moves the display: 86 °F, then 104 °F",
        run: async ({ root, screen, user, expect }) => {
          const button = screen.getByRole("button", { name: /\+10/ });
          for (const expected of ["86", "104"]) {
            await user.click(button);
            const shown = fahrenheit(root);
            expect(
              shown === expected,
              `After +10 °C the display shows ${shown ?? "no"} °F instead of ${expected} °F: Fahrenheit copied its first celsius prop into state, and \`useState\` reads its argument only once. Work the value out from the prop while rendering: \`const fahrenheit = celsius * 1.8 + 32\`.`,
            );
          }
        },
      },
      {
        name: "A new celsius draws Fahrenheit once, already right",
        run: async ({ screen, user, renders, resetRenders, expect }) => {
          const button = screen.getByRole("button", { name: /\+10/ });
          resetRenders();
          await user.click(button);
          const count = renders("Fahrenheit");
          expect(
            count <= 1,
            `One +10 °C drew Fahrenheit ${count} times: it keeps a copy of the prop in state and updates the copy after rendering (in an effect), so every change is drawn first with the old value. Drop the state and compute the value from the prop while rendering.`,
          );
        },
      },
    ],
  },
};
