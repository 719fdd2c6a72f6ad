import type { CheckContext, LessonChallenges } from "./types";

// This lesson comes before the TypeScript primer (Getting Started), so its code uses no
// TypeScript syntax: the types below are all inferred from the values.

/** The answers file: `answers` maps each task to "browser", "server" or "" (not answered). */
export const sides = (answers: string) => `export const answers = ${answers};

export default function Sides() {
  return (
    <ul>
      {Object.entries(answers).map(([task, side]) => (
        <li key={task}>
          {task}: {side || "?"}
        </li>
      ))}
    </ul>
  );
}
`;

export const tasks = [
  "Check a password against the stored hash",
  "Open a menu when the reader taps it",
  "Save an order to the database",
  "Show a live character count while typing",
] as const;

/** `answers` as a learner writes it, one line per task, in the order of `tasks`. */
export const answerObject = (values: readonly string[]) =>
  `{\n${tasks.map((task, index) => `  "${task}": "${values[index]}",`).join("\n")}\n}`;

type Side = "browser" | "server";

/** Each task's side, why it belongs there, and what goes wrong on the other side. */
const expected: [(typeof tasks)[number], Side, string, string][] = [
  [
    tasks[0],
    "server",
    "the stored hashes must never reach the browser, where anyone can read what a page holds",
    "a browser would need the stored hashes to compare against, and anything sent to a browser can be read (and the hashes tried against guessed passwords at leisure)",
  ],
  [
    tasks[1],
    "browser",
    "it only reacts to the reader's own input on the page, with nothing to fetch or keep",
    "every tap would wait for a round trip to the server, for work that needs nothing but the tap itself",
  ],
  [
    tasks[2],
    "server",
    "only the server can reach the shared database; the browser sends it the order as a request",
    "the browser cannot reach the shared database, and must not: anyone can change what their browser runs, so the server has to receive the order and check it",
  ],
  [
    tasks[3],
    "browser",
    "it depends only on what is in the text field, so a round trip to a server would only slow it down",
    "sending every keystroke to a server would make the count lag behind the typing, for work that needs only the text in the field",
  ],
];

const place = (side: Side) => (side === "browser" ? "in the browser" : "on the server");

const NO_ANSWERS =
  'The file no longer exports `answers`: keep `export const answers = { … }` and write "browser" or "server" for each task.';

/** The network trace: the four steps of the reader's visit, by the keys the answer uses. */
export const steps = [
  { key: "open", label: "Open /", link: "/" },
  { key: "users", label: "Users", link: "/users" },
  { key: "ada", label: "Ada", link: "/users/42" },
  { key: "grace", label: "Grace", link: "/users/7" },
] as const;

type StepKey = (typeof steps)[number]["key"];

/** One site's requests, one line per step, as a learner writes them. */
export const siteRequests = (requests: Record<StepKey, string[]>) =>
  `{\n${steps.map(({ key }) => `  ${key}: [${requests[key].map((line) => JSON.stringify(line)).join(", ")}],`).join("\n")}\n}`;

/** The trace file: `multiPage` and `singlePage` (each an object literal), then the table. */
export const trace = (
  multiPage: string,
  singlePage: string,
  head = "",
) => `${head}// A reader opens the site at /, follows its Users link (/users),
// then Ada (/users/42), then Grace (/users/7). For each step, list
// what the browser asks the server for, in order, as "GET /path".
// The first step of the multi-page site is done for you.

export const multiPage = ${multiPage};

export const singlePage = ${singlePage};

const rows = [
  { step: "Open /", multi: multiPage.open, single: singlePage.open },
  { step: "Click Users (/users)", multi: multiPage.users, single: singlePage.users },
  { step: "Click Ada (/users/42)", multi: multiPage.ada, single: singlePage.ada },
  { step: "Click Grace (/users/7)", multi: multiPage.grace, single: singlePage.grace },
];

export default function Requests() {
  return (
    <div className="space-y-3 text-sm">
      {rows.map((row) => (
        <section key={row.step}>
          <h3 className="font-semibold">{row.step}</h3>
          <p>Multi-page site: {row.multi.join(", ") || "?"}</p>
          <p>Single page app: {row.single.join(", ") || "?"}</p>
        </section>
      ))}
    </div>
  );
}
`;

