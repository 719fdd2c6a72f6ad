import type { ReactNode } from "react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";

/** Questions and answers: one open at a time, and the open one can be closed again. */
export function LessonAccordion({ children }: { children: ReactNode }) {
  return (
    <Accordion
      type="single"
      collapsible
      className="my-6 rounded-xl border border-slate-200 bg-white px-5 dark:border-slate-700 dark:bg-slate-900"
    >
      {children}
    </Accordion>
  );
}

export function LessonAccordionItem({
  question,
  children,
}: {
  question: string;
  children: ReactNode;
}) {
  return (
    <AccordionItem value={question}>
      <AccordionTrigger>{question}</AccordionTrigger>
      <AccordionContent>{children}</AccordionContent>
    </AccordionItem>
  );
}
