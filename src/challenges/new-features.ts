import type { CheckContext, LessonChallenges } from "./types";

export const signup = (action: string) => `import { useActionState } from "react";

type State = { error: string | null; saved: string | null };

${action}

export default function Signup() {
  const [state, formAction, pending] = useActionState(save, { error: null, saved: null });
  return (
    <form action={formAction} className="space-y-2">
      <label className="flex gap-2">
        Name
        <input name="name" className="rounded border px-2" />
      </label>
      <button type="submit" disabled={pending} className="rounded border px-3">
        {pending ? "Saving…" : "Save"}
      </button>
      {state.error && <p role="alert">{state.error}</p>}
      {state.saved && <p role="status">Saved {state.saved}</p>}
    </form>
  );
}
`;

export const likes = (
  body: string,
  imports = "startTransition, useOptimistic, useState",
) => `import { ${imports} } from "react";

// Asks the server to record one like. It rejects when the server fails.
async function saveLike() {
  const response = await fetch("/api/likes", { method: "POST" });
  if (!response.ok) throw new Error(\`The server answered \${response.status}\`);
}

export default function LikeButton() {
  const [likes, setLikes] = useState(0);
${body}
}
`;

export const inbox = (head: string, imports = "useState") => `import { ${imports} } from "react";

export default function Inbox() {
  const [unread, setUnread] = useState(3);
  return (
    <div className="space-y-2">
${head}
      <p>{unread} unread messages</p>
      <button type="button" className="rounded border px-3" onClick={() => setUnread((n) => Math.max(0, n - 1))}>
        Mark one read
      </button>
    </div>
  );
}
`;

/** The button's count, whichever way the heart and number are written. */
const likesShown = (screen: CheckContext["screen"]) =>
  Number(/\d+/.exec(screen.getByRole("button", { name: /♥/ }).textContent ?? "")?.[0] ?? NaN);

/** Waits (up to 1 s) until the button shows `count`; resolves to what it shows then. */
async function waitForLikes({ screen, waitFor }: CheckContext, count: number) {
  await waitFor(
    () => {
      if (likesShown(screen) !== count) throw new Error("not yet");
    },
    { timeout: 2000 },
  ).catch(() => {});
  return likesShown(screen);
}

/** Every count the button showed from now on, to catch one that flashes by. */
function watchLikes({ root, screen }: CheckContext) {
  const seen = new Set<number>();
  const observer = new MutationObserver(() => seen.add(likesShown(screen)));
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return {
    stop: () => {
      observer.disconnect();
      return seen;
    },
  };
}

/**
 * Runs a like check, then answers every request still waiting. React groups every async action
 * that runs at the same time into one, and drops optimistic values only when all have ended: an
 * action left waiting on the fake server would keep the next check's guesses on screen.
 */
const answeringAll =
  (run: (context: CheckContext) => Promise<void>) => async (context: CheckContext) => {
    try {
      await run(context);
    } finally {
      for (const request of context.server.requests)
        if (!request.answered) request.respond({ likes: 1 });
      await context.sleep(50);
    }
  };

const clickLike = ({ screen, user }: CheckContext) =>
  user.click(screen.getByRole("button", { name: /♥/ }));

const SHOW_AT_ONCE =
  "call `addOptimistic(1)` inside `startTransition` (or a form action) before awaiting `saveLike()`";

/** Submits the sign-up form with `name` ("" leaves it empty); resolves to the form's text. */
async function submitName(
  { screen, user, waitFor, root }: CheckContext,
  name: string,
  answer: RegExp,
) {
  const field = screen.getByLabelText(/name/i);
  await user.clear(field);
  if (name) await user.type(field, name);
  await user.click(screen.getByRole("button", { name: /save/i }));
  await waitFor(
    () => {
      if (!answer.test(root.textContent ?? "")) throw new Error("not yet");
    },
    { timeout: 2000 },
  ).catch(() => {});
  // Whatever else the form shows settles with the same render.
  return root.textContent ?? "";
}

const REQUIRED = /name is required/i;
const saved = (name: string) => new RegExp(`saved\\s*${name}`, "i");
const RETURN_ERROR =
  'return `{ error: "Name is required.", saved: null }` from the action: whatever it returns becomes the new `state`';

/** What the tab reads before each check, so a title left by an earlier run tells nothing. */
const BLANK_TITLE = "Checking";
const resetTitle = () => {
  document.title = BLANK_TITLE;
};

/** Waits (up to 2 s) until the tab reads `expected`; resolves to what it reads then. */
async function waitForTitle({ waitFor }: CheckContext, expected: string) {
  await waitFor(
    () => {
      if (document.title.trim() !== expected) throw new Error("not yet");
    },
    { timeout: 2000 },
  ).catch(() => {});
  return document.title.trim();
}

