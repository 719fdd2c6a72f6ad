import { LogIn, LogOut } from "lucide-react";
import { useState } from "react";

const unreadMessages = 3;

function Dashboard() {
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-slate-900 dark:text-white">Welcome back, Ada!</p>
      {unreadMessages > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          You have {unreadMessages} unread messages.
        </p>
      )}
    </div>
  );
}

function Guest() {
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-slate-900 dark:text-white">You are signed out.</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">Log in to see your messages.</p>
    </div>
  );
}

export function ConditionalDemo() {
  const [isLoggedIn, setIsLoggedIn] = useState(false);

  return (
    <div className="flex flex-col items-start gap-4">
      <div
        role="status"
        className="w-full rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800"
      >
        {isLoggedIn ? <Dashboard /> : <Guest />}
      </div>
      <button
        type="button"
        className={isLoggedIn ? outline : primary}
        onClick={() => setIsLoggedIn((current) => !current)}
      >
        {isLoggedIn ? (
          <LogOut aria-hidden="true" size={16} />
        ) : (
          <LogIn aria-hidden="true" size={16} />
        )}
        {isLoggedIn ? "Log out" : "Log in"}
      </button>
    </div>
  );
}

// Tailwind classes: what every button shares (shape, text, a focus ring for keyboard
// users), then each look in light and dark mode.
const button =
  "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 " +
  "text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
const primary =
  `${button} bg-sky-700 text-white hover:bg-sky-800 ` +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";
const outline =
  `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ` +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
