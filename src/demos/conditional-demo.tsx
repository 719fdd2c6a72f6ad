import { LogIn, LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

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
      <Button
        variant={isLoggedIn ? "outline" : "default"}
        onClick={() => setIsLoggedIn((current) => !current)}
      >
        {isLoggedIn ? <LogOut aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {isLoggedIn ? "Log out" : "Log in"}
      </Button>
    </div>
  );
}