const empty: Record<StepKey, string[]> = { open: [], users: [], ada: [], grace: [] };

export const multiPageAnswer: Record<StepKey, string[]> = {
  open: ["GET /"],
  users: ["GET /users"],
  ada: ["GET /users/42"],
  grace: ["GET /users/7"],
};

export const singlePageAnswer: Record<StepKey, string[]> = {
  open: ["GET /", "GET /assets/app.js"],
  users: ["GET /api/users"],
  ada: ["GET /api/users/42"],
  grace: ["GET /api/users/7"],
};

const BUNDLE = "/assets/app.js";

interface Request {
  method: string;
  path: string;
}

/**
 * "GET /users", "get http://localhost/users/", "/users" or the lesson's own
 * "GET /users → 200 text/html (…)": the method (GET when none is written) and the path.
 */
function readRequest(line: string): Request | null {
  const match = /^\s*(?:([A-Za-z]+)\s+)?(\S+)/.exec(line);
  if (!match) return null;
  const path = match[2]
    .toLowerCase()
    .replace(/^https?:\/\/[^/]+/, "")
    .replace(/(.)\/$/, "$1");
  return path.startsWith("/") ? { method: (match[1] ?? "GET").toUpperCase(), path } : null;
}

type Site = Record<StepKey, Request[]>;

/** The export `name` as each step's requests, or the message that says what is wrong with it. */
function readSite(exports: Record<string, unknown>, name: string): Site | string {
  const value = exports[name];
  const shape = `keep \`export const ${name} = { open: […], users: […], ada: […], grace: […] }\`, with a list for each step`;
  if (!value || typeof value !== "object")
    return `The file no longer exports \`${name}\`: ${shape}.`;
  const site = {} as Site;
  for (const { key } of steps) {
    const list = (value as Record<string, unknown>)[key];
    if (!Array.isArray(list)) return `\`${name}.${key}\` is not a list: ${shape}.`;
    const requests = list.map((line) => (typeof line === "string" ? readRequest(line) : null));
    const unreadable = list.find((_, index) => !requests[index]);
    if (unreadable !== undefined)
      return `\`${name}.${key}\` holds ${JSON.stringify(unreadable)}: write each request as a string, like "GET /users".`;
    site[key] = requests as Request[];
  }
  return site;
}

/** The export `name` as each step's requests; the check fails when it cannot be read. */
function requireSite({ exports, expect }: CheckContext, name: string): Site {
  const site = readSite(exports, name);
  if (typeof site === "string") expect(false, site);
  const everyStep = stepNames(steps.map((step) => step.key));
  expect(
    steps.some(({ key }) => (site as Site)[key].length),
    nothingListed(name === "multiPage" ? "multi-page site" : "single page app")(everyStep),
  );
  return site as Site;
}

