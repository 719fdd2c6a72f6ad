import type { CheckContext, LessonChallenges } from "./types";

export const banner = (style: string) => `export default function Banner() {
  return (
    <p ${style}>
      Sale ends tonight
    </p>
  );
}
`;

export const tabBar = (className: string, imports = `import { cn } from "@/lib/cn";\n`) =>
  `import { useState } from "react";
${imports}
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

const CRIMSON = [220, 20, 60];

/** The hue formula of CSS Color 4, for `hsl()`. */
function hslToRgb(hue: number, saturation: number, lightness: number) {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * A CSS colour as [r, g, b], whichever way it is spelled: Chromium computes `rgb(220, 20, 60)`,
 * jsdom may keep `crimson`, `#DC143C` or `hsl(348 83% 47%)` as written.
 */
export function rgbOf(value: string): number[] | null {
  const text = value.trim().toLowerCase();
  if (text === "crimson") return CRIMSON;
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  }
  const numbers = (text.match(/-?[\d.]+/g) ?? []).map(Number);
  if (text.startsWith("rgb") && numbers.length >= 3) return numbers.slice(0, 3);
  if (text.startsWith("hsl") && numbers.length >= 3)
    return hslToRgb(numbers[0], numbers[1] / 100, numbers[2] / 100);
  return null;
}

/** `bold`, `bolder` (from a normal parent) and 700 are one weight; `normal` is 400. */
export function weightOf(value: string) {
  const named: Record<string, number> = { normal: 400, bold: 700, bolder: 700, lighter: 100 };
  return named[value.trim().toLowerCase()] ?? (Number(value) || 400);
}

const isCrimson = (color: string) => {
  const rgb = rgbOf(color);
  return Boolean(rgb && rgb.every((channel, index) => Math.abs(channel - CRIMSON[index]) <= 2));
};

/** The `style` object React was given (its props live on the element in every React build). */
function styleProp(element: Element): Record<string, unknown> | null {
  const key = Object.keys(element).find((name) => name.startsWith("__reactProps$"));
  const props = key ? (element as unknown as Record<string, { style?: unknown }>)[key] : null;
  const style = props?.style;
  return style && typeof style === "object" ? (style as Record<string, unknown>) : null;
}

function bannerOf({ screen, expect }: CheckContext) {
  const element = screen.queryByText(/sale ends tonight/i);
  expect(
    element,
    'The banner "Sale ends tonight" did not render. In JSX `style` takes an object, not a CSS string: `style={{ color: "crimson" }}`.',
  );
  return element!;
}

/**
 * The banner's element that carries a JSX style object: the text's own element or one around
 * it, inside the rendered component. Its inline style is what the object set, in every engine:
 * a colour or weight from a class or from <strong> is not the task (and jsdom has no stylesheet,
 * so it would pass in the browser and fail in the unit tests).
 */
function styledBanner(context: CheckContext) {
  let element: HTMLElement | null = bannerOf(context);
  while (element && element !== context.root && !styleProp(element))
    element = element.parentElement;
  context.expect(
    element && element !== context.root,
    'The banner has no style object: the task is to write its style in JSX, `style={{ color: "crimson", fontWeight: "bold" }}`, not with classes or other elements.',
  );
  return element!;
}

/** A value the style object gives `key` must be one the browser takes (it ignores others). */
function expectValid(
  context: CheckContext,
  element: HTMLElement,
  key: "color" | "fontWeight",
  what: string,
) {
  const given = styleProp(element)?.[key];
  if (given === undefined || given === null || element.style[key] !== "") return;
  context.expect(
    false,
    `The style object sets \`${key}: ${JSON.stringify(given)}\`, which is not ${what} the browser accepts, so it ignores it${/;\s*$/.test(String(given)) ? ": a style object holds plain values, without CSS's semicolon" : ""}.`,
  );
}

/** Style names by their lower case: "fontweight" → "fontWeight". */
function cssNames() {
  const names = new Map<string, string>();
  for (const name in document.createElement("p").style)
    if (!name.includes("-")) names.set(name.toLowerCase(), name);
  return names;
}

const pressedLooks = /^(?:aria-pressed|aria-\[pressed=true\]):/;

/**
 * The Tailwind classes that apply to a tab: its plain classes, plus those behind an
 * `aria-pressed:` variant when the tab is pressed (jsdom has no stylesheet to compute them from).
 */
function appliedClasses(tab: HTMLElement) {
  const pressed = tab.getAttribute("aria-pressed") === "true";
  return tab.className
    .split(/\s+/)
    .filter((name) => name && (!name.includes(":") || (pressed && pressedLooks.test(name))))
    .map((name) => name.replace(pressedLooks, ""));
}

const BASE = ["rounded", "px-3", "py-1"];

/** After `clicks`, every tab keeps its base classes and only `pressed` is highlighted. */
async function tabsAfter(context: CheckContext, clicks: string[], pressed: string) {
  const { screen, user } = context;
  for (const name of clicks) await user.click(screen.getByRole("button", { name }));
  expectTabs(context, clicks, pressed);
}

