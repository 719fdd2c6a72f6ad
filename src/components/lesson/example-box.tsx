import { Code2, Eye, Pencil, RotateCcw } from "lucide-react";
import { Children, isValidElement, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useLinkedCodeHeld } from "@/lib/incoming-work";
import { afterNextFrame } from "@/lib/when-idle";
import { useModule } from "@/lib/module-loader";
import { startEarlyFrame, type EarlyFrame } from "@/playground/preview/early-frame";
import { DemoBoundary } from "./demo-boundary";
import { editPanelModule, preloadPlayground } from "./panel-loaders";

interface ExampleBoxProps {
  /** Heading of the example, e.g. "Counter". */
  title: string;
  /** The live demo element. */
  demo: ReactNode;
  /** The demo's source: a fence with `file="src/demos/…"`, filled from disk at build time. */
  children: ReactNode;
}

// Three tabs fit a 375 px screen once their icons give way.
const compactTab = "max-sm:px-2.5 max-sm:[&_svg]:hidden";

/**
 * The demo's file and source, from the `CodeBlock`s the build put in the box
 * (remark-code-blocks): the demo itself (`*-demo.tsx`) when the box also shows a helper file
 * (the reducer counter shows its reducer first, which renders nothing on its own).
 */
function demoSource(children: ReactNode) {
  const files: { code: string; file: string }[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ code?: unknown; title?: unknown }>(child)) continue;
    const { code, title } = child.props;
    if (typeof code === "string" && typeof title === "string") files.push({ code, file: title });
  }
  return files.find(({ file }) => /-demo\.tsx$/.test(file)) ?? files[0] ?? null;
}

/**
 * A demo with "Live Preview", "Source Code" and "Edit" tabs and a reset that remounts the
 * preview. Edit appears when the box holds the demo's file (it always does in lessons).
 */
export function ExampleBox({ title, demo, children }: ExampleBoxProps) {
  const [mountKey, setMountKey] = useState(0);
  const [tab, setTab] = useState("preview");
  const [editOpened, setEditOpened] = useState(false);
  const source = demoSource(children);
  // The preview's frame starts right after the press that first opens Edit has been drawn, in
  // this parking place, while the panel's code loads; the panel takes it over (early-frame.ts).
  const parking = useRef<HTMLDivElement>(null);
  const frameAsked = useRef(false);
  const [earlyFrame, setEarlyFrame] = useState<EarlyFrame | null>(null);
  useEffect(() => () => earlyFrame?.drop(), [earlyFrame]);
  const showTab = (next: string) => {
    setTab(next);
    if (next !== "edit") return;
    setEditOpened(true);
    // One press can select the tab twice (pointer down, then focus); and a panel whose code
    // has loaded already (another box's Edit) starts its own frame at once.
    if (!source || frameAsked.current || editPanelModule.get()) return;
    frameAsked.current = true;
    afterNextFrame(() => {
      const place = parking.current;
      if (place && !editPanelModule.get())
        setEarlyFrame(startEarlyFrame(place, source, `${title} preview`));
    });
  };
  // Code from a shared link opens Edit (its panel holds the code until the reader runs it), and
  // the box comes into view while the editor loads.
  const linked = useLinkedCodeHeld(source?.file);
  const [linkShown, setLinkShown] = useState(false);
  if (linked && !linkShown) {
    setLinkShown(true);
    setTab("edit");
    setEditOpened(true);
  }
  const boxRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linkShown) boxRef.current?.scrollIntoView({ block: "start" });
  }, [linkShown]);
  const editPanel = useModule(editPanelModule, editOpened);
  // Once this box's panel is in, the rest of the lesson's playground follows.
  useEffect(() => {
    if (editPanel) preloadPlayground(boxRef.current);
  }, [editPanel]);
  const reset = () => setMountKey((key) => key + 1);
  return (
    <section
      ref={boxRef}
      aria-label={`Example: ${title}`}
      data-slot="example-box"
      className="my-8 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <Tabs value={tab} onValueChange={showTab}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">{title}</p>
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <TabsList aria-label={`${title} example view`}>
              <TabsTrigger value="preview" className={compactTab}>
                <Eye aria-hidden="true" />
                Live Preview
              </TabsTrigger>
              <TabsTrigger value="code" className={compactTab}>
                <Code2 aria-hidden="true" />
                Source Code
              </TabsTrigger>
              {source && (
                <TabsTrigger value="edit" className={compactTab}>
                  <Pencil aria-hidden="true" />
                  Edit
                </TabsTrigger>
              )}
            </TabsList>
            {/* Edit has its own "Reset code": two resets there read as the same thing. */}
            {tab !== "edit" && (
              <Button
                variant="outline"
                size="sm"
                onClick={reset}
                aria-label={`Reset ${title} demo`}
              >
                <RotateCcw aria-hidden="true" />
                <span className="max-sm:sr-only">Reset</span>
              </Button>
            )}
          </div>
        </div>
        {/* Kept mounted while hidden, so peeking at the source does not wipe the demo's state. */}
        <TabsContent
          value="preview"
          forceMount
          className="p-5 data-[state=inactive]:hidden"
          data-testid="example-preview"
        >
          <DemoBoundary key={mountKey} onReset={reset}>
            {demo}
          </DemoBoundary>
        </TabsContent>
        <TabsContent value="code" className="px-3 pb-1 [&_[data-slot=code-block]]:my-3">
          {children}
        </TabsContent>
        {source && (
          // Kept mounted once opened, so leaving the tab does not restart the sandbox.
          <TabsContent value="edit" forceMount className="data-[state=inactive]:hidden">
            {/* Out of sight and reach until the panel moves the frame into its place. */}
            <div ref={parking} aria-hidden="true" inert className="h-0 overflow-hidden" />
            {editOpened &&
              (editPanel ? (
                <editPanel.default
                  title={title}
                  file={source.file}
                  code={source.code}
                  earlyFrame={earlyFrame}
                />
              ) : (
                <p role="status" className="p-5 text-sm text-slate-600 dark:text-slate-400">
                  Loading the editor…
                </p>
              ))}
          </TabsContent>
        )}
      </Tabs>
    </section>
  );
}
