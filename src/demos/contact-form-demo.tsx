import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useState, type SubmitEvent } from "react";

/** How long the "Message sent!" panel stays up. */
const FORM_SUCCESS_MS = 3000;

interface Submission {
  name: string;
  email: string;
}

// Tailwind classes. Each field sits inside its label, so `font-normal` keeps the label's
// `font-medium` off the text typed into it.
const inputClass =
  "h-9 w-full rounded-md border border-slate-400 bg-white px-3 text-sm font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100";

export function ContactFormDemo() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<Submission | null>(null);

  // Each submit stores a new object, so the effect re-runs and the 3-second timer restarts.
  // The cleanup clears the old timer, and also the pending one if the demo unmounts.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(null), FORM_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault(); // stay on the page: no full reload
    setSent({ name, email });
  }

  return (
    <form onSubmit={handleSubmit} className="flex max-w-md flex-col gap-4">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Name
        <input
          type="text"
          required
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className={inputClass}
        />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Email
        <input
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClass}
        />
      </label>
      <button type="submit" className={`${buttonClass} self-start`}>
        <Send aria-hidden="true" size={16} />
        Send message
      </button>
      <div role="status">
        {sent && (
          <div className="flex gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0 break-words">
              <p className="font-semibold">Message sent!</p>
              <p>
                Thanks, {sent.name}. We will reply to {sent.email}.
              </p>
            </div>
          </div>
        )}
      </div>
    </form>
  );
}

// Tailwind classes for the button: shape and text, a focus ring for keyboard users, and its
// colours in light and dark mode.
const buttonClass =
  "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 " +
  "text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "bg-sky-700 text-white hover:bg-sky-800 " +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";
