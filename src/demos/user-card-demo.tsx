import { Mail, Star } from "lucide-react";

/** The most stars a card shows. */
const RATING_MAX = 5;

interface UserCardProps {
  name: string;
  age: number;
  email: string;
  isOnline: boolean;
  /** Whole stars from 0 to RATING_MAX; anything outside is clamped. */
  rating: number;
}

function UserCard({ name, age, email, isOnline, rating }: UserCardProps) {
  // Props are read-only: derive a new value instead of changing `rating` itself.
  const stars = Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-base leading-snug font-semibold text-slate-900 dark:text-white">
          {name}
        </h3>
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          <span
            aria-hidden="true"
            className={
              isOnline
                ? "size-2.5 rounded-full bg-emerald-600 dark:bg-emerald-400"
                : "size-2.5 rounded-full bg-slate-400 dark:bg-slate-500"
            }
          />
          {isOnline ? "Online" : "Offline"}
        </span>
      </div>
      <div className="flex flex-col gap-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        <p>Age: {age}</p>
        <p className="flex items-center gap-1.5 break-all">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {email}
        </p>
        <div role="img" aria-label={`Rated ${stars} out of ${RATING_MAX}`} className="flex gap-0.5">
          {/* An index key is fine here: the five stars never move, appear or disappear. */}
          {Array.from({ length: RATING_MAX }, (_, index) => (
            <Star
              key={index}
              aria-hidden="true"
              data-filled={index < stars}
              className={
                index < stars
                  ? "size-5 fill-amber-400 text-amber-600 dark:fill-amber-300 dark:text-amber-300"
                  : "size-5 text-slate-400 dark:text-slate-500"
              }
            />
          ))}
        </div>
      </div>
    </article>
  );
}

export function UserCardDemo() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <UserCard name="Ada Lovelace" age={36} email="ada@example.com" isOnline rating={4} />
      {/* A rating of 7 is out of range: the card clamps it to the 5-star maximum. */}
      <UserCard name="Alan Turing" age={41} email="alan@example.com" isOnline={false} rating={7} />
    </div>
  );
}
