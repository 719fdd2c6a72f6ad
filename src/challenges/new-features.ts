import type { LessonChallenges } from "./types";

const signup = (action: string) => `import { useActionState } from "react";

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

const likes = (body: string) => `import { startTransition, useOptimistic, useState } from "react";

// Stands in for a server call that records one like and takes a moment.
function saveLike() {
  return new Promise<void>((resolve) => setTimeout(resolve, 300));
}

export default function LikeButton() {
  const [likes, setLikes] = useState(0);
${body}
}
`;

const inbox = (head: string) => `import { useState } from "react";

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
    hint: "Whatever the action returns becomes the new `state`. What does it return for an empty name?",
    explanation:
      "With `useActionState`, the action's return value is the next state, so validation errors are returned like any other result. Returning `previous` for an empty name changed nothing the form could show; returning an error object makes the alert render.",
    checks: [
      {
        name: 'Saving an empty name shows "Name is required."',
        run: async ({ screen, user, waitFor, expect }) => {
          await user.click(screen.getByRole("button", { name: "Save" }));
          await waitFor(() => screen.getByRole("alert")).catch(() => {});
          expect(
            screen.queryByRole("alert")?.textContent === "Name is required.",
            "An empty name shows no error: the action returned the previous state unchanged.",
          );
        },
      },
      {
        name: 'Saving "Ada" shows "Saved Ada"',
        run: async ({ screen, user }) => {
          await user.type(screen.getByLabelText("Name"), "Ada");
          await user.click(screen.getByRole("button", { name: "Save" }));
          await screen.findByText("Saved Ada");
        },
      },
    ],
  },

  "optimistic-like": {
    starter: likes(`  async function like() {
    await saveLike();
    setLikes((count) => count + 1);
  }

  return (
    <button type="button" className="rounded border px-3" onClick={like}>
      ♥ {likes}
    </button>
  );`),
    solution:
      likes(`  const [shownLikes, addOptimistic] = useOptimistic(likes, (current, change: number) => current + change);

  function like() {
    startTransition(async () => {
      addOptimistic(1);
      await saveLike();
      // The updater form counts every answer, even when clicks overlap.
      startTransition(() => setLikes((count) => count + 1));
    });
  }

  return (
    <button type="button" className="rounded border px-3" onClick={like}>
      ♥ {shownLikes}
    </button>
  );`),
    hint: "`useOptimistic` shows a guess while an action runs. The guess must be set inside a transition (or a form action).",
    explanation:
      "Inside the transition, `addOptimistic(1)` shows 1 like at once. When the server answers, the real `likes` state goes up with the updater form, and React drops the optimistic value in favour of it, so the count never jumps back. The updater reads the latest count, so two overlapping clicks end on 2, not on the 1 a stale `likes + 1` would give.",
    checks: [
      {
        name: "A click shows ♥ 1 at once, before the server answers",
        run: async ({ screen, user, sleep, expect }) => {
          await user.click(screen.getByRole("button", { name: /♥/ }));
          await sleep(50);
          const shown = screen.getByRole("button", { name: /♥/ }).textContent;
          expect(
            shown === "♥ 1",
            `50 ms after the click the button shows "${shown}": the reader waits for the server.`,
          );
        },
      },
      {
        name: "After the server answers, it still shows ♥ 1",
        run: async ({ screen, user, sleep, expect }) => {
          await user.click(screen.getByRole("button", { name: /♥/ }));
          await sleep(450);
          const shown = screen.getByRole("button", { name: /♥/ }).textContent;
          expect(shown === "♥ 1", `After the save the button shows "${shown}".`);
        },
      },
      {
        name: "Two quick clicks end on ♥ 2 once the server has answered both",
        run: async ({ screen, user, sleep, expect }) => {
          const button = screen.getByRole("button", { name: /♥/ });
          await user.click(button);
          await user.click(button);
          await sleep(450);
          const shown = screen.getByRole("button", { name: /♥/ }).textContent;
          expect(
            shown === "♥ 2",
            `After two saves the button shows "${shown}": both answers set the count from the same stale value.`,
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
        name: 'The tab title reads "Inbox (3)"',
        run: async ({ waitFor, expect }) => {
          await waitFor(() => {
            if (document.title !== "Inbox (3)") throw new Error("not yet");
          }).catch(() => {});
          expect(document.title === "Inbox (3)", `The document's title is "${document.title}".`);
        },
      },
      {
        name: 'After "Mark one read" it reads "Inbox (2)"',
        run: async ({ screen, user, waitFor, expect }) => {
          await user.click(screen.getByRole("button", { name: "Mark one read" }));
          await waitFor(() => {
            if (document.title !== "Inbox (2)") throw new Error("not yet");
          }).catch(() => {});
          expect(document.title === "Inbox (2)", `The document's title is "${document.title}".`);
        },
      },
    ],
  },
};
