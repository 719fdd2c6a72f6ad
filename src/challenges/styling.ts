import type { LessonChallenges } from "./types";

const banner = (style: string) => `export default function Banner() {
  return (
    <p ${style}>
      Sale ends tonight
    </p>
  );
}
`;

const tabs = (className: string) => `import { useState } from "react";
import { cn } from "@/lib/cn";

const tabs = ["Overview", "Pricing", "Reviews"];

export default function TabBar() {
  const [active, setActive] = useState("Overview");
  return (
    <div className="flex gap-2">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          aria-pressed={tab === active}
          className={${className}}
          onClick={() => setActive(tab)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
`;

const classesOf = (element: HTMLElement | null) => element?.className.split(/\s+/) ?? [];

export const challenges: LessonChallenges = {
  "style-object": {
    starter: banner(`style="color: crimson; font-weight: bold"`),
    solution: banner(`style={{ color: "crimson", fontWeight: "bold" }}`),
    hint: "In JSX, `style` takes a JavaScript object, not a CSS string. How are property names like `font-weight` written there?",
    explanation:
      "React's `style` prop is an object whose keys are camelCased CSS properties (`fontWeight`) and whose values are strings or numbers. The double braces are an object literal inside a JSX expression.",
    checks: [
      {
        name: "The banner is crimson and bold",
        run: ({ screen, expect }) => {
          const banner = screen.queryByText("Sale ends tonight");
          expect(banner, "The banner did not render: a string `style` makes React throw.");
          expect(
            banner?.style.color === "crimson" && banner.style.fontWeight === "bold",
            `The banner's color is "${banner?.style.color}" and its weight "${banner?.style.fontWeight}".`,
          );
        },
      },
    ],
  },

  "conditional-classes": {
    starter: tabs(
      `"rounded px-3 py-1 " + tab === active ? "bg-sky-700 text-white" : "bg-slate-100"`,
    ),
    solution: tabs(
      `cn("rounded px-3 py-1", tab === active ? "bg-sky-700 text-white" : "bg-slate-100")`,
    ),
    hint: '`+` binds tighter than `===` and `? :`. What does `"rounded " + tab === active` compare?',
    explanation:
      'The string concatenation ran first, so the condition compared `"rounded px-3 py-1 Overview"` with `active`, which is never equal, and the whole class list became one of the two branches. `cn()` (clsx) joins the base classes with the conditional ones, with no precedence traps.',
    checks: [
      {
        name: "Every tab keeps its base classes (rounded px-3 py-1)",
        run: ({ screen, expect }) => {
          for (const tab of screen.getAllByRole("button")) {
            const classes = classesOf(tab);
            expect(
              ["rounded", "px-3", "py-1"].every((name) => classes.includes(name)),
              `"${tab.textContent}" has the classes "${tab.className}": the base classes were lost.`,
            );
          }
        },
      },
      {
        name: "Only the pressed tab gets bg-sky-700, and it follows a click",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Pricing" }));
          const pricing = classesOf(screen.getByRole("button", { name: "Pricing" }));
          const overview = classesOf(screen.getByRole("button", { name: "Overview" }));
          expect(
            pricing.includes("bg-sky-700") && !overview.includes("bg-sky-700"),
            "After clicking Pricing, Pricing should be the only tab with bg-sky-700.",
          );
        },
      },
    ],
  },
};
