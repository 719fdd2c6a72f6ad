import type { ReactNode } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface LessonCardProps {
  title: string;
  /** A lucide icon element, imported by the lesson: `icon={<Globe />}`. */
  icon?: ReactNode;
  badge?: string;
  badgeVariant?: BadgeVariant;
  children?: ReactNode;
}

/** A titled card for side-by-side concepts. */
export function LessonCard({ title, icon, badge, badgeVariant, children }: LessonCardProps) {
  return (
    <Card>
      <CardHeader>
        {icon && (
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-lg bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-200 [&_svg]:size-5"
          >
            {icon}
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          {badge && <Badge variant={badgeVariant}>{badge}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="[&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0">
        {children}
      </CardContent>
    </Card>
  );
}

/** Lays cards out in a responsive grid: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <div
      className={cn(
        "my-6 grid gap-4",
        columns === 2 && "sm:grid-cols-2",
        columns === 3 && "sm:grid-cols-2 xl:grid-cols-3",
        columns === 4 && "sm:grid-cols-2 xl:grid-cols-4",
      )}
    >
      {children}
    </div>
  );
}
