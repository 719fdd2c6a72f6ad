import { Mail, Star } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { RATING_MAX } from "@/data/constants";
import { cn } from "@/lib/cn";

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
    <Card className="min-w-0">
      <CardHeader className="flex-wrap justify-between">
        <CardTitle>{name}</CardTitle>
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          <span
            aria-hidden="true"
            className={cn(
              "size-2.5 rounded-full",
              isOnline ? "bg-emerald-600 dark:bg-emerald-400" : "bg-slate-400 dark:bg-slate-500",
            )}
          />
          {isOnline ? "Online" : "Offline"}
        </span>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
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
              className={cn(
                "size-5",
                index < stars
                  ? "fill-amber-400 text-amber-600 dark:fill-amber-300 dark:text-amber-300"
                  : "text-slate-400 dark:text-slate-500",
              )}
            />
          ))}
        </div>
      </CardContent>
    </Card>
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