function expectTabs({ screen, expect }: CheckContext, clicks: string[], pressed: string) {
  const after = clicks.length ? `After clicking ${clicks.join(", then ")}, ` : "At first, ";
  for (const tab of screen.getAllByRole("button")) {
    const classes = appliedClasses(tab);
    const missing = BASE.filter((name) => !classes.includes(name));
    // "py-1bg-sky-700": a base class glued to the next one by a missing space.
    const glued = classes.find((name) =>
      BASE.some((base) => name.startsWith(base) && name !== base),
    );
    const why = glued
      ? `"${glued}" is one class name, not two: a space is missing where the base classes meet the conditional ones. Join the parts with a space, or let \`cn("rounded px-3 py-1", …)\` join them.`
      : `They went into a condition, so a tab gets them on one branch only, or not at all (in the starter, \`+\` runs before \`===\` and \`? :\`, so the condition swallowed the base string). Keep the base classes outside any condition, e.g. \`cn("rounded px-3 py-1", isActive && "…")\`.`;
    expect(
      !missing.length,
      `${after}"${tab.textContent}" has the classes "${tab.className}": its base classes (${missing.join(" ")}) are lost. ${why}`,
    );
    const highlighted = classes.includes("bg-sky-700");
    const name = tab.textContent?.trim();
    expect(
      highlighted === (name === pressed),
      highlighted
        ? `${after}"${name}" still has bg-sky-700, but ${pressed} is the pressed tab: only the tab equal to \`active\` gets the highlight.`
        : `${after}${pressed} is pressed but has no bg-sky-700 (its classes are "${tab.className}"): add the highlight when \`tab === active\`.`,
    );
  }
}

export const challenges: LessonChallenges = {
  "style-object": {
    starter: banner(`style="color: crimson; font-weight: bold"`),
    solution: banner(`style={{ color: "crimson", fontWeight: "bold" }}`),
    hint: "In JSX, `style` takes a JavaScript object, not a CSS string. How are property names like `font-weight` written there?",
    explanation:
      'React\'s `style` prop is an object whose keys are camelCased CSS properties (`fontWeight`) and whose values are strings or numbers, without the semicolons of CSS. The double braces are an object literal inside a JSX expression. `fontWeight: 700` is the same weight as `"bold"`, and `"#dc143c"` the same colour as `"crimson"`.',
    checks: [
      {
        name: "The style is an object with camelCased keys",
        run: (context) => {
          const style = styleProp(styledBanner(context)) ?? {};
          const dashed = Object.keys(style).find(
            (key) => key.includes("-") && !key.startsWith("--"),
          );
          context.expect(
            !dashed,
            `The style object has the key "${dashed}", spelled as in CSS: React's style keys are camelCased, e.g. \`fontWeight\` for font-weight.`,
          );
          const names = cssNames();
          const miscased = Object.keys(style).find(
            (key) =>
              !key.startsWith("--") &&
              names.get(key.toLowerCase()) !== key &&
              names.has(key.toLowerCase()),
          );
          context.expect(
            !miscased,
            `The style object has the key "${miscased}", which no CSS property is called: the camelCased name is \`${names.get(miscased?.toLowerCase() ?? "")}\` (each word after the first starts with a capital letter), and React ignores a key it does not know.`,
          );
          const withSemicolon = Object.entries(style).find(([, value]) =>
            /;\s*$/.test(String(value)),
          );
          context.expect(
            !withSemicolon,
            `The value of \`${withSemicolon?.[0]}\` is "${String(withSemicolon?.[1])}": a style object holds plain values, without CSS's semicolon (write "bold", not "bold;").`,
          );
        },
      },
      {
        name: "The style object makes the banner crimson",
        run: (context) => {
          const banner = styledBanner(context);
          expectValid(context, banner, "color", "a colour");
          const color = banner.style.color;
          context.expect(
            isCrimson(color),
            `The banner's style sets the colour "${color || "(none)"}", not crimson: set \`color: "crimson"\` (or "#dc143c") in the style object.`,
          );
        },
      },
      {
        name: "The style object makes the banner bold",
        run: (context) => {
          const banner = styledBanner(context);
          expectValid(context, banner, "fontWeight", "a font weight");
          const weight = banner.style.fontWeight;
          context.expect(
            weightOf(weight) >= 700,
            `The banner's style sets the font weight "${weight || "(none)"}", not bold: add \`fontWeight: "bold"\` (or 700) to the style object.`,
          );
        },
      },
    ],
  },

  "conditional-classes": {
    starter: tabBar(
      `"rounded px-3 py-1 " + tab === active ? "bg-sky-700 text-white" : "bg-slate-100"`,
    ),
    solution: tabBar(
      `cn("rounded px-3 py-1", tab === active ? "bg-sky-700 text-white" : "bg-slate-100")`,
    ),
    hint: '`+` binds tighter than `===` and `? :`. What does `"rounded " + tab === active` compare?',
    explanation:
      'The string concatenation ran first, so the condition compared `"rounded px-3 py-1 Overview"` with `active`, which is never equal, and the whole class list became one of the two branches. `cn()` (clsx) joins the base classes with the conditional ones, with no precedence traps; a template literal or parentheses around the condition work too.',
    checks: [
      {
        name: "At first, every tab has rounded px-3 py-1 and only Overview has bg-sky-700",
        run: (context) => tabsAfter(context, [], "Overview"),
      },
      {
        name: "After clicking Pricing, only Pricing has bg-sky-700",
        run: (context) => tabsAfter(context, ["Pricing"], "Pricing"),
      },
      {
        name: "After clicking Reviews, then Overview, only Overview has bg-sky-700",
        run: (context) => tabsAfter(context, ["Reviews", "Overview"], "Overview"),
      },
      {
        name: "The highlight follows every click: Reviews, Pricing, Pricing again, Overview",
        run: async (context) => {
          const clicks = ["Reviews", "Pricing", "Pricing", "Overview"];
          for (const [index, name] of clicks.entries()) {
            await context.user.click(context.screen.getByRole("button", { name }));
            expectTabs(context, clicks.slice(0, index + 1), name);
          }
        },
      },
    ],
  },
};
