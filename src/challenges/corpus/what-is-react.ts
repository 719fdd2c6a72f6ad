import type { LessonCorpus } from "../types";
import { greetings, thermometer, threeNames } from "../what-is-react";

const reads = `export function Greeting({ name = "world" }) {
  return <p>Hello, {name}!</p>;
}`;

export const corpus: LessonCorpus = {
  "greeting-props": {
    wrong: [
      {
        name: "reads the prop but Welcome passes no names",
        source: greetings(
          reads,
          `      <Greeting />
      <Greeting />
      <Greeting />`,
        ),
        message: /"Hello, Ada!" is missing.*<Greeting name="Ada" \/>/,
      },
      {
        name: "writes the three greetings into Welcome instead",
        source: greetings(
          `export function Greeting() {
  return <p>Hello, world!</p>;
}`,
          `      <p>Hello, Ada!</p>
      <p>Hello, Grace!</p>
      <p>Hello, Linus!</p>`,
        ),
        message:
          /<Greeting name="Katherine" \/> shows "Hello, world!": Greeting ignores its name prop/,
      },
      {
        name: "takes the props object for the name",
        source: greetings(
          `export function Greeting(name) {
  return <p>Hello, {name}!</p>;
}`,
          threeNames,
        ),
        message: /Objects are not valid as a React child/,
      },
      {
        name: "reads the name with no default",
        source: greetings(
          `export function Greeting({ name }) {
  return <p>Hello, {name}!</p>;
}`,
          threeNames,
        ),
        message: /<Greeting \/> without a name shows "Hello, !": give the prop a default/,
      },
    ],
    right: [
      {
        name: "an arrow function and a template string",
        source: greetings(
          'export const Greeting = ({ name = "world" }) => <p>{`Hello, ${name}!`}</p>;',
          threeNames,
        ),
      },
      {
        name: "the name in bold, Welcome mapping over an array",
        source: greetings(
          `export function Greeting({ name = "world" }) {
  return (
    <p>
      Hello, <strong>{name}</strong>!
    </p>
  );
}`,
          `      {["Ada", "Grace", "Linus"].map((name) => (
        <Greeting key={name} name={name} />
      ))}`,
        ),
      },
      {
        name: "builds the sentence in a variable",
        source: greetings(
          `export function Greeting({ name = "world" }) {
  const sentence = "Hello, " + name + "!";
  return <p>{sentence}</p>;
}`,
          threeNames,
        ),
      },
    ],
  },

  "derive-from-props": {
    wrong: [
      {
        name: "keeps the copy in step with an effect",
        source: thermometer(
          `function Fahrenheit({ celsius = 0 }) {
  const [fahrenheit, setFahrenheit] = useState(celsius * 1.8 + 32);
  useEffect(() => {
    setFahrenheit(celsius * 1.8 + 32);
  }, [celsius]);
  return <p role="status">{fahrenheit} °F</p>;
}`,
          "useEffect, useState",
        ),
        message: /drew Fahrenheit 2 times: it keeps a copy of the prop in state/,
      },
      {
        name: "starts the state lazily from the prop",
        source: thermometer(`function Fahrenheit({ celsius = 0 }) {
  const [fahrenheit] = useState(() => celsius * 1.8 + 32);
  return <p role="status">{fahrenheit} °F</p>;
}`),
        message:
          /shows 68 °F instead of 86 °F: Fahrenheit copied its first celsius prop into state/,
      },
      {
        name: "keeps its own celsius in state",
        source: thermometer(`function Fahrenheit({ celsius = 0 }) {
  const [start] = useState(celsius);
  return <p role="status">{start * 1.8 + 32} °F</p>;
}`),
        message: /instead of 86 °F/,
      },
      {
        name: "types in the reading it should start with",
        source: thermometer(`function Fahrenheit() {
  const [fahrenheit] = useState(68);
  return <p role="status">{fahrenheit} °F</p>;
}`),
        message: /instead of 86 °F/,
      },
    ],
    right: [
      {
        name: "computes in the JSX, with 9 / 5",
        source: thermometer(
          `function Fahrenheit({ celsius = 0 }) {
  return <p>{(celsius * 9) / 5 + 32}°F</p>;
}`,
        ),
      },
      {
        name: "an arrow function with useMemo",
        source: thermometer(
          `const Fahrenheit = ({ celsius = 0 }) => {
  const fahrenheit = useMemo(() => celsius * 1.8 + 32, [celsius]);
  return (
    <p>
      <strong>{fahrenheit}</strong> °F
    </p>
  );
};`,
          "useMemo, useState",
        ),
      },
    ],
  },
};
