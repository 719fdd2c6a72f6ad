import type { ShareTarget } from "@/lib/share-link";
import type { VisitWork } from "@/lib/work-file";

/** Something in a work file or a link that the guide no longer has, and so did not restore. */
export interface Unrestored {
  kind: "challenge" | "example";
  /** The challenge's id or the example's file. */
  name: string;
  /** The code the file or link held for it, shown so that it is not lost. */
  code?: string;
}

/** What the sidebar's work controls tell the reader, in a dialog (work-dialog.tsx). */
export type WorkNotice =
  | { kind: "refused"; fileName: string; message: string }
  | {
      kind: "replace";
      fileName: string;
      savedAt: Date;
      incoming: VisitWork;
      unrestored: Unrestored[];
      current: VisitWork;
    }
  | {
      kind: "restored";
      fileName: string;
      savedAt: Date;
      work: VisitWork;
      unrestored: Unrestored[];
    }
  | { kind: "nothing-to-save" }
  | { kind: "link-refused"; message: string; unrestored?: Unrestored }
  /** A link's code for an example or challenge the reader has written code in already. */
  | { kind: "link-replace"; target: ShareTarget; code: string; lesson: string };
