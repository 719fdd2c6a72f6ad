import type { LessonCorpus } from "../types";
import { answerObject, feed, sides, tasks } from "../introduction";

export const corpus: LessonCorpus = {
  "browser-or-server": {
    wrong: [
      {
        name: "React runs in the browser, so everything does",
        source: sides(answerObject(["browser", "browser", "browser", "browser"])),
        message: /password.*you said browser, but it belongs in the server: the stored hashes/,
      },
      {
        name: "checks the password in the browser to save a round trip",
        source: sides(answerObject(["browser", "browser", "server", "browser"])),
        message: /stored hashes must never reach the browser/,
      },
      {
        name: "sends every keystroke to the server to count it",
        source: sides(answerObject(["server", "browser", "server", "server"])),
        message: /character count.*you said server.*depends only on what is in the text field/,
      },
      {
        name: "answers only the first two",
        source: sides(answerObject(["server", "browser", "", ""])),
        message: /"Save an order to the database" has no answer yet/,
      },
    ],
    right: [
      {
        name: "capitalised answers with spaces",
        source: sides(answerObject(["Server", "Browser ", "SERVER", " browser"])),
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

  "update-in-place": {
    wrong: [
      {
        name: "sets a fixed number of posts",
        source: feed(`  const [shown, setShown] = useState(2);

  function showMore() {
    setShown(4);
  }
`),
        message: /After two presses of "Show more" the feed shows 4 posts instead of 6/,
      },
      {
        name: "adds the posts to the page by hand",
        source: feed(`  const shown = 2;

  function showMore() {
    const list = document.querySelector("ul");
    const count = list ? list.children.length : 0;
    for (const post of allPosts.slice(count, count + 2)) {
      const item = document.createElement("li");
      item.textContent = post;
      list?.append(item);
    }
  }
`),
        message: /React never rendered Feed again: the list was changed by hand/,
      },
      {
        name: "keeps the posts in state and pushes into that array",
        source: feed(
          `  const [shown, setShown] = useState(allPosts.slice(0, 2));

  function showMore() {
    shown.push(...allPosts.slice(shown.length, shown.length + 2));
    setShown(shown);
  }
`,
          "shown",
        ),
        message: /changed a state array in place with push\(\)/,
      },
      {
        name: "calls a setter but still reads the plain variable",
        source: feed(`  let shown = 2;
  const [, setCount] = useState(2);

  function showMore() {
    shown = shown + 2;
    setCount(shown);
  }
`),
        message: /feed still shows 2 posts: a plain variable starts again on every render/,
      },
    ],
    right: [
      {
        name: "sets the next count from the current one",
        source: feed(`  const [shown, setShown] = useState(2);

  function showMore() {
    setShown(shown + 2);
  }
`),
      },
      {
        name: "keeps the visible posts in state as a new array",
        source: feed(
          `  const [visible, setVisible] = useState(allPosts.slice(0, 2));

  function showMore() {
    setVisible([...visible, ...allPosts.slice(visible.length, visible.length + 2)]);
  }
`,
          "visible",
        ),
      },
      {
        name: "counts pages",
        source: feed(
          `  const [pages, setPages] = useState(1);
  const showMore = () => setPages((count) => count + 1);
`,
          "allPosts.slice(0, pages * 2)",
        ),
      },
    ],
  },
};
