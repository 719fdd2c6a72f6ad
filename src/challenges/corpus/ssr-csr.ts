import type { LessonCorpus } from "../types";
import { clock, plan } from "../ssr-csr";

const greeting = `<p>{hour < 12 ? "Good morning" : "Good afternoon"}</p>`;

export const corpus: LessonCorpus = {
  "pick-a-strategy": {
    wrong: [
      {
        name: "server-renders the dashboard because SSR is faster",
        source: plan("SSG", "SSR", "SSR"),
        message: /dashboard behind a login you chose SSR: .*"SSR is faster" is the classic mistake/,
      },
      {
        name: "builds the product page statically",
        source: plan("SSG", "CSR", "SSG"),
        message: /price changes every minute you chose SSG: .*out of date almost at once/,
      },
      {
        name: "server-renders everything public",
        source: plan("SSR", "CSR", "SSR"),
        message: /marketing page that changes once a month you chose SSR/,
      },
      {
        name: "renders the product page in the browser",
        source: plan("SSG", "CSR", "CSR"),
        message: /price changes every minute you chose CSR: search engines must index/,
      },
      {
        name: "answers ISR, which the task does not offer",
        source: plan("ISR", "CSR", "SSR"),
        message: /ISR is not one of CSR, SSR and SSG/,
      },
    ],
    right: [
      {
        name: "lower-case answers",
        source: plan("ssg", "csr", "ssr"),
      },
      {
        name: "the object built up line by line",
        source: `export const strategy: Record<string, "CSR" | "SSR" | "SSG" | ""> = {};
strategy["a marketing page that changes once a month"] = "SSG";
strategy["a logged-in dashboard behind a login"] = "CSR";
strategy["a product page whose price changes every minute"] = "SSR";

export default function Plan() {
  return <p>{Object.keys(strategy).length} pages planned</p>;
}
`,
      },
    ],
  },

  "hydration-safe": {
    wrong: [
      {
        name: "checks typeof window during render",
        source: clock(
          `  const hour = typeof window === "undefined" ? null : new Date().getHours();
  if (hour === null) return <p>Hello</p>;
  return ${greeting};`,
          '"after hydration"',
        ),
        message:
          /reported a hydration mismatch: the server sent "Hello", but the browser's first render read the clock/,
      },
      {
        name: "silences the warning with suppressHydrationWarning",
        source: clock(
          `  const hour = new Date().getHours();
  return <p suppressHydrationWarning>{hour < 12 ? "Good morning" : "Good afternoon"}</p>;`,
          '"after hydration"',
        ),
        message: /still says "Hello" after hydration.*suppressHydrationWarning/,
      },
      {
        name: "gives the server snapshot the clock too",
        source: clock(
          `  const hour = useSyncExternalStore(
    subscribe,
    () => new Date().getHours(),
    () => new Date().getHours(),
  );
  return ${greeting};`,
          '"after hydration"',
        ),
        message: /hydration mismatch.*third function/,
      },
      {
        name: "reads the clock in a lazy useState initializer",
        source: clock(
          `  const [hour] = useState(() => new Date().getHours());
  return ${greeting};`,
          '"after hydration"',
          "useState",
        ),
        message: /hydration mismatch/,
      },
      {
        name: "fixes the render but answers during render",
        source: clock(
          `  const hour = useSyncExternalStore(subscribe, () => new Date().getHours(), () => null);
  if (hour === null) return <p>Hello</p>;
  return ${greeting};`,
          '"during render"',
        ),
        message: /You answered "during render"/,
      },
    ],
    right: [
      {
        name: "the FAQ's isClient flag",
        source: clock(
          `  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!isClient) return <p>Hello</p>;
  const hour = new Date().getHours();
  return ${greeting};`,
          '"after hydration"',
        ),
      },
      {
        name: "state set from an effect, which the lesson allows",
        source: clock(
          `  const [hour, setHour] = useState<number | null>(null);
  useEffect(() => {
    setHour(new Date().getHours());
  }, []);
  return <p>{hour === null ? "Hello" : hour < 12 ? "Good morning" : "Good afternoon"}</p>;`,
          '"after hydration"',
          "useEffect, useState",
        ),
      },
      {
        name: "the greeting itself as the snapshot",
        source: clock(
          `  const text = useSyncExternalStore(
    subscribe,
    () => (new Date().getHours() < 12 ? "Good morning" : "Good afternoon"),
    () => "Hello",
  );
  return <p>{text}</p>;`,
          '"after hydration"',
        ),
      },
    ],
  },
};
