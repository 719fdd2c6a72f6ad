import { AlertTriangle, Save } from "lucide-react";
import { useId, useState, type MouseEvent } from "react";

type Page = "Editor" | "Home";
/** `to` is where the stopped navigation was going. */
type Blocker = { state: "unblocked" | "blocked"; to?: Page };

const unblocked: Blocker = { state: "unblocked" };
const paths = { Editor: "/editor", Home: "/" } as const;
const message = "You have unsaved changes. Are you sure you want to leave?";

/** Mimics useBlocker: leaving a dirty form stops, and the reader chooses proceed or reset. */
export function UnsavedChangesDemo() {
  const [page, setPage] = useState<Page>("Editor");
  const [saved, setSaved] = useState("");
  const [draft, setDraft] = useState("");
  const [blocker, setBlocker] = useState(unblocked);
  const bioId = useId();
  const isDirty = page === "Editor" && draft !== saved;

  function navigate(to: Page) {
    if (to === page) return;
    // The blocker function: block only when there is something to lose.
    if (isDirty) setBlocker({ state: "blocked", to });
    else setPage(to);
  }

  // Its links are followed here, on every click (the middle one too): like the mini router's,
  // these pages exist only in memory, so the browser has nothing to load.
  function follow(event: MouseEvent<HTMLAnchorElement>, to: Page) {
    event.preventDefault();
    navigate(to);
  }

  function proceed() {
    setDraft(saved); // leaving throws the draft away, as unmounting the page would
    setPage(blocker.to ?? "Home");
    setBlocker(unblocked);
  }

  function save() {
    setSaved(draft);
    setBlocker(unblocked); // nothing is at risk any more
  }

  return (
    <div className="flex flex-col gap-4 text-sm text-slate-800 dark:text-slate-200">
      <nav aria-label="Profile editor app" className="flex gap-2">
        {(["Editor", "Home"] as const).map((target) => (
          <a
            key={target}
            href={paths[target]}
            aria-current={page === target ? "page" : undefined}
            className={navLink}
            onClick={(event) => follow(event, target)}
            onAuxClick={(event) => {
              if (event.button === 1) follow(event, target);
            }}
          >
            {target}
          </a>
        ))}
      </nav>
      {page === "Editor" ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={bioId} className="font-medium text-slate-900 dark:text-white">
            Bio
          </label>
          <textarea
            id={bioId}
            rows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="rounded-md border border-slate-300 bg-white p-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
          />
          <button
            type="button"
            className={`${primary} self-start`}
            disabled={!isDirty}
            onClick={save}
          >
            <Save aria-hidden="true" size={16} />
            Save
          </button>
        </div>
      ) : (
        <p>Home page. Saved bio: {saved ? `“${saved}”` : "(empty)"}</p>
      )}
      {blocker.state === "blocked" && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50"
        >
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {message}
          </p>
          <div className="flex gap-2">
            <button type="button" className={outline} onClick={proceed}>
              Leave
            </button>
            <button type="button" className={primary} onClick={() => setBlocker(unblocked)}>
              Stay
            </button>
          </div>
        </div>
      )}
      <p role="status" className="font-mono text-xs text-slate-700 dark:text-slate-300">
        blocker.state: {blocker.state} · {isDirty ? "unsaved changes" : "nothing to lose"}
      </p>
    </div>
  );
}

// Tailwind classes: what every link and button shares (shape, text, a focus ring for keyboard
// users), then each look in light and dark mode.
const base =
  "inline-flex h-8 cursor-pointer items-center justify-center gap-2 rounded-md px-3 " +
  "text-sm font-medium disabled:cursor-not-allowed disabled:opacity-60 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
const primary =
  `${base} bg-sky-700 text-white hover:bg-sky-800 ` +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";
const outline =
  `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ` +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
const navLink =
  `${base} text-slate-700 hover:bg-slate-100 hover:text-slate-900 ` +
  "dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white " +
  "aria-[current=page]:bg-sky-100 aria-[current=page]:text-sky-900 " +
  "dark:aria-[current=page]:bg-sky-900 dark:aria-[current=page]:text-sky-100";
