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
        name: "the pages as typed constants, used as computed keys",
        source: `type Strategy = "CSR" | "SSR" | "SSG";

const marketing = "a marketing page that changes once a month";
const dashboard = "a logged-in dashboard behind a login";
const product = "a product page whose price changes every minute";

export const strategy: Record<string, Strategy | ""> = {
  [marketing]: "SSG",
  [dashboard]: "CSR",
  [product]: "SSR",
};

export default function Plan() {
  return (
    <dl>
      {Object.entries(strategy).map(([page, choice]) => (
        <div key={page}>
          <dt>{page}</dt>
          <dd>{choice}</dd>
        </div>
      ))}
    </dl>
  );
}
`,
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
        name: "reads the hour once, at module level, outside render",
        source: `// Read once when the module loads, so the render itself never reads the clock.
const hour = new Date().getHours();

export default function Greeting() {
  return <p>{hour < 12 ? "Good morning" : "Good afternoon"}</p>;
}

export const answer: "during render" | "after hydration" | "" = "after hydration";
`,
        message: /reported a hydration mismatch: the server sent "Hello"/,
      },
      {
        name: "counts noon as the morning",
        source: clock(
          `  const hour = useSyncExternalStore(subscribe, () => new Date().getHours(), () => null);
  if (hour === null) return <p>Hello</p>;
  return <p>{hour > 12 ? "Good afternoon" : "Good morning"}</p>;`,
          '"after hydration"',
        ),
        message: /At 12:30 the page shows "Good morning" after hydration, not "Good afternoon"/,
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
        name: "a typed useHydrated hook",
        source: clock(
          `  const hydrated: boolean = useHydrated();
  if (!hydrated) return <p>Hello</p>;
  const hour = new Date().getHours();
  return ${greeting};`,
          '"after hydration"',
        ).replace(
          "// The server renders",
          `/** False on the server and while hydrating, true once the browser has taken over. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

// The server renders`,
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