/** Why the tab does not read `expected`, from what it reads. */
function titleMiss(title: string, expected: string, step: string) {
  if (title === BLANK_TITLE)
    return `The tab's title never changed: render \`<title>{\`${"Inbox (${unread})"}\`}</title>\` in the component; React 19 moves it into the document's head.`;
  if (!title)
    return "The tab's title is empty: `<title>` takes exactly one string, and `Inbox ({unread})` is three pieces of text. Give it a template string: {`Inbox (${unread})`}.";
  return `${step}the tab reads "${title}", not "${expected}": the title must follow \`unread\` on every render, in exactly that form.`;
}

export const challenges: LessonChallenges = {
  "action-state": {
    starter: signup(`async function save(previous: State, formData: FormData): Promise<State> {
  const name = String(formData.get("name") ?? "").trim();
  if (!name) return previous;
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { error: null, saved: name };
}`),
    solution: signup(`async function save(_previous: State, formData: FormData): Promise<State> {
  const name = String(formData.get("name") ?? "").trim();
  if (!name) return { error: "Name is required.", saved: null };
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { error: null, saved: name };
}`),
    hint: "Whatever the action returns becomes the new `state`. What does it return for an empty name, and what is left of the last save in it?",
    explanation:
      'With `useActionState`, the action\'s return value is the next state, so validation errors are returned like any other result. Returning `previous` for an empty name changed nothing the form could show; returning an error object makes the alert render. Each return describes the whole state, so an error clears the last "Saved" line and a save clears the error.',
    checks: [
      {
        name: 'Saving an empty name shows "Name is required."',
        run: async (context) => {
          const shown = await submitName(context, "", REQUIRED);
          context.expect(
            REQUIRED.test(shown),
            `Saving an empty name shows no error: ${RETURN_ERROR}, and returning \`previous\` (or a bare string) changes nothing the form shows.`,
          );
        },
      },
      {
        name: 'Saving a name of only spaces shows "Name is required." too',
        run: async (context) => {
          const shown = await submitName(context, "   ", REQUIRED);
          context.expect(
            REQUIRED.test(shown),
            /saved/i.test(shown)
              ? 'A name of only spaces was saved: trim the name (`String(formData.get("name") ?? "").trim()`) before checking it is empty.'
              : "A name of only spaces shows no error: reject it like an empty name, with the same error state.",
          );
        },
      },
      {
        name: 'Saving "Ada", then an empty name, shows only the error',
        run: async (context) => {
          const first = await submitName(context, "Ada", saved("Ada"));
          context.expect(
            saved("Ada").test(first),
            `Saving "Ada" shows "${first}", not "Saved Ada".`,
          );
          const shown = await submitName(context, "", REQUIRED);
          context.expect(
            REQUIRED.test(shown),
            "After saving Ada, an empty name shows no error: return the error state whatever the last save was.",
          );
          context.expect(
            !saved("Ada").test(shown),
            'After an empty name the form still says "Saved Ada" beside the error: the action\'s return value is the whole new state, so return `saved: null` with the error instead of keeping the previous save.',
          );
        },
      },
      {
        name: 'After the error, saving "Grace" shows "Saved Grace" and the error goes',
        run: async (context) => {
          await submitName(context, "", REQUIRED);
          const shown = await submitName(context, "Grace", saved("Grace"));
          context.expect(
            saved("Grace").test(shown),
            `Saving "Grace" after the error shows "${shown}", not "Saved Grace": return \`{ error: null, saved: name }\` for a valid name.`,
          );
          context.expect(
            !REQUIRED.test(shown),
            'After saving Grace the error "Name is required." is still shown: a successful save must return `error: null`, not spread the previous state.',
          );
        },
      },
      {
        name: 'A name of several words is saved whole, and the next save replaces it: "Ada Lovelace", then "Grace Hopper"',
        run: async (context) => {
          const first = await submitName(context, "Ada Lovelace", saved("Ada Lovelace"));
          context.expect(
            saved("Ada Lovelace").test(first),
            /saved\s*AdaLovelace/i.test(first)
              ? 'Saving "Ada Lovelace" shows "Saved AdaLovelace": the spaces inside the name were removed too. Trim only its ends: `.trim()`.'
              : `Saving "Ada Lovelace" shows "${first}", not "Saved Ada Lovelace".`,
          );
          const second = await submitName(context, "Grace Hopper", saved("Grace Hopper"));
          context.expect(
            saved("Grace Hopper").test(second) && !/Ada/.test(second),
            `After "Ada Lovelace", saving "Grace Hopper" shows "${second}": each save returns the whole new state, \`{ error: null, saved: name }\`.`,
          );
        },
      },
      {
        name: "The form still reports through useActionState",
        run: ({ code, expect }) => {
          expect(
            code.uses("react", "useActionState"),
            'The form no longer uses `useActionState`: the task is to make its action return the error. Keep `const [state, formAction, pending] = useActionState(save, …)` and return `{ error: "Name is required.", saved: null }` from `save`.',
          );
        },
      },
    ],
  },

  "optimistic-like": {
    starter: likes(`  async function like() {
    try {
      await saveLike();
      setLikes((count) => count + 1);
    } catch {
      // Not saved: the count stays as it was.
    }
  }

  return (
    <button type="button" className="rounded border px-3" onClick={like}>
      ♥ {likes}
    </button>
  );`),
    solution:
      likes(`  const [shownLikes, addOptimistic] = useOptimistic(likes, (current, added: number) => current + added);

  function like() {
    startTransition(async () => {
      addOptimistic(1);
      try {
        await saveLike();
        // After an await, updates need their own transition.
        startTransition(() => setLikes((count) => count + 1));
      } catch {
        // Nothing to undo: when the action ends, React drops the optimistic like.
      }
    });
  }

  return (
    <button type="button" className="rounded border px-3" onClick={like}>
      ♥ {shownLikes}
    </button>
  );`),
    hint: "`useOptimistic(likes, reducer)` shows a guess while an action runs, and drops it when the action ends. The guess must be set inside a transition (or a form action), and the real `likes` changes only once the server has said yes.",
    explanation:
      "Inside the transition, `addOptimistic(1)` shows the like at once. When the server answers, the real `likes` goes up (in its own transition, since it comes after an `await`) and React swaps the guess for it, so the count never jumps. When the server fails, nothing changes `likes`, and the guess disappears as the action ends: the rollback is free. The reducer `(current, added) => current + added` lets quick clicks stack, and the updater `count => count + 1` counts every answer even when they overlap.",
    checks: [
      {
        name: "A click shows ♥ 1 at once, before the server answers",
        run: answeringAll(async (context) => {
          await clickLike(context);
          const shown = await waitForLikes(context, 1);
          context.expect(
            !context.warnings.some((line) =>
              /optimistic state update occurred outside/i.test(line),
            ),
            "React warns that the optimistic update ran outside a transition: `addOptimistic(1)` was called before `startTransition`, so React cannot tell when to drop it. Call it inside the transition (or a form action).",
          );
          context.expect(
            shown === 1,
            shown > 1
              ? `One click shows ♥ ${shown}: the like was counted twice, by hand (\`setLikes\` before the save) and optimistically. Let \`useOptimistic\` show the guess, and change \`likes\` only when the server has answered.`
              : `While the server has not answered, the button shows ♥ ${shown}: the count waits for the server. Show the like optimistically: ${SHOW_AT_ONCE}.`,
          );
        }),
      },
      {
        name: "When the server saves it, the count stays on ♥ 1",
        run: answeringAll(async (context) => {
          await clickLike(context);
          await waitForLikes(context, 1);
          const [request] = await context.server.waitForRequests(1);
          const watch = watchLikes(context);
          request.respond({ likes: 1 });
          await context.sleep(200);
          const seen = watch.stop();
          const shown = likesShown(context.screen);
          context.expect(
            shown === 1,
            `After the server saved one like the button shows ♥ ${shown}${shown > 1 ? ": the like was counted twice, once by hand before the save and once after it. Let `useOptimistic` show the guess, and change `likes` only when the server has answered" : ": change the real `likes` once the server has answered"}.`,
          );
          context.expect(
            !seen.has(2),
            "When the server answered, the count jumped to ♥ 2 for a moment: the `setLikes` after `await` ran outside the transition, so React added the optimistic like on top of the saved one. Wrap it again: `startTransition(() => setLikes((count) => count + 1))`.",
          );
        }),
      },
      {
        name: "When the server fails, the like rolls back to ♥ 0",
        run: answeringAll(async (context) => {
          await clickLike(context);
          await waitForLikes(context, 1);
          const [request] = await context.server.waitForRequests(1);
          request.respond({ error: "Unavailable" }, { status: 503 });
          const shown = await waitForLikes(context, 0);
          context.expect(
            shown === 0,
            `The server refused the like, yet the button still shows ♥ ${shown}: an optimistic update needs a rollback. With \`useOptimistic\` it is free: change the real \`likes\` only after a successful save, and React drops the guess when the action ends.`,
          );
        }),
      },
      {
        name: "Two quick clicks show ♥ 2 at once, and end on ♥ 2 when both are saved",
        run: answeringAll(async (context) => {
          await clickLike(context);
          await clickLike(context);
          const guessed = await waitForLikes(context, 2);
          context.expect(
            guessed === 2,
            guessed === 1
              ? "Two clicks show ♥ 1 while the server works: the second guess replaced the first. Give `useOptimistic` a reducer that adds, `(current, added) => current + added`, and call `addOptimistic(1)`."
              : guessed > 2
                ? `Two clicks show ♥ ${guessed} while the server works: each like is counted more than once (see above).`
                : `Two clicks show ♥ ${guessed} while the server works: nothing is shown before the server answers (see above).`,
          );
          const requests = await context.server.waitForRequests(2);
          for (const request of requests) request.respond({ likes: 1 });
          // A right answer stays on 2; a stale count drops to 1 once both actions have ended.
          await context
            .waitFor(
              () => {
                if (likesShown(context.screen) === 2) throw new Error("still 2");
              },
              { timeout: 300 },
            )
            .catch(() => {});
          const shown = likesShown(context.screen);
          context.expect(
            shown === 2,
            `After both saves the button shows ♥ ${shown}: both answers set the count from the same stale \`likes\`. Use the updater form, \`setLikes((count) => count + 1)\`.`,
          );
        }),
      },
      {
        name: "Two clicks where the first save fails end on ♥ 1",
        run: answeringAll(async (context) => {
          await clickLike(context);
          await clickLike(context);
          const [first, second] = await context.server.waitForRequests(2);
          first.fail();
          second.respond({ likes: 1 });
          await context.sleep(100);
          const shown = await waitForLikes(context, 1);
          context.expect(
            shown === 1,
            `One of two likes failed, yet the button shows ♥ ${shown}: only a saved like may stay. Change \`likes\` only after a successful save, and let \`useOptimistic\` drop the guesses.`,
          );
        }),
      },
      {
        name: "The count comes from useOptimistic",
        run: ({ code, expect }) => {
          expect(
            code.uses("react", "useOptimistic"),
            "The task asks for `useOptimistic`: it shows the guess while the action runs and drops it by itself when the action ends, so there is no +1 and no rollback to write by hand. Call `useOptimistic(likes, (current, added) => current + added)` and show its value.",
          );
        },
      },
    ],
  },

  "document-title": {
    starter: inbox(`      <h2 className="font-semibold">Inbox</h2>`),
    solution: inbox(`      <title>{\`Inbox (\${unread})\`}</title>
      <h2 className="font-semibold">Inbox</h2>`),
    hint: "In React 19 a component can render `<title>` anywhere; React moves it into the document's `<head>`. Give it a single string.",
    explanation:
      "React 19 hoists `<title>`, `<meta>` and `<link>` elements rendered by components into the head, and updates them like any other element. A template string keeps the title one text child, as `<title>` requires.",
    checks: [
      {
        name: 'The tab reads "Inbox (3)", then follows each "Mark one read": (2), (1), (0)',
        setup: resetTitle,
        run: async (context) => {
          for (const unread of [3, 2, 1, 0]) {
            if (unread < 3)
              await context.user.click(
                context.screen.getByRole("button", { name: "Mark one read" }),
              );
            const expected = `Inbox (${unread})`;
            const title = await waitForTitle(context, expected);
            context.expect(
              title === expected,
              titleMiss(
                title,
                expected,
                unread < 3 ? `After ${3 - unread} "Mark one read", ` : "At first ",
              ),
            );
          }
        },
      },
      {
        name: "When the inbox leaves the page, its title goes with it",
        setup: resetTitle,
        run: async ({ unmount, waitFor, expect, notRun }) => {
          await waitFor(
            () => {
              if (!/inbox/i.test(document.title)) throw new Error("not yet");
            },
            { timeout: 2000 },
          ).catch(() => {});
          if (!/inbox/i.test(document.title))
            notRun('Not tried yet: the tab never read "Inbox (…)" (see above).');
          const titles = document.querySelectorAll("title").length;
          unmount();
          expect(
            !/inbox/i.test(document.title),
            `After the inbox unmounted, the tab still reads "${document.title}": the title was written into the document by hand (\`document.title = …\`), and nothing takes it back. Render \`<title>\` from the component instead, and React removes it with the component.`,
          );
          // A <title> the component rendered leaves with it; a title written by hand and put
          // back by an effect's cleanup leaves the document's own <title> element behind.
          expect(
            document.querySelectorAll("title").length < titles,
            "The tab's title is written by hand (`document.title = …`, put back by an effect's cleanup), not rendered: the task asks the component to render `<title>`, which React moves into the document's head and removes with the component, with no effect to write.",
          );
        },
      },
    ],
  },
};
