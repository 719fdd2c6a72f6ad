import type { LessonCorpus } from "../types";
import {
  answerObject,
  multiPageAnswer,
  sides,
  singlePageAnswer,
  siteRequests,
  tasks,
  trace,
} from "../introduction";

const multi = siteRequests(multiPageAnswer);
const single = siteRequests(singlePageAnswer);

export const corpus: LessonCorpus = {
  "browser-or-server": {
    wrong: [
      {
        name: "React runs in the browser, so everything does",
        source: sides(answerObject(["browser", "browser", "browser", "browser"])),
        message: /You said browser, but a browser would need the stored hashes/,
      },
      {
        name: "checks the password in the browser to save a round trip",
        source: sides(answerObject(["browser", "browser", "server", "browser"])),
        message: /anything sent to a browser can be read/,
      },
      {
        name: "sends every keystroke to the server to count it",
        source: sides(answerObject(["server", "browser", "server", "server"])),
        message:
          /You said server, but sending every keystroke to a server would make the count lag/,
      },
      {
        name: "answers only the first two",
        source: sides(answerObject(["server", "browser", "", ""])),
        message: /No answer yet: write "browser" or "server"/,
      },
      {
        name: "answers with the lesson's other words, client and backend",
        source: sides(answerObject(["backend", "client", "backend", "client"])),
        message: /You wrote "client": answer with one of the two words, "browser" or "server"/,
      },
      {
        name: "renames the object, so answers is gone",
        source: sides(answerObject(["server", "browser", "server", "browser"]))
          .replace("export const answers = ", "export const myAnswers = ")
          .replace("Object.entries(answers)", "Object.entries(myAnswers)"),
        message: /The file no longer exports `answers`/,
      },
    ],
    right: [
      {
        name: "capitalised answers with spaces",
        source: sides(answerObject(["Server", "Browser ", "SERVER", " browser"])),
      },
      {
        name: "typed answers, with satisfies",
        source: `type Side = "browser" | "server";

export const answers = {
  "Check a password against the stored hash": "server",
  "Open a menu when the reader taps it": "browser",
  "Save an order to the database": "server",
  "Show a live character count while typing": "browser",
} satisfies Record<string, Side>;

export default function Sides() {
  const entries: [string, Side][] = Object.entries(answers);
  return (
    <ul>
      {entries.map(([task, side]) => (
        <li key={task}>
          {task}: {side}
        </li>
      ))}
    </ul>
  );
}
`,
      },
      {
        name: "its own object, in another order, with single quotes",
        source: sides(`{
  [${JSON.stringify(tasks[3])}]: 'browser',
  [${JSON.stringify(tasks[2])}]: 'server',
  [${JSON.stringify(tasks[1])}]: 'browser',
  [${JSON.stringify(tasks[0])}]: 'server',
}`),
      },
    ],
  },

  "what-travels": {
    wrong: [
      {
        name: "the single page app asks for each page, as the multi-page site does",
        source: trace(
          multi,
          siteRequests({
            ...singlePageAnswer,
            users: ["GET /users"],
            ada: ["GET /users/42"],
            grace: ["GET /users/7"],
          }),
        ),
        message: /At Users, Ada and Grace the single page app asks for a page: it never does/,
      },
      {
        name: "loads the bundle again on every click",
        source: trace(
          multi,
          siteRequests({
            open: ["GET /", "GET /assets/app.js"],
            users: ["GET /assets/app.js", "GET /api/users"],
            ada: ["GET /assets/app.js", "GET /api/users/42"],
            grace: ["GET /assets/app.js", "GET /api/users/7"],
          }),
        ),
        message: /At Users, Ada and Grace the single page app loads \/assets\/app.js again/,
      },
      {
        name: "forgets that the shell must load the bundle",
        source: trace(multi, siteRequests({ ...singlePageAnswer, open: ["GET /"] })),
        message: /the browser must then ask for the bundle, `GET \/assets\/app.js`/,
      },
      {
        name: "the multi-page site fetches JSON as well as each page",
        source: trace(
          siteRequests({
            open: ["GET /"],
            users: ["GET /users", "GET /api/users"],
            ada: ["GET /users/42", "GET /api/users/42"],
            grace: ["GET /users/7", "GET /api/users/7"],
          }),
          single,
        ),
        message: /At Users, Ada and Grace the multi-page site asks the API for data: it never does/,
      },
      {
        name: "stops after one user, as the lesson's trace does",
        source: trace(
          siteRequests({ ...multiPageAnswer, grace: [] }),
          siteRequests({ ...singlePageAnswer, grace: [] }),
        ),
        message: /Nothing is listed for Grace in the multi-page site.*each click asks again/,
      },
      {
        name: "asks for the whole list again when a user is clicked",
        source: trace(
          multi,
          siteRequests({
            ...singlePageAnswer,
            ada: ["GET /api/users"],
            grace: ["GET /api/users"],
          }),
        ),
        message: /At Ada and Grace the single page app asks the API for other data than the link's/,
      },
      {
        name: "asks the API for the users as soon as the site opens",
        source: trace(
          multi,
          siteRequests({
            ...singlePageAnswer,
            open: ["GET /", "GET /assets/app.js", "GET /api/users"],
          }),
        ),
        message: /the home page shows none/,
      },
      {
        name: "puts the bundle before the shell",
        source: trace(
          multi,
          siteRequests({ ...singlePageAnswer, open: ["GET /assets/app.js", "GET /"] }),
        ),
        message: /the browser learns of \/assets\/app.js from the shell's script tag/,
      },
    ],
    right: [
      {
        name: "typed lists, as a reader of Getting Started would write them",
        source: trace(
          multi,
          single,
          'type Requests = Record<"open" | "users" | "ada" | "grace", string[]>;\n\n',
        )
          .replace("export const multiPage = {", "export const multiPage: Requests = {")
          .replace("export const singlePage = {", "export const singlePage: Requests = {"),
      },
      {
        name: "lower-case methods, full addresses and the lesson's arrows",
        source: trace(
          siteRequests({
            open: ["get http://localhost:5173/ → 200 text/html"],
            users: ["get http://localhost:5173/users → 200 text/html"],
            ada: ["get http://localhost:5173/users/42/ → 200 text/html"],
            grace: ["get http://localhost:5173/users/7 → 200 text/html"],
          }),
          siteRequests({
            open: ["GET / (the shell)", "GET /assets/app.js (the bundle)"],
            users: ["GET /api/users (JSON)"],
            ada: ["GET /api/users/42 (JSON)"],
            grace: ["GET /api/users/7 (JSON)"],
          }),
        ),
      },
      {
        name: "builds both traces from the links",
        source: trace(
          `{
  open: ["GET /"],
  users: [\`GET \${links.users}\`],
  ada: [\`GET \${links.ada}\`],
  grace: [\`GET \${links.grace}\`],
}`,
          `{
  open: ["GET /", "GET /assets/app.js"],
  users: [\`GET /api\${links.users}\`],
  ada: [\`GET /api\${links.ada}\`],
  grace: [\`GET /api\${links.grace}\`],
}`,
          `const links = { users: "/users", ada: "/users/42", grace: "/users/7" };\n\n`,
        ),
      },
    ],
  },
};
