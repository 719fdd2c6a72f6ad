import type { MDXComponents } from "mdx/types";
import { Badge } from "@/components/ui/badge";
import { Callout } from "@/components/ui/callout";
import { Challenge } from "./challenge";
import { CodeBlock } from "./code-block";
import { CardGrid, LessonCard } from "./lesson-card";
import { LessonPart } from "./lesson-context";
import { InlineCode, LessonLink, LessonListItem, LessonTable } from "./lesson-elements";
import { LessonH2, LessonH3, LessonTitle } from "./lesson-headings";

/**
 * What lesson MDX renders onto. Light widgets used by more than one lesson are mapped here
 * once, so lessons use them without imports; fences arrive as `CodeBlock`
 * (pipeline/remark-code-blocks). Heavier widgets (Tabs, Accordion, ExampleBox, DiagramBox) are
 * imported into just the lessons that use them (pipeline/mdx-auto-imports.ts).
 */
export const mdxComponents: MDXComponents = {
  h1: LessonTitle,
  h2: LessonH2,
  h3: LessonH3,
  a: LessonLink,
  table: LessonTable,
  code: InlineCode,
  li: LessonListItem,
  CodeBlock,
  Callout,
  Card: LessonCard,
  CardGrid,
  Badge,
  LessonPart,
  Challenge,
};
