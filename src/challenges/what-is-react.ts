import type { LessonChallenges } from "./types";

const greetings = (greeting: string) => `${greeting}

export default function Welcome() {
  return (
    <div className="space-y-1">
      <Greeting name="Ada" />
      <Greeting name="Grace" />
      <Greeting name="Linus" />
    </div>
  );
}
`;

const thermometer = (display: string) => `import { useState } from "react";

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

export const challenges: LessonChallenges = {
  "greeting-props": {
    starter: greetings(`function Greeting() {
  return <p>Hello, world!</p>;
}`),
    solution: greetings(`function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}!</p>;
}`),
    hint: "`Welcome` already passes a `name` to each Greeting. How does a component read what it was given?",
    explanation:
      'Props are a component\'s inputs: React passes the attributes written on `<Greeting name="Ada" />` as one object, and destructuring `{ name }` reads it. One component, three different outputs, which is the point of components.',
    checks: ["Ada", "Grace", "Linus"].map((name) => ({
      name: `"Hello, ${name}!" is on screen`,
      run: ({ screen, expect }) => {
        expect(
          screen.queryByText(`Hello, ${name}!`),
          `"Hello, ${name}!" is missing: Greeting ignores its name prop.`,
        );
      },
    })),
  },

  "derive-from-props": {
    starter: thermometer(`function Fahrenheit({ celsius }: { celsius: number }) {
  const [fahrenheit] = useState(celsius * 1.8 + 32);
  return <p role="status">{fahrenheit} °F</p>;
}`),
    solution: thermometer(`function Fahrenheit({ celsius }: { celsius: number }) {
  const fahrenheit = celsius * 1.8 + 32;
  return <p role="status">{fahrenheit} °F</p>;
}`),
    hint: "`useState(initial)` reads its argument only on the first render. Does Fahrenheit need state at all?",
    explanation:
      "Data flows one way: the parent owns `celsius` and passes it down. Copying a prop into state freezes the first value; computing `fahrenheit` during render keeps it in step with the prop on every render.",
    checks: [
      {
        name: "At 20 °C the display shows 68 °F",
        run: ({ screen, expect }) => {
          expect(
            screen.getByRole("status").textContent === "68 °F",
            "The first reading should be 68 °F.",
          );
        },
      },
      {
        name: "After +10 °C it shows 86 °F",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "+10 °C" }));
          const shown = screen.getByRole("status").textContent;
          expect(
            shown === "86 °F",
            `After +10 °C the display still shows ${shown}: it copied the first prop into state.`,
          );
        },
      },
    ],
  },
};
