import { useState, type SubmitEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

const starter = [
  { name: "VITE_API_URL", value: "https://api.example.com" },
  { name: "DATABASE_URL", value: "postgres://app:s3cret@db.internal:5432/shop" },
  { name: "VITE_STRIPE_SECRET_KEY", value: "sk_live_51Hx9…" },
];
const validName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const looksSecret = /SECRET|PASSWORD|PRIVATE|TOKEN/i;

// Vite copies only VITE_-prefixed variables into client code, as plain text.
function verdict(name: string) {
  if (!name.startsWith("VITE_")) return { label: "Not in the bundle", variant: "success" } as const;
  if (looksSecret.test(name)) return { label: "Secret leaked!", variant: "danger" } as const;
  return { label: "Public: in the bundle", variant: "warning" } as const;
}

const field =
  "h-9 w-full rounded-md border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100";

export function EnvExposureDemo() {
  const [vars, setVars] = useState(starter);
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  const [error, setError] = useState("");
  const shipped = vars.filter((v) => v.name.startsWith("VITE_"));

  function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!validName.test(trimmed)) {
      setError("Use letters, digits and underscores, not starting with a digit.");
      return;
    }
    setVars([...vars.filter((v) => v.name !== trimmed), { name: trimmed, value }]);
    setName("");
    setValue("");
    setError("");
  }

  return (
    <div className="space-y-4 text-sm text-slate-800 dark:text-slate-100">
      <form onSubmit={add} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className="grid gap-1 font-medium">
          Variable name
          <input
            type="text"
            className={field}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label className="grid gap-1 font-medium">
          Value
          <input
            type="text"
            className={field}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </label>
        <Button type="submit">Add to .env</Button>
      </form>
      {error && (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {error}
        </p>
      )}
      <ul
        aria-label=".env file"
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
      >
        {vars.map((v) => (
          <li key={v.name} className="flex flex-wrap items-center gap-2 p-2">
            <code className="font-mono break-all">{v.name}</code>
            <Badge variant={verdict(v.name).variant}>{verdict(v.name).label}</Badge>
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto"
              aria-label={`Remove ${v.name}`}
              onClick={() => setVars(vars.filter((other) => other !== v))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <p role="status">
        {shipped.length} of {vars.length} variables end up in the JavaScript every visitor
        downloads.
      </p>
      <div className="rounded-lg bg-slate-100 p-3 font-mono text-xs break-all dark:bg-slate-800">
        <p className="mb-1 font-sans font-semibold">What anyone can read in dist/assets/index.js</p>
        {shipped.length === 0 && <p>Nothing from .env reaches the bundle.</p>}
        {shipped.map((v) => (
          <p key={v.name}>{`import.meta.env.${v.name} → ${JSON.stringify(v.value)}`}</p>
        ))}
      </div>
    </div>
  );
}
