import { useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { codeViewNames } from "@/lib/code-view";
import { showWorkNotice } from "@/lib/incoming-work";
import { currentWork, hasUnsavedWork, saveWork } from "@/lib/visit-work";
import { describeWork, hasWork, WORK_FILE_NAME } from "@/lib/work-file";
import { placeSharedCode, targetName } from "./open-shared-link";
import { openWorkFile, restore } from "./open-work";
import type { Unrestored, WorkNotice } from "./work-notice";

export { openWorkFile };

/**
 * "Save my work": downloads the file, or returns a notice when there is nothing to save. The
 * result is what the sidebar's status line says.
 */
export function saveFromControls(): string | null {
  if (!hasWork(currentWork())) {
    showWorkNotice({ kind: "nothing-to-save" } satisfies WorkNotice);
    return null;
  }
  return `Saved ${WORK_FILE_NAME}: ${describeWork(saveWork())}.`;
}

/** Over the whole page while a file is dragged over it. */
export function DropHint() {
  return createPortal(
    <div
      aria-hidden="true"
      data-slot="work-drop-hint"
      className="pointer-events-none fixed inset-3 z-50 grid place-items-center rounded-2xl border-2 border-dashed border-sky-600 bg-white/80 text-lg font-semibold text-sky-900 dark:bg-slate-950/80 dark:text-sky-200"
    >
      Drop your work file to open it
    </div>,
    document.body,
  );
}

const when = (date: Date) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(date);

const close = () => showWorkNotice(null);

/** The dialog of a notice: what happened to a file or a link, or what opening a file replaces. */
export function WorkDialog({ notice }: { notice: WorkNotice }) {
  // Focus goes back where it was (the button that saved or opened), as there is no trigger for
  // Radix to return it to.
  const [returnTo] = useState(() => document.activeElement);
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      {/* A new notice (a replace that became a restore) is a new panel: focus starts in it again. */}
      <DialogContent
        key={notice.kind}
        className="gap-4 p-5"
        data-work-notice={notice.kind}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
        }}
      >
        <NoticeBody notice={notice} />
      </DialogContent>
    </Dialog>
  );
}

function NoticeBody({ notice }: { notice: WorkNotice }) {
  switch (notice.kind) {
    case "refused":
      return (
        <Plain title="This file was not opened" action="Close">
          <span className="font-mono break-all">{notice.fileName}</span>: {notice.message}
        </Plain>
      );
    case "nothing-to-save":
      return (
        <Plain title="Nothing to save yet" action="Close">
          The file holds the challenges you solve and the code you write in the examples and
          challenges. Solve a challenge or edit an example first.
        </Plain>
      );
    case "link-refused":
      return (
        <Plain title="The link's code was not opened" action="Close">
          {notice.message}
          {notice.unrestored && <UnrestoredList items={[notice.unrestored]} />}
        </Plain>
      );
    case "replace":
      return <ReplaceBody notice={notice} />;
    case "link-replace":
      return <LinkReplaceBody notice={notice} />;
    case "restored":
      return (
        <Plain title="Your work is back" action="Close">
          Opened <span className="font-mono break-all">{notice.fileName}</span>, saved{" "}
          {when(notice.savedAt)}: {describeWork(notice.work)}. Code samples show{" "}
          {codeViewNames[notice.work.codeView]}, as they did then.
          {notice.unrestored.length > 0 && (
            <>
              {" "}
              The guide no longer has {notice.unrestored.length === 1 ? "one" : "some"} of what the
              file holds, so {notice.unrestored.length === 1 ? "it was" : "they were"} not restored:
              <UnrestoredList items={notice.unrestored} />
            </>
          )}
        </Plain>
      );
  }
}

function Plain({
  title,
  action,
  children,
}: {
  title: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription asChild>
        <div className="space-y-2 text-slate-700 dark:text-slate-300">{children}</div>
      </DialogDescription>
      <div className="flex justify-end">
        <Button onClick={close}>{action}</Button>
      </div>
    </>
  );
}

function ReplaceBody({ notice }: { notice: Extract<WorkNotice, { kind: "replace" }> }) {
  const [unsaved, setUnsaved] = useState(hasUnsavedWork);
  return (
    <>
      <DialogTitle>Replace the work on this page?</DialogTitle>
      <DialogDescription asChild>
        <div className="space-y-2 text-slate-700 dark:text-slate-300">
          <p>
            Opening <span className="font-mono break-all">{notice.fileName}</span> replaces the work
            on this page ({describeWork(notice.current)}
            {unsaved ? ", not saved to a file" : ", saved to a file"}) with the file's, saved{" "}
            {when(notice.savedAt)}: {describeWork(notice.incoming)}.
          </p>
          {notice.unrestored.length > 0 && (
            <>
              <p>The guide no longer has some of what the file holds; it would not be restored:</p>
              <UnrestoredList items={notice.unrestored} />
            </>
          )}
        </div>
      </DialogDescription>
      <div className="flex flex-wrap justify-end gap-2">
        {unsaved && (
          <Button
            variant="outline"
            onClick={() => {
              saveWork();
              setUnsaved(false);
            }}
          >
            Save mine first
          </Button>
        )}
        <Button variant="outline" onClick={close}>
          Keep mine
        </Button>
        <Button
          onClick={() =>
            showWorkNotice(
              restore(notice.incoming, notice.fileName, notice.savedAt, notice.unrestored),
            )
          }
        >
          Replace with the file's
        </Button>
      </div>
    </>
  );
}

function LinkReplaceBody({ notice }: { notice: Extract<WorkNotice, { kind: "link-replace" }> }) {
  const { target, code, lesson } = notice;
  const name = targetName(target);
  const kind = target.kind === "demo" ? "example" : "challenge";
  return (
    <>
      <DialogTitle>Replace your code with the link's?</DialogTitle>
      <DialogDescription asChild>
        <div className="space-y-2 text-slate-700 dark:text-slate-300">
          <p>
            The link holds code for the {kind} <span className="font-mono">{name}</span>, where you
            have written code of your own. Using the link's code replaces yours (save your work
            first to keep it); keeping yours leaves the link's here to copy.
          </p>
          <UnrestoredList items={[{ kind, name, code }]} />
        </div>
      </DialogDescription>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => saveWork()}>
          Save my work
        </Button>
        <Button variant="outline" onClick={close}>
          Keep mine
        </Button>
        <Button
          onClick={() => {
            close();
            placeSharedCode(target, code, lesson, true);
          }}
        >
          Use the link's code
        </Button>
      </div>
    </>
  );
}

function UnrestoredList({ items }: { items: Unrestored[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={`${item.kind}:${item.name}`}>
          {item.code === undefined ? (
            <span>
              The {item.kind} <span className="font-mono">{item.name}</span> (solved)
            </span>
          ) : (
            <details className="rounded-md border border-slate-200 dark:border-slate-700">
              <summary className="cursor-pointer px-3 py-2 focus-visible:outline-2 focus-visible:outline-sky-600">
                The {item.kind} <span className="font-mono">{item.name}</span>: show its code
              </summary>
              <pre
                tabIndex={0}
                aria-label={`Code for ${item.name}`}
                className="max-h-60 overflow-auto border-t border-slate-200 p-3 font-mono text-xs whitespace-pre dark:border-slate-700"
              >
                {item.code}
              </pre>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
