import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

interface TabProps {
  /** The tab's visible name; also its value. */
  label: string;
  children: ReactNode;
}

/** One alternative inside `<Tabs>`; it only carries its label and content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

interface LessonTabsProps {
  children: ReactNode;
  /** Label of the tab selected first; the first tab when omitted. */
  defaultValue?: string;
  /** Accessible name of the tab list, e.g. "Package manager". */
  label?: string;
}

/**
 * Alternatives of the same thing, written in MDX as `<Tabs><Tab label="npm">…</Tab></Tabs>`.
 * Arrow keys move between tabs (Radix roving focus).
 */
export function LessonTabs({ children, defaultValue, label = "Alternatives" }: LessonTabsProps) {
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement<TabProps>(child) && typeof child.props.label === "string",
  );
  const first = tabs[0]?.props.label;
  return (
    <Tabs defaultValue={defaultValue ?? first} className="my-6">
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.props.label} value={tab.props.label}>
            {tab.props.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent
          key={tab.props.label}
          value={tab.props.label}
          className="mt-3 [&>:first-child]:mt-0 [&>:last-child]:mb-0"
        >
          {tab.props.children}
        </TabsContent>
      ))}
    </Tabs>
  );
}
