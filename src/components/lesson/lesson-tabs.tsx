import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

interface TabProps {
  /** The tab's visible name. */
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
  // Radix writes the value into ids and aria-controls, so labels with spaces cannot be values.
  const chosen = tabs.findIndex((tab) => tab.props.label === defaultValue);
  return (
    <Tabs defaultValue={tabValue(Math.max(chosen, 0))} className="my-6">
      <TabsList aria-label={label} className="h-auto flex-wrap">
        {tabs.map((tab, index) => (
          <TabsTrigger key={tab.props.label} value={tabValue(index)}>
            {tab.props.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab, index) => (
        <TabsContent
          key={tab.props.label}
          value={tabValue(index)}
          className="mt-3 [&>:first-child]:mt-0 [&>:last-child]:mb-0"
        >
          {tab.props.children}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function tabValue(index: number) {
  return `tab-${index}`;
}
