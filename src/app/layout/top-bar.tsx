import { BookOpen, Menu } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { SIDEBAR_ID } from "./sidebar";

interface TopBarProps {
  sidebarOpen: boolean;
  onMenu: () => void;
  menuRef: Ref<HTMLButtonElement>;
  title: string;
  /** Controls at the right end (e.g. search). */
  actions?: ReactNode;
}

/**
 * The small-screen header: the menu button and where the reader is. Marked as a sticky bar, so
 * the editor's tooltips keep clear of it (src/playground/editor/editor-tooltips.ts).
 */
export function TopBar({ sidebarOpen, onMenu, menuRef, title, actions }: TopBarProps) {
  return (
    <header
      data-sticky-bar
      className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95 print:hidden"
    >
      <Button
        ref={menuRef}
        variant="ghost"
        size="icon"
        aria-label={sidebarOpen ? "Close navigation" : "Open navigation"}
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onMenu}
      >
        <Menu aria-hidden="true" className="size-5!" />
      </Button>
      <BookOpen aria-hidden="true" className="size-4 shrink-0 text-sky-700 dark:text-sky-400" />
      <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">
        React Guide{" "}
        <span className="font-normal text-slate-600 dark:text-slate-400">· {title}</span>
      </p>
      {actions && <div className="ml-auto flex shrink-0 items-center">{actions}</div>}
    </header>
  );
}
