import { ArrowUpFromLine, Download } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button";
import { showWorkNotice, useWorkNotice } from "@/lib/incoming-work";
import { moduleLoader, useModule } from "@/lib/module-loader";
import type { WorkNotice } from "./work-notice";

// Reading, checking and restoring files, the dialogs and the drop hint: loaded when the reader
// uses them (a drag over the page loads them, ready for the drop).
const workDialog = moduleLoader(() => import("./work-dialog"));

const notLoaded = "That did not work: part of the guide did not load. Try again.";

/** A drag that carries files, outside the code editors (which take a dropped file as text). */
function carriesWorkFile(event: DragEvent) {
  const target = event.target instanceof Element ? event.target : null;
  return !!event.dataTransfer?.types.includes("Files") && !target?.closest(".cm-editor");
}

/**
 * "Save my work" and "Open my work", at the foot of the sidebar (on phones, in the menu): the
 * visit's work goes to a file the reader keeps, and comes back from it (also by dropping it on
 * the page). Nothing else loads until one of them is used.
 */
export function WorkControls() {
  const labelId = useId();
  const noteId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const [dragging, setDragging] = useState(false);
  const notice = useWorkNotice() as WorkNotice | null;
  const dialog = useModule(workDialog, notice !== null || dragging, "ignore");

  const open = (file: File) => {
    setStatus("");
    workDialog
      .load()
      .then(({ openWorkFile }) => openWorkFile(file))
      .then(showWorkNotice, () => setStatus(notLoaded));
  };

  useEffect(() => {
    // Counted, since entering a child leaves its parent: the hint goes when the drag leaves the page.
    let depth = 0;
    const over = (event: DragEvent) => {
      if (!carriesWorkFile(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
    };
    const enter = (event: DragEvent) => {
      if (!carriesWorkFile(event)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes("Files")) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      depth = 0;
      setDragging(false);
      if (!carriesWorkFile(event)) return;
      // Left alone, the browser would leave the guide to show the file, and the work with it.
      event.preventDefault();
      const file = event.dataTransfer?.files[0];
      if (file) open(file);
    };
    window.addEventListener("dragover", over);
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
    };
  }, []);

  const save = () => {
    setStatus("");
    workDialog.load().then(
      ({ saveFromControls }) => setStatus(saveFromControls() ?? ""),
      () => setStatus(notLoaded),
    );
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Emptied, so choosing the same file again is a change too.
    event.currentTarget.value = "";
    if (file) open(file);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={noteId}
      data-slot="work-controls"
      className="border-t border-slate-200 px-5 py-3 dark:border-slate-800"
    >
      <p id={labelId} className="text-xs font-semibold text-slate-900 dark:text-white">
        Your work
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" className="flex-auto gap-1.5 px-2" onClick={save}>
          <Download aria-hidden="true" />
          Save my work
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-auto gap-1.5 px-2"
          onClick={() => input.current?.click()}
        >
          <ArrowUpFromLine aria-hidden="true" />
          Open my work
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        tabIndex={-1}
        aria-label="Work file to open"
        onChange={chosen}
      />
      <p id={noteId} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        The guide keeps nothing once this page closes: save your work to a file to pick it up again
        later, here or on another device.
      </p>
      <p role="status" className="text-xs text-slate-700 empty:hidden dark:text-slate-300">
        {status}
      </p>
      {dragging && dialog && <dialog.DropHint />}
      {notice && dialog && <dialog.WorkDialog notice={notice} />}
    </div>
  );
}
