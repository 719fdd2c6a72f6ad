import type { LessonCorpus } from "../types";
import {
  bannerApp,
  checkedView,
  crashingView,
  likes,
  lowerBanner,
  profile,
} from "../getting-started";

const heading = "<h2>Welcome to your first React app</h2>";

export const corpus: LessonCorpus = {
  "capital-names": {
    wrong: [
      {
        name: "capitalises the tag but not the function",
        source: bannerApp(lowerBanner, "<WelcomeBanner />"),
        message: /WelcomeBanner is not defined/,
      },
      {
        name: "calls the component as a function",
        source: bannerApp(lowerBanner, "{welcomeBanner()}"),
        message: /no WelcomeBanner component rendered: calling it like a function/,
      },
      {
        name: "copies the heading into App",
        source: bannerApp(lowerBanner.replace("function", "export function"), heading),
        message: /no WelcomeBanner component rendered/,
      },
      {
        name: "renders the component with createElement",
        source: bannerApp(
          `import { createElement } from "react";

function WelcomeBanner() {
  return <h2>Welcome to your first React app</h2>;
}`,
          "{createElement(WelcomeBanner)}",
        ),
        message:
          /WelcomeBanner renders, but through `createElement\(WelcomeBanner\)`.*write it as a JSX tag/,
      },
      {
        name: "capitalises only the tag's first letter as HTML would",
        source: bannerApp(lowerBanner, "<Welcomebanner />"),
        message: /Welcomebanner is not defined/,
      },
    ],
    right: [
      {
        name: "an arrow function component",
        source: bannerApp(`const WelcomeBanner = () => ${heading};`, "<WelcomeBanner />"),
      },
      {
        name: "typed, with the return type spelt out",
        source: bannerApp(
          `import type { ReactElement } from "react";

function WelcomeBanner(): ReactElement {
  return <h2>Welcome to your first React app</h2>;
}`,
          "<WelcomeBanner />",
        ),
      },
      {
        name: "an exported component with an opening and closing tag",
        source: bannerApp(
          `export function WelcomeBanner() {
  return (
    <header>
      ${heading}
    </header>
  );
}`,
          "<WelcomeBanner></WelcomeBanner>",
        ),
      },
      {
        name: "gives the lower-case function a capitalised name",
        source: bannerApp(
          `${lowerBanner}\n\nconst WelcomeBanner = welcomeBanner;`,
          "<WelcomeBanner />",
        ),
      },
    ],
  },

  "missing-import": {
    wrong: [
      {
        name: "imports from React with a capital R",
        source: likes('import { useState } from "React";'),
        message: /Cannot import "React": the playground has no such module/,
      },
      {
        name: "imports React but calls useState on its own",
        source: likes('import React from "react";'),
        message: /useState is not defined/,
      },
      {
        name: "imports useState as a default import",
        source: likes('import useState from "react";'),
        message: /is not a function/,
      },
      {
        name: "drops the hook for a plain variable",
        source: likes(
          "",
          `let likes = 0;
  const setLikes = (value: number) => {
    likes = value;
  };`,
        ),
        message:
          /After one click the button shows "Likes: 0" instead of "Likes: 1".*must live in state/,
      },
      {
        name: "keeps a running total outside the component, so it survives",
        source: likes(
          'import { useState } from "react";\n\nlet total = 0;',
          `const [likes, setLikes] = useState(total);
  const like = () => {
    total = likes + 1;
    setLikes(total);
  };`,
        ).replace("onClick={() => setLikes(likes + 1)}", "onClick={like}"),
        message: /A second Likes button shows "Likes: 2" before anyone clicked it/,
      },
      {
        name: "counts in one variable for every button, and re-renders by hand",
        source: likes(
          'import { useReducer } from "react";\n\nlet likes = 0;',
          `const [, rerender] = useReducer((n: number) => n + 1, 0);
  const setLikes = (value: number) => {
    likes = value;
    rerender();
  };`,
        ),
        message: /A second Likes button shows "Likes: 2" before anyone clicked it/,
      },
    ],
    right: [
      {
        name: "through the React namespace",
        source: likes(
          'import * as React from "react";',
          "const [likes, setLikes] = React.useState(0);",
        ),
      },
      {
        name: "with React's default export and a destructured hook",
        source: likes(
          'import React from "react";\n\nconst { useState } = React;',
          "const [likes, setLikes] = useState(0);",
        ),
      },
      {
        name: "typed state and an updater",
        source: likes(
          'import { useState } from "react";',
          "const [likes, setLikes] = useState<number>(0);",
        ).replace(
          "onClick={() => setLikes(likes + 1)}",
          "onClick={() => setLikes((count) => count + 1)}",
        ),
      },
      {
        name: "single quotes, no semicolon",
        source: likes("import { useState } from 'react'"),
      },
    ],
  },

  "typed-user": {
    wrong: [
      {
        name: "silences the compiler with any",
        source: profile("  const [user, setUser] = useState<any>(null);", checkedView),
        message: /uses `any`, which switches TypeScript's checking off/,
      },
      {
        name: "types the state but promises it is never null",
        source: profile(
          "  const [user, setUser] = useState<User | null>(null);",
          crashingView.replace("user.name", "user!.name"),
        ),
        message: /Cannot read properties of null \(reading 'name'\)/,
      },
      {
        name: "reads the name with ?. but never checks for null",
        source: profile(
          "  const [user, setUser] = useState<User | null>(null);",
          crashingView.replace("user.name", "user?.name"),
        ),
        message: /With nobody signed in the page shows "Signed in as Sign in as Ada"/,
      },
      {
        name: "starts with an empty object cast to User",
        source: profile("  const [user, setUser] = useState<User>({} as User);", crashingView),
        message: /is null, so there is nobody to name/,
      },
      {
        name: "checks for null but leaves useState(null) untyped",
        source: profile("  const [user, setUser] = useState(null);", checkedView),
        message: /`useState\(null\)` is given no type, so it infers the type `null`/,
      },
      {
        name: "writes the generic only in a comment",
        source: profile(
          "  // useState<User | null>(null) would do it\n  const [user, setUser] = useState(null);",
          checkedView,
        ),
        message: /`useState\(null\)` is given no type/,
      },
      {
        name: "types the state as a User or undefined",
        source: profile(
          "  const [user, setUser] = useState<User | undefined>(undefined);",
          checkedView.replace("user === null", "user === undefined"),
        ),
        message:
          /`useState<User \| undefined>` says the state holds User or undefined, but .*`null` before/,
      },
      {
        name: "repeats the shape instead of naming User",
        source: profile(
          "  const [user, setUser] = useState<{ id: string; name: string } | null>(null);",
          checkedView,
        ),
        message: /the type the file declares and null/,
      },
    ],
    right: [
      {
        name: "the lesson's own Profile",
        source: `import { useState } from "react";

interface User {
  id: string;
  name: string;
}

export function Profile() {
  const [user, setUser] = useState<User | null>(null);

  if (user === null) {
    return (
      <button onClick={() => setUser({ id: "u1", name: "Ada" })}>Sign in as Ada</button>
    );
  }
  // Past the check, user is a User: reading user.name is safe.
  return <p>Signed in as {user.name}</p>;
}
`,
      },
      {
        name: "null first in the union, a ternary in the JSX",
        source: profile(
          "  const [user, setUser] = useState<null | User>(null);",
          `  return (
    <div className="space-y-2">
      {user ? (
        <p>
          Signed in as <strong>{user.name}</strong>
        </p>
      ) : (
        <button type="button" onClick={() => setUser(ada)}>
          Sign in as Ada
        </button>
      )}
    </div>
  );`,
        ),
      },
      {
        name: "a type alias for the union",
        source: profile(
          `  type MaybeUser = User | null;
  const [user, setUser] = useState<MaybeUser>(null);`,
          `  if (!user) {
    return <button onClick={() => setUser(ada)}>Sign in as Ada</button>;
  }
  return <p>Signed in as {user.name}</p>;`,
        ),
      },
      {
        name: "through the React namespace, with the union in parentheses",
        source: profile(
          "  const [user, setUser] = React.useState<(User | null)>(null);",
          checkedView,
        ).replace('import { useState } from "react";', 'import * as React from "react";'),
      },
    ],
  },
};
