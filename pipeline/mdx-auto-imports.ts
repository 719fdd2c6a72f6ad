/**
 * Heavier lesson widgets (Radix tabs and accordion, the example box, SVG diagrams) are not in
 * the shared MDX components map, which every page loads first. A lesson that uses one gets
 * an import added instead, so the widget ships only in the chunks of lessons that use it.
 * Authors still write `<Tabs>` without importing anything.
 */
const autoImports: { uses: RegExp; statement: string }[] = [
  {
    uses: /<Tabs\b/,
    statement: 'import { LessonTabs as Tabs, Tab } from "@/components/lesson/lesson-tabs";',
  },
  {
    uses: /<Accordion\b/,
    statement:
      'import { LessonAccordion as Accordion, LessonAccordionItem as AccordionItem } from "@/components/lesson/lesson-accordion";',
  },
  {
    uses: /<ExampleBox\b/,
    statement: 'import { ExampleBox } from "@/components/lesson/example-box";',
  },
  {
    uses: /<DiagramBox\b/,
    statement: 'import { DiagramBox } from "@/components/lesson/diagram-box";',
  },
];

const fence = /^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm;

/** The MDX source with imports prepended for the heavy widgets it uses outside code fences. */
export function addWidgetImports(source: string): string {
  const prose = source.replace(fence, "");
  const imports = autoImports
    .filter(({ uses }) => uses.test(prose))
    .map(({ statement }) => statement);
  return imports.length ? `${imports.join("\n")}\n\n${source}` : source;
}
