import type { LessonCorpus } from "../types";
import { inbox, likes, signup } from "../new-features";

const readName = `  const name = String(formData.get("name") ?? "").trim();`;
const wait = "  await new Promise((resolve) => setTimeout(resolve, 100));";

const button = (count: string) => `
  return (
    <button type="button" className="rounded border px-3" onClick={like}>
      ♥ {${count}}
    </button>
  );`;

const optimistic = `  const [shownLikes, addOptimistic] = useOptimistic(likes, (current, added: number) => current + added);
`;

export const corpus: LessonCorpus = {
  "action-state": {
    wrong: [
      {
        name: "returns the message as a bare string",
        source: signup(`async function save(_previous: State, formData: FormData): Promise<State> {
${readName}
  if (!name) return "Name is required." as unknown as State;
${wait}
  return { error: null, saved: name };
}`),
        message: /Saving an empty name shows no error: return `\{ error: "Name is required\."/,
      },
      {
        name: "keeps the last save beside the error",
        source: signup(`async function save(previous: State, formData: FormData): Promise<State> {
${readName}
  if (!name) return { ...previous, error: "Name is required." };
${wait}
  return { error: null, saved: name };
}`),
        message: /still says "Saved Ada" beside the error.*whole new state/,
      },
      {
        name: "spreads the previous state on success, so the error stays",
        source: signup(`async function save(previous: State, formData: FormData): Promise<State> {
${readName}
  if (!name) return { error: "Name is required.", saved: null };
${wait}
  return { ...previous, saved: name };
}`),
        message: /error "Name is required\." is still shown.*error: null/,
      },
      {
        name: "compares the raw value with an empty string",
        source: signup(`async function save(_previous: State, formData: FormData): Promise<State> {
  const name = formData.get("name") as string;
  if (name === "") return { error: "Name is required.", saved: null };
${wait}
  return { error: null, saved: name };
}`),
        message: /only spaces was saved: trim the name/,
      },
      {
        name: "throws the validation error",
        source: signup(`async function save(_previous: State, formData: FormData): Promise<State> {
${readName}
  if (!name) throw new Error("Name is required.");
${wait}
  return { error: null, saved: name };
}`),
        message: /threw: Name is required\./,
      },
      {
        name: "removes every space instead of trimming",
        source: signup(`async function save(_previous: State, formData: FormData): Promise<State> {
  const name = String(formData.get("name") ?? "").replace(/\\s+/g, "");
  if (!name) return { error: "Name is required.", saved: null };
${wait}
  return { error: null, saved: name };
}`),
        message: /shows "Saved AdaLovelace": the spaces inside the name were removed too/,
      },
      {
        name: "keeps the error in a useState of its own, set from the action",
        source: `import { useActionState, useState } from "react";

type State = { error: string | null; saved: string | null };

export default function Signup() {
  const [error, setError] = useState<string | null>(null);

  async function save(previous: State, formData: FormData): Promise<State> {
    const name = String(formData.get("name") ?? "").trim();
    if (!name) {
      setError("Name is required.");
      return previous;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { error: null, saved: name };
  }

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
      {error && <p role="alert">{error}</p>}
      {state.saved && <p role="status">Saved {state.saved}</p>}
    </form>
  );
}
`,
        message: /still says "Saved Ada" beside the error/,
      },
      {
        name: "validates in onSubmit with useState, without the action",
        source: `import { useState, type FormEvent } from "react";

type State = { error: string | null; saved: string | null };

export default function Signup() {
  const [state, setState] = useState<State>({ error: null, saved: null });
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    if (!name) {
      setState({ error: "Name is required.", saved: null });
      return;
    }
    setPending(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    setPending(false);
    setState({ error: null, saved: name });
  }

  return (
    <form onSubmit={handleSubmit}>
      <label>
        Name <input name="name" />
      </label>
      <button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save"}
      </button>
      {state.error && <p role="alert">{state.error}</p>}
      {state.saved && <p role="status">Saved {state.saved}</p>}
    </form>
  );
}
`,
        message: /The form no longer uses `useActionState`/,
      },
    ],
    right: [
      {
        name: "a message-and-ok state, in the lesson's style",
        source: `import { useActionState } from "react";

interface SaveState {
  ok: boolean;
  message: string;
}

async function saveName(_previous: SaveState, formData: FormData): Promise<SaveState> {
  const name = formData.get("name")?.toString().trim();
  if (!name) return { ok: false, message: "Name is required." };
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { ok: true, message: \`Saved \${name}\` };
}

export default function Signup() {
  const [state, formAction, isPending] = useActionState(saveName, { ok: false, message: "" });
  return (
    <form action={formAction}>
      <label htmlFor="name">Name</label>
      <input id="name" name="name" />
      <button type="submit" disabled={isPending}>
        Save
      </button>
      {state.message && <p role={state.ok ? "status" : "alert"}>{state.message}</p>}
    </form>
  );
}
`,
      },
      {
        name: "a submit button that reads useFormStatus",
        source: `import { useActionState } from "react";
import { useFormStatus } from "react-dom";

type State = { error?: string; saved?: string };

function SaveButton() {
  const { pending } = useFormStatus();
  return <button type="submit">{pending ? "Saving…" : "Save"}</button>;
}

export default function Signup() {
  const [state, formAction] = useActionState(async (_: State, data: FormData): Promise<State> => {
    const name = String(data.get("name")).trim();
    if (name.length === 0) return { error: "Name is required." };
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { saved: name };
  }, {});
  return (
    <form action={formAction}>
      <label>
        Name <input name="name" />
      </label>
      <SaveButton />
      {state.error ? <p role="alert">{state.error}</p> : null}
      {state.saved ? <p role="status">Saved {state.saved}</p> : null}
    </form>
  );
}
`,
      },
      {
        name: "a typed union of outcomes",
        source: `import { useActionState } from "react";

type Outcome = { kind: "idle" } | { kind: "invalid"; message: string } | { kind: "saved"; name: string };

async function submit(_last: Outcome, form: FormData): Promise<Outcome> {
  const name = (form.get("name") as string | null)?.trim() ?? "";
  if (name === "") return { kind: "invalid", message: "Name is required." };
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { kind: "saved", name };
}

export default function Signup() {
  const [outcome, action, isPending] = useActionState<Outcome, FormData>(submit, { kind: "idle" });
  return (
    <form action={action}>
      <label htmlFor="signup-name">Name</label>
      <input id="signup-name" name="name" />
      <button disabled={isPending}>Save</button>
      {outcome.kind === "invalid" && <p role="alert">{outcome.message}</p>}
      {outcome.kind === "saved" && <p role="status">Saved {outcome.name}</p>}
    </form>
  );
}
`,
      },
    ],
  },

  "optimistic-like": {
    wrong: [
      {
        name: "adds the like by hand before saving, with no rollback",
        source: likes(`  async function like() {
    setLikes((count) => count + 1);
    try {
      await saveLike();
    } catch {
      // Not saved.
    }
  }
${button("likes")}`),
        message:
          /server refused the like, yet the button still shows ♥ 1: an optimistic update needs a rollback/,
      },
      {
        name: "sets the optimistic value to likes + 1, without a reducer",
        source: likes(`  const [shownLikes, setShownLikes] = useOptimistic(likes);

  function like() {
    startTransition(async () => {
      setShownLikes(likes + 1);
      try {
        await saveLike();
        startTransition(() => setLikes((count) => count + 1));
      } catch {
        // React drops the optimistic value.
      }
    });
  }
${button("shownLikes")}`),
        message: /Two clicks show ♥ 1 while the server works: the second guess replaced the first/,
      },
      {
        name: "sets the saved count from a stale likes",
        source: likes(`${optimistic}
  function like() {
    startTransition(async () => {
      addOptimistic(1);
      try {
        await saveLike();
        startTransition(() => setLikes(likes + 1));
      } catch {
        // React drops the optimistic value.
      }
    });
  }
${button("shownLikes")}`),
        message: /both answers set the count from the same stale `likes`/,
      },
      {
        name: "counts the like twice: by hand and optimistically",
        source: likes(`${optimistic}
  function like() {
    setLikes((count) => count + 1);
    startTransition(async () => {
      addOptimistic(1);
      try {
        await saveLike();
      } catch {
        startTransition(() => setLikes((count) => count - 1));
      }
    });
  }
${button("shownLikes")}`),
        message: /the like was counted twice/,
      },
      {
        name: "sets the saved count after await, outside a transition",
        source: likes(`${optimistic}
  function like() {
    startTransition(async () => {
      addOptimistic(1);
      try {
        await saveLike();
        setLikes((count) => count + 1);
      } catch {
        // React drops the optimistic value.
      }
    });
  }
${button("shownLikes")}`),
        message: /jumped to ♥ 2 for a moment.*outside the transition/,
      },
      {
        name: "calls addOptimistic before starting the transition",
        source: likes(`${optimistic}
  function like() {
    addOptimistic(1);
    startTransition(async () => {
      try {
        await saveLike();
        startTransition(() => setLikes((count) => count + 1));
      } catch {
        // React drops the optimistic value.
      }
    });
  }
${button("shownLikes")}`),
        message: /optimistic update ran outside a transition.*Call it inside the transition/,
      },
      {
        name: "writes the optimistic update by hand, with a rollback",
        source: likes(
          `  async function like() {
    setLikes((count) => count + 1);
    try {
      await saveLike();
    } catch {
      setLikes((count) => count - 1);
    }
  }
${button("likes")}`,
          "useState",
        ),
        message: /The task asks for `useOptimistic`/,
      },
    ],
    right: [
      {
        name: "the lesson's demo: useTransition and a message on failure",
        source: likes(
          `  const [status, setStatus] = useState("");
  const [isPending, startTransition] = useTransition();
  const [optimisticLikes, addOptimisticLike] = useOptimistic(
    likes,
    (current, added: number) => current + added,
  );

  function handleLike() {
    startTransition(async () => {
      addOptimisticLike(1);
      try {
        await saveLike();
        startTransition(() => {
          setLikes((count) => count + 1);
          setStatus("Saved");
        });
      } catch {
        startTransition(() => setStatus("Could not save: your like was rolled back."));
      }
    });
  }

  return (
    <div>
      <button type="button" onClick={handleLike}>
        ♥ {optimisticLikes}
      </button>
      <p role="status">{isPending ? "Saving…" : status}</p>
    </div>
  );`,
          "useOptimistic, useState, useTransition",
        ),
      },
      {
        name: "a form action through React's namespace",
        source: `import * as React from "react";

async function saveLike() {
  const response = await fetch("/api/likes", { method: "POST" });
  if (!response.ok) throw new Error("Could not save the like");
}

export default function LikeButton() {
  const [likes, setLikes] = React.useState(0);
  const [shown, addLike] = React.useOptimistic(likes, (count: number, added: number) => count + added);

  // A form action already runs in a transition.
  async function like() {
    addLike(1);
    try {
      await saveLike();
      React.startTransition(() => setLikes((count) => count + 1));
    } catch {
      // The optimistic like goes away by itself.
    }
  }

  return (
    <form action={like}>
      <button type="submit">♥ {shown}</button>
    </form>
  );
}
`,
      },
      {
        name: "every type spelled out, and the failure logged",
        source: likes(
          `  const [shownLikes, addOptimistic] = useOptimistic<number, number>(
    likes,
    (current: number, added: number): number => current + added,
  );

  const like = (): void => {
    startTransition(async (): Promise<void> => {
      addOptimistic(1);
      try {
        await saveLike();
        startTransition(() => setLikes((count: number) => count + 1));
      } catch (error: unknown) {
        console.warn("The like was not saved", error);
      }
    });
  };
${button("shownLikes")}`,
        ),
      },
    ],
  },

  "document-title": {
    wrong: [
      {
        name: "sets document.title in an effect",
        source: inbox(
          `      {/* The title follows the count. */}
      <TitleEffect unread={unread} />
      <h2 className="font-semibold">Inbox</h2>`,
          "useEffect, useState",
        ).replace(
          "export default function Inbox",
          `function TitleEffect({ unread }: { unread: number }) {
  useEffect(() => {
    document.title = \`Inbox (\${unread})\`;
  }, [unread]);
  return null;
}

export default function Inbox`,
        ),
        message: /still reads "Inbox \(3\)": the title was written into the document by hand/,
      },
      {
        name: "puts JSX pieces inside <title>",
        source: inbox(`      <title>Inbox ({unread})</title>
      <h2 className="font-semibold">Inbox</h2>`),
        message: /title is empty: `<title>` takes exactly one string/,
      },
      {
        name: "writes the first count into the title",
        source: inbox(`      <title>Inbox (3)</title>
      <h2 className="font-semibold">Inbox</h2>`),
        message: /the tab reads "Inbox \(3\)", not "Inbox \(2\)": the title must follow `unread`/,
      },
      {
        name: "sets the title once, in an effect without dependencies",
        source: inbox(
          `      <h2 className="font-semibold">Inbox</h2>`,
          "useEffect, useState",
        ).replace(
          "  return (",
          `  useEffect(() => {
    document.title = \`Inbox (\${unread})\`;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (`,
        ),
        message: /not "Inbox \(2\)": the title must follow `unread`/,
      },
      {
        name: "sets document.title in an effect and puts the old one back on cleanup",
        source: inbox(
          `      <h2 className="font-semibold">Inbox</h2>`,
          "useEffect, useState",
        ).replace(
          "  return (",
          `  useEffect(() => {
    const previous = document.title;
    document.title = \`Inbox (\${unread})\`;
    return () => {
      document.title = previous;
    };
  }, [unread]);
  return (`,
        ),
        message: /The tab's title is written by hand .*not rendered/,
      },
      {
        name: "assigns document.title while rendering",
        source: inbox(`      <h2 className="font-semibold">Inbox</h2>`).replace(
          "  return (",
          `  document.title = \`Inbox (\${unread})\`;
  return (`,
        ),
        message: /still reads "Inbox \(3\)": the title was written into the document by hand/,
      },
      {
        name: "leaves the parentheses out of the template",
        source: inbox(`      <title>{\`Inbox \${unread}\`}</title>
      <h2 className="font-semibold">Inbox</h2>`),
        message: /At first the tab reads "Inbox 3", not "Inbox \(3\)"/,
      },
    ],
    right: [
      {
        name: "a small component that renders the title",
        source: inbox(`      <TabTitle count={unread} />
      <h2 className="font-semibold">Inbox</h2>`).replace(
          "export default function Inbox",
          `function TabTitle({ count }: { count: number }) {
  return <title>{\`Inbox (\${count})\`}</title>;
}

export default function Inbox`,
        ),
      },
      {
        name: "a concatenated string",
        source: inbox(`      <title>{"Inbox (" + unread + ")"}</title>
      <h2 className="font-semibold">Inbox</h2>`),
      },
      {
        name: "a typed title computed before the JSX, in a fragment",
        source: inbox(`      <h2 className="font-semibold">Inbox</h2>`)
          .replace(
            "  return (\n    <div",
            `  const title: string = \`Inbox (\${unread})\`;
  return (
    <>
      <title>{title}</title>
    <div`,
          )
          .replace("    </div>\n  );\n}", "    </div>\n    </>\n  );\n}"),
      },
    ],
  },
};
