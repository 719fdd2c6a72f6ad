import { Monitor, Moon, Sun } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type Choice = "light" | "dark" | "system";

const choices = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
] as const;

const query = "(prefers-color-scheme: dark)";

// Outside the component, so React gets the same functions on every render: an inline
// `subscribe` would make it unsubscribe and subscribe again each time.
function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(query);
  media?.addEventListener("change", onChange);
  return () => media?.removeEventListener("change", onChange);
}
const prefersDark = () => window.matchMedia?.(query).matches ?? false;
const onTheServer = () => false;

/** Follows the operating system's setting, and re-renders when it changes. */
function useSystemPrefersDark() {
  return useSyncExternalStore(subscribe, prefersDark, onTheServer);
}

// The two class sets a `dark:` variant would switch between, chosen here from state so the
// preview can differ from the page around it. Both pass WCAG AA contrast.
const themes = {
  light: {
    card: "border-slate-200 bg-white text-slate-900",
    muted: "text-slate-600",
    button: "bg-sky-700 text-white",
  },
  dark: {
    card: "border-slate-700 bg-slate-900 text-slate-50",
    muted: "text-slate-300",
    button: "bg-sky-400 text-slate-950",
  },
};

export function ThemeToggleDemo() {
  const [choice, setChoice] = useState<Choice>("system");
  const systemDark = useSystemPrefersDark();
  const resolved = choice === "system" ? (systemDark ? "dark" : "light") : choice;
  const theme = themes[resolved];

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Theme" className="flex flex-wrap gap-2">
        {choices.map(({ value, label, Icon }) => (
          <Button
            key={value}
            size="sm"
            variant={choice === value ? "default" : "outline"}
            aria-pressed={choice === value}
            onClick={() => setChoice(value)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
      <div className={cn("rounded-lg border p-4 transition-colors", theme.card)}>
        <p className="font-semibold">Weekly report</p>
        <p className={cn("mt-1 text-sm", theme.muted)}>
          12 tasks done, 3 in review. Colours come from the active theme.
        </p>
        <span
          className={cn(
            "mt-3 inline-block rounded-full px-3 py-1 text-xs font-semibold",
            theme.button,
          )}
        >
          On track
        </span>
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        Preview theme: {resolved}
        {choice === "system" && " (following your system setting)"}
      </p>
    </div>
  );
}
