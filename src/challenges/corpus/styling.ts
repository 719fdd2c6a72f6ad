import type { LessonCorpus } from "../types";
import { banner, tabBar } from "../styling";

export const corpus: LessonCorpus = {
  "style-object": {
    wrong: [
      {
        name: "quotes the CSS property names as they are in CSS",
        source: banner(`style={{ color: "crimson", "font-weight": "bold" }}`),
        message: /key "font-weight", spelled as in CSS.*camelCased.*fontWeight/,
      },
      {
        name: "keeps the semicolons from the stylesheet",
        source: banner(`style={{ color: "crimson;", fontWeight: "bold;" }}`),
        message: /without CSS's semicolon/,
      },
      {
        name: "sets the colour but forgets the weight",
        source: banner(`style={{ color: "crimson" }}`),
        message: /sets the font weight "\(none\)", not bold.*fontWeight/,
      },
      {
        name: "reaches for fontStyle to make it bold",
        source: banner(`style={{ color: "crimson", fontStyle: "bold" }}`),
        message: /sets the font weight "\(none\)", not bold/,
      },
      {
        name: "passes the CSS text as a template string",
        source: banner("style={`color: crimson; font-weight: bold`}"),
        message: /expects a mapping from style properties to values, not a string/,
      },
      {
        name: "picks another red",
        source: banner(`style={{ color: "red", fontWeight: "bold" }}`),
        message: /sets the colour "red", not crimson/,
      },
      {
        name: "uses Tailwind classes instead of a style object",
        source: banner(`className="font-bold text-[crimson]"`),
        message: /The banner has no style object/,
      },
      {
        name: "writes the weight's key in lower case",
        source: banner(`style={{ color: "crimson", fontweight: "bold" }}`),
        message:
          /the key "fontweight", which no CSS property is called: the camelCased name is `fontWeight`/,
      },
      {
        name: "makes the text bold with <strong> inside the styled banner",
        source: banner(`style={{ color: "crimson" }}`).replace(
          "      Sale ends tonight",
          "      <strong>Sale ends tonight</strong>",
        ),
        message: /sets the font weight "\(none\)", not bold.*fontWeight/,
      },
      {
        name: "leaves the quotes off the colour",
        source: banner(`style={{ color: crimson, fontWeight: "bold" }}`),
        message: /crimson is not defined/,
      },
    ],
    right: [
      {
        name: "a numeric weight and a hex colour",
        source: banner(`style={{ color: "#dc143c", fontWeight: 700 }}`),
      },
      {
        name: "a style object declared above the JSX, with rgb()",
        source: `import type { CSSProperties } from "react";

const alert: CSSProperties = { color: "rgb(220, 20, 60)", fontWeight: "700" };

export default function Banner() {
  return <p style={alert}>Sale ends tonight</p>;
}
`,
      },
      {
        name: "hsl() and bolder",
        source: banner(`style={{ color: "hsl(348, 83%, 47%)", fontWeight: "bolder" }}`),
      },
      {
        name: "the font shorthand",
        source: banner(`style={{ color: "crimson", font: "bold 1.125rem system-ui, sans-serif" }}`),
      },
    ],
  },

  "conditional-classes": {
    wrong: [
      {
        name: "adds the condition without a space after the base classes",
        source: tabBar(
          `"rounded px-3 py-1" + (tab === active ? "bg-sky-700 text-white" : "bg-slate-100")`,
        ),
        message: /base classes \(py-1\) are lost/,
      },
      {
        name: "puts only the condition in className",
        source: tabBar(`tab === active ? "bg-sky-700 text-white" : "bg-slate-100"`),
        message: /base classes \(rounded px-3 py-1\) are lost/,
      },
      {
        name: "highlights the first tab whatever was clicked",
        source: tabBar(
          `cn("rounded px-3 py-1", tab === "Overview" ? "bg-sky-700 text-white" : "bg-slate-100")`,
        ),
        message:
          /After clicking Pricing, "Overview" still has bg-sky-700, but Pricing is the pressed tab/,
      },
      {
        name: "writes the && operands the wrong way round",
        source: tabBar(`cn("rounded px-3 py-1", "bg-sky-700 text-white" && tab === active)`),
        message: /At first, Overview is pressed but has no bg-sky-700/,
      },
      {
        name: "a template literal without a space before the condition",
        source: tabBar(
          '`rounded px-3 py-1${tab === active ? "bg-sky-700 text-white" : "bg-slate-100"}`',
          "",
        ),
        message: /"py-1bg-sky-700" is one class name, not two: a space is missing/,
      },
      {
        name: "puts the base classes inside the && condition",
        source: tabBar(`tab === active && "rounded px-3 py-1 bg-sky-700 text-white"`, ""),
        message: /"Pricing" has the classes "": its base classes \(rounded px-3 py-1\) are lost/,
      },
    ],
    right: [
      {
        name: "a template literal",
        source: tabBar(
          '`rounded px-3 py-1 ${tab === active ? "bg-sky-700 text-white" : "bg-slate-100"}`',
          "",
        ),
      },
      {
        name: "parentheses around the condition",
        source: tabBar(
          `"rounded px-3 py-1 " + (tab === active ? "bg-sky-700 text-white" : "bg-slate-100")`,
          "",
        ),
      },
      {
        name: "the lesson's clsx pattern with &&",
        source: tabBar(`cn("rounded px-3 py-1", tab === active && "bg-sky-700 text-white")`),
      },
      {
        name: "Tailwind's aria-pressed variant, no condition at all",
        source: tabBar(
          `"rounded px-3 py-1 bg-slate-100 aria-pressed:bg-sky-700 aria-pressed:text-white"`,
          "",
        ),
      },
      {
        name: "the full class list in each branch",
        source: tabBar(
          `tab === active ? "rounded px-3 py-1 bg-sky-700 text-white" : "rounded px-3 py-1 bg-slate-100"`,
          "",
        ),
      },
      {
        name: "a typed helper with clsx's object syntax",
        source: tabBar(`tabClass(tab === active)`).replace(
          "const tabs = ",
          `function tabClass(isActive: boolean): string {
  return cn("rounded px-3 py-1", {
    "bg-sky-700 text-white": isActive,
    "bg-slate-100": !isActive,
  });
}

const tabs = `,
        ),
      },
    ],
  },
};