const stepNames = (keys: StepKey[]) => {
  const labels = keys.map((key) => steps.find((step) => step.key === key)!.label);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`
    : labels[0];
};

/**
 * Each step's first problem, as a cause; the check reports the first cause with every step it
 * applies to, so one mistake made at three steps is said once.
 */
function firstCause(
  causes: Partial<Record<StepKey, string>>,
  messages: Record<string, (steps: string) => string>,
) {
  const keys = steps.map((step) => step.key).filter((key) => causes[key]);
  if (!keys.length) return null;
  const cause = causes[keys[0]]!;
  return messages[cause](stepNames(keys.filter((key) => causes[key] === cause)));
}

/** Steps with nothing listed: all of them is a start not yet made, some a visit cut short. */
const nothingListed = (site: string) => (at: string) =>
  at === stepNames(steps.map((step) => step.key))
    ? `Nothing is listed yet for the ${site}: write what the browser asks for at each of the four steps, like "GET /users".`
    : `Nothing is listed for ${at} in the ${site}: every step of this visit asks the server for something.${at === "Grace" ? " The lesson's trace stops after one user; here each click asks again." : ""}`;

const notGet = (at: string) =>
  `At ${at} a request is not a GET: following a link or loading a page only reads, and reading is GET (POST, PUT and DELETE change data).`;

/** The multi-page site: each step is one GET of the page at the link. */
function multiPageCause(requests: Request[], link: string) {
  if (!requests.length) return "nothing";
  if (requests.some((request) => request.method !== "GET")) return "method";
  if (requests.some((request) => request.path.startsWith("/api"))) return "data";
  if (requests.some((request) => request.path === BUNDLE)) return "bundle";
  if (requests.length > 1) return "extra";
  return requests[0].path === link ? null : "path";
}

const multiPageMessages: Record<string, (at: string) => string> = {
  nothing: nothingListed("multi-page site"),
  method: notGet,
  data: (at) =>
    `At ${at} the multi-page site asks the API for data: it never does. Its server puts the data into the page it builds, so each step is one request for a whole page, like \`GET /users/42\`.`,
  bundle: (at) =>
    `At ${at} the multi-page site loads /assets/app.js: it has no script of its own. The server sends finished pages, one per link.`,
  extra: (at) =>
    `At ${at} the multi-page site asks for more than one thing: each step is one request, for the whole page at the link.`,
  path: (at) =>
    `At ${at} the multi-page site asks for another page than the link names: following a link asks for the page at its address, like \`GET /users/42\` for Ada.`,
};

/** The single page app's clicks: one GET of the link's data from the API (the bundle apart). */
function singlePageClickCause(requests: Request[], link: string) {
  const asked = requests.filter((request) => request.path !== BUNDLE);
  if (!asked.length) return requests.length ? null : "nothing";
  if (asked.some((request) => request.method !== "GET")) return "method";
  if (asked.some((request) => !request.path.startsWith("/api"))) return "page";
  if (asked.length > 1) return "extra";
  return asked[0].path === `/api${link}` ? null : "path";
}

const singlePageMessages: Record<string, (at: string) => string> = {
  nothing: nothingListed("single page app"),
  method: notGet,
  page: (at) =>
    `At ${at} the single page app asks for a page: it never does after the first one. JavaScript changes the address itself (the History API) and asks the API for just the data, like \`GET /api/users/42\` for Ada.`,
  extra: (at) =>
    `At ${at} the single page app asks for more than it needs: one request for the data of the screen the link opens.`,
  path: (at) =>
    `At ${at} the single page app asks the API for other data than the link's: the users list for Users, and one user for Ada or Grace (\`GET /api/users/42\`, \`GET /api/users/7\`).`,
};

const sameRequests = (requests: Request[], expected: string[]) =>
  requests.map((request) => `${request.method} ${request.path}`).join() === expected.join();

