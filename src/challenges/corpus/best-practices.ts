import type { LessonCorpus } from "../types";
import { nameForm, toolbar } from "../best-practices";

/** The name form with its inputs' change handlers replaced (for answers that sync in them). */
const withHandlers = (source: string, first: string, last: string) =>
  source
    .replace("onChange={(event) => setFirst(event.target.value)}", `onChange={${first}}`)
    .replace("onChange={(event) => setLast(event.target.value)}", `onChange={${last}}`);

export const corpus: LessonCorpus = {
  "derive-state": {
    wrong: [
      {
        name: "syncs in a layout effect, so the screen is never wrong",
        source: nameForm(
          `  const [fullName, setFullName] = useState("");
  useLayoutEffect(() => {
    setFullName(\`\${first} \${last}\`);
  }, [first, last]);
`,
          "useLayoutEffect, useState",
        ),
        message: /rendered 2 times before it settled.*Compute it while rendering/,
      },
      {
        name: "puts the full name in state once, from the first values",
        source: nameForm(`  const [fullName] = useState(first + " " + last);
`),
        message: /After typing "!" in Last name the page shows "Full name: Ada Lovelace"/,
      },
      {
        name: "memoises with a dependency list that misses last",
        source: nameForm(
          `  const fullName = useMemo(() => first + " " + last, [first]);
`,
          "useMemo, useState",
        ),
        message: /does not follow the inputs/,
      },
      {
        name: "keeps the full name in state and updates it in both change handlers",
        source: withHandlers(
          nameForm(`  const [fullName, setFullName] = useState(first + " " + last);

  function changeFirst(event: React.ChangeEvent<HTMLInputElement>) {
    setFirst(event.target.value);
    setFullName(event.target.value + " " + last);
  }

  function changeLast(event: React.ChangeEvent<HTMLInputElement>) {
    setLast(event.target.value);
    setFullName(first + " " + event.target.value);
  }
`),
          "changeFirst",
          "changeLast",
        ),
        message: /keeps 3 pieces of state for two inputs/,
      },
      {
        name: "corrects the copied state during render",
        source: nameForm(
          `  const [fullName, setFullName] = useState(first + " " + last);
  if (fullName !== first + " " + last) setFullName(first + " " + last);
`,
          "useState",
        ),
        message: /keeps 3 pieces of state for two inputs/,
      },
      {
        name: "a child that copies the name into state, remounted with a key",
        source: nameForm(
          `  const fullName = <FullName key={first + " " + last} first={first} last={last} />;
`,
          "useState",
        ).replace(
          "export default function NameForm",
          `function FullName({ first, last }: { first: string; last: string }) {
  const [fullName] = useState(first + " " + last);
  return <>{fullName}</>;
}

export default function NameForm`,
        ),
        message: /keeps 3 pieces of state for two inputs/,
      },
      {
        name: "keeps the full name in a variable at the top of the module",
        source: withHandlers(
          nameForm(
            `  function changeFirst(event: React.ChangeEvent<HTMLInputElement>) {
    fullName = event.target.value + " " + last;
    setFirst(event.target.value);
  }

  function changeLast(event: React.ChangeEvent<HTMLInputElement>) {
    fullName = first + " " + event.target.value;
    setLast(event.target.value);
  }
`,
            "useState",
          ).replace(
            "export default function NameForm",
            `// Updated by the change handlers, so no state and no effect.
let fullName = "Ada Lovelace";

export default function NameForm`,
          ),
          "changeFirst",
          "changeLast",
        ),
        message:
          /a new form shows "Full name: Grace Lovelace": the full name lives outside the component/,
      },
    ],
    right: [
      {
        name: "a template literal",
        source: nameForm(
          `  const fullName = \`\${first} \${last}\`.trim();
`,
          "useState",
        ),
      },
      {
        name: "useMemo with both dependencies",
        source: nameForm(
          `  const fullName = useMemo(() => [first, last].filter(Boolean).join(" "), [first, last]);
`,
          "useMemo, useState",
        ),
      },
      {
        name: "one typed state object for both names",
        source: `import { useState, type ChangeEvent } from "react";

type Name = { first: string; last: string };

export default function NameForm() {
  const [name, setName] = useState<Name>({ first: "Ada", last: "Lovelace" });
  const update = (part: keyof Name) => (event: ChangeEvent<HTMLInputElement>) =>
    setName({ ...name, [part]: event.target.value });
  const fullName = \`\${name.first} \${name.last}\`;

  return (
    <form>
      <label>
        First name <input value={name.first} onChange={update("first")} />
      </label>
      <label>
        Last name <input value={name.last} onChange={update("last")} />
      </label>
      <output role="status">Full name: {fullName}</output>
    </form>
  );
}
`,
      },
      {
        name: "a helper function outside the component",
        source: nameForm(
          `  const fullName = formatName(first, last);
`,
          "useState",
        ).replace(
          "export default function NameForm",
          `function formatName(first: string, last: string) {
  return \`\${first} \${last}\`;
}

export default function NameForm`,
        ),
      },
    ],
  },

  "real-button": {
    wrong: [
      {
        name: "adds a role to the div",
        source:
          toolbar(`      <div role="button" className="inline-block cursor-pointer rounded border px-3" onClick={() => setSaved(true)}>
        Save
      </div>`),
        message: /Tab never reaches the Save control/,
      },
      {
        name: "adds a role and a tab index, but no key handling",
        source:
          toolbar(`      <div role="button" tabIndex={0} className="rounded border px-3" onClick={() => setSaved(true)}>
        Save
      </div>`),
        message: /Enter does nothing/,
      },
      {
        name: "handles Enter but not Space",
        source: toolbar(`      <div
        role="button"
        tabIndex={0}
        className="rounded border px-3"
        onClick={() => setSaved(true)}
        onKeyDown={(event) => {
          if (event.key === "Enter") setSaved(true);
        }}
      >
        Save
      </div>`),
        message: /Space does nothing on the Save control/,
      },
      {
        name: "uses a link without an href",
        source:
          toolbar(`      <a className="cursor-pointer underline" onClick={() => setSaved(true)}>
        Save
      </a>`),
        message: /finds no button named "Save"/,
      },
      {
        name: "makes a span focusable, without a role",
        source: toolbar(`      <span
        tabIndex={0}
        className="rounded border px-3"
        onClick={() => setSaved(true)}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") setSaved(true);
        }}
      >
        Save
      </span>`),
        message: /finds no button named "Save"/,
      },
      {
        name: "a link with an href and a button role",
        source: toolbar(`      <a
        href="#"
        role="button"
        className="rounded border px-3"
        onClick={(event) => {
          event.preventDefault();
          setSaved(true);
        }}
      >
        Save
      </a>`),
        message: /Space does nothing on the Save control/,
      },
      {
        name: "a real button, but saving on mouse down",
        source:
          toolbar(`      <button type="button" className="rounded border px-3" onMouseDown={() => setSaved(true)}>
        Save
      </button>`),
        message: /handler listens for the mouse/,
      },
      {
        name: "a real button taken out of the tab order",
        source:
          toolbar(`      <button type="button" tabIndex={-1} className="rounded border px-3" onClick={() => setSaved(true)}>
        Save
      </button>`),
        message: /Tab skips the Save control: `tabIndex=\{-1\}`/,
      },
    ],
    right: [
      {
        name: "a button with an icon and no type attribute",
        source:
          toolbar(`      <button className="rounded border px-3" onClick={() => setSaved(true)}>
        <span aria-hidden="true">💾</span> Save
      </button>`),
      },
      {
        name: "a typed handler function",
        source:
          toolbar(`      <button type="button" className="rounded border px-3" onClick={handleSave}>
        Save
      </button>`).replace(
            "  return (",
            `  const handleSave = (): void => {
    setSaved(true);
  };
  return (`,
          ),
      },
      {
        name: "a Button component like the Styling lesson's",
        source: toolbar(
          `      <Button onClick={() => setSaved(true)}>Save</Button>`,
          `import type { ComponentProps } from "react";

function Button({ className = "", ...props }: ComponentProps<"button">) {
  return <button type="button" className={\`rounded border px-3 \${className}\`} {...props} />;
}
`,
        ),
      },
      {
        name: "an input of type button",
        source: toolbar(
          `      <input type="button" value="Save" className="rounded border px-3" onClick={() => setSaved(true)} />`,
        ),
      },
      {
        name: "a div made into a full button by hand",
        source: toolbar(`      <div
        role="button"
        tabIndex={0}
        className="rounded border px-3"
        onClick={() => setSaved(true)}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            setSaved(true);
          }
        }}
      >
        Save
      </div>`),
      },
    ],
  },
};
