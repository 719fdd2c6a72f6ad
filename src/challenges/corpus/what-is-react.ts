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
        message:
          /"Hello, Ada!" is missing: Welcome must give each Greeting its name.*<Greeting name="Ada" \/>/,
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
        name: "copies the name into state",
        source: greetings(
          `export function Greeting({ name = "world" }) {
  const [shownName] = useState(name);
  return <p>Hello, {shownName}!</p>;
}`,
          threeNames,
        ).replace(/^/, 'import { useState } from "react";\n\n'),
        message:
          /Given "Katherine" and then "Mary Jackson", Greeting still shows "Hello, Katherine!"/,
      },
      {
        name: "a working Greeting, but Welcome writes the greetings itself",
        source: greetings(
          reads,
          `      <p>Hello, Ada!</p>
      <p>Hello, Grace!</p>
      <p>Hello, Linus!</p>`,
        ),
        message: /Welcome rendered no Greeting: the rest are written into Welcome by hand/,
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
        name: "typed props, with an interface and an optional name",
        source: greetings(
          `interface GreetingProps {
  name?: string;
}

export function Greeting({ name = "world" }: GreetingProps) {
  return <p>Hello, {name}!</p>;
}`,
          threeNames,
        ),
      },
      {
        name: "reads props.name, with ?? for the default",
        source: greetings(
          `export function Greeting(props: { name?: string }) {
  return <p>Hello, {props.name ?? "world"}!</p>;
}`,
          threeNames,
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
        message: /drew Fahrenheit 2 times: it was drawn first with the old reading/,
      },
      {
        name: "starts the state lazily from the prop",
        source: thermometer(`function Fahrenheit({ celsius = 0 }) {
  const [fahrenheit] = useState(() => celsius * 1.8 + 32);
  return <p role="status">{fahrenheit} °F</p>;
}`),
        message: /shows 68 °F instead of 86 °F: Fahrenheit does not follow the celsius prop/,
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
        name: "keeps the copy and remounts Fahrenheit with a key on every change",
        source: thermometer(`function Fahrenheit({ celsius = 0 }) {
  const [fahrenheit] = useState(celsius * 1.8 + 32);
  return <p role="status">{fahrenheit} °F</p>;
}`).replace("<Fahrenheit celsius={celsius} />", "<Fahrenheit key={celsius} celsius={celsius} />"),
        message:
          /Line 4 keeps a copy of the prop in state \(`useState\(celsius \* 1.8 \+ 32\)`\).*remounting Fahrenheit with a `key`/,
      },
      {
        name: "corrects the copy while rendering when the prop changes",
        source: thermometer(`function Fahrenheit({ celsius = 0 }) {
  const [fahrenheit, setFahrenheit] = useState(celsius * 1.8 + 32);
  const [previous, setPrevious] = useState(celsius);
  if (previous !== celsius) {
    setPrevious(celsius);
    setFahrenheit(celsius * 1.8 + 32);
  }
  return <p role="status">{fahrenheit} °F</p>;
}`),
        message:
          /keeps a copy of the prop in state .*setting the copy again while rendering, only hides that/,
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
        name: "typed props and a helper that converts",
        source: thermometer(
          `function toFahrenheit(celsius: number): number {
  return celsius * 1.8 + 32;
}

interface FahrenheitProps {
  celsius: number;
}

function Fahrenheit({ celsius }: FahrenheitProps) {
  return <output>{toFahrenheit(celsius)} °F</output>;
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
