import { Sparkles } from "lucide-react";
import { memo } from "react";

/** Greets the reader on the introduction only. */
export const WelcomeBanner = memo(function WelcomeBanner() {
  return (
    <section
      aria-label="Welcome"
      className="mb-10 overflow-hidden rounded-2xl bg-gradient-to-br from-sky-700 via-sky-800 to-indigo-800 p-6 text-white shadow-lg sm:p-8"
    >
      <p className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome to React Mastery!</p>
      <p className="mt-2 text-base text-sky-50 sm:text-lg">
        Your comprehensive guide to modern React development
      </p>
      <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white">
        <Sparkles aria-hidden="true" className="size-4" />
        Interactive examples included
      </p>
    </section>
  );
});