export const challenges: LessonChallenges = {
  "browser-or-server": {
    starter: sides(answerObject(["", "", "", ""])),
    solution: sides(answerObject(["server", "browser", "server", "browser"])),
    hint: "Ask two questions: does it need data or secrets only the server holds, and does it only react to what the reader does on the page?",
    explanation:
      "Work that needs secrets or shared data (password hashes, the database) belongs on the server: anything sent to the browser can be read by anyone. Work that only reacts to the reader's input (menus, counters) belongs in the browser, where it needs no round trip.",
    checks: expected.map(([task, side, why, otherSide]) => ({
      // A neutral name: the names show with the results, and must not give the answers away.
      name: `"${task}": browser or server?`,
      run: ({ exports, expect }) => {
        const answers = exports.answers;
        expect(answers && typeof answers === "object", NO_ANSWERS);
        const given = (answers as Record<string, unknown>)[task];
        const answer = typeof given === "string" ? given.trim().toLowerCase() : "";
        expect(answer !== "", 'No answer yet: write "browser" or "server".');
        expect(
          answer === "browser" || answer === "server",
          `You wrote "${String(given).trim()}": answer with one of the two words, "browser" or "server".`,
        );
        expect(
          answer === side,
          `You said ${answer}, but ${otherSide}. It belongs ${place(side)}: ${why}.`,
        );
      },
    })),
  },

  "what-travels": {
    starter: trace(siteRequests({ ...empty, open: ["GET /"] }), siteRequests(empty)),
    solution: trace(siteRequests(multiPageAnswer), siteRequests(singlePageAnswer)),
    hint: "Reread the lesson's two traces. What does a multi-page site ask for on every link? And once a single page app has loaded, what is the only thing it still needs from a server?",
    explanation:
      "The multi-page site asks for a finished HTML page at every step, with the data already inside. The single page app asks for a page once: the shell, which names the bundle, so the bundle comes next. From then on JavaScript changes the address itself and asks the API only for the data each screen needs, one request per click, and the bundle is never loaded again.",
    checks: [
      {
        name: "The multi-page site asks for a whole new page at every step",
        run: (context) => {
          const { expect } = context;
          const site = requireSite(context, "multiPage");
          const causes = Object.fromEntries(
            steps.map(({ key, link }) => [key, multiPageCause(site[key], link)]),
          );
          const message = firstCause(causes, multiPageMessages);
          expect(!message, message ?? "");
        },
      },
      {
        name: "Opening the single page app loads the shell, then the bundle, and no data yet",
        run: (context) => {
          const { expect } = context;
          const site = requireSite(context, "singlePage");
          const open = site.open;
          const paths = open.map((request) => request.path);
          expect(open.length > 0, nothingListed("single page app")("Open /"));
          expect(
            paths.includes("/"),
            "Opening the single page app asks for no page: even a single page app starts with an HTML document, the small shell, `GET /`.",
          );
          expect(
            paths.includes(BUNDLE),
            'Opening the single page app loads only the shell, an empty `<div id="root">` and a script tag: the browser must then ask for the bundle, `GET /assets/app.js`, before anything shows.',
          );
          expect(
            paths.indexOf("/") < paths.indexOf(BUNDLE),
            "The bundle comes before the shell: the browser learns of /assets/app.js from the shell's script tag, so `GET /` comes first.",
          );
          expect(
            !paths.some((path) => path.startsWith("/api")),
            "Opening the home page asks the API for data, but the home page shows none: the app asks for data when a screen needs it, after a click.",
          );
          expect(
            sameRequests(open, singlePageAnswer.open),
            `Opening the single page app lists ${open.length} requests: the shell (\`GET /\`) and the bundle (\`GET /assets/app.js\`), nothing else.`,
          );
        },
      },
      {
        name: "The single page app never loads its bundle again after opening",
        run: (context) => {
          const { expect } = context;
          const site = requireSite(context, "singlePage");
          const again = steps
            .filter(({ key }) => key !== "open")
            .filter(({ key }) => site[key].some((request) => request.path === BUNDLE))
            .map(({ key }) => key);
          expect(
            !again.length,
            `At ${stepNames(again)} the single page app loads /assets/app.js again: the bundle is loaded once, when the site opens, and every later click runs the code already in the page.`,
          );
        },
      },
      {
        name: "Each click in the single page app asks the API for that screen's data only",
        run: (context) => {
          const { expect } = context;
          const site = requireSite(context, "singlePage");
          const causes = Object.fromEntries(
            steps
              .filter(({ key }) => key !== "open")
              .map(({ key, link }) => [key, singlePageClickCause(site[key], link)]),
          );
          const message = firstCause(causes, singlePageMessages);
          expect(!message, message ?? "");
        },
      },
    ],
  },
};
