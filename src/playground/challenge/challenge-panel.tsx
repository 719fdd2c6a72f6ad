import { useEffect, useState } from "react";
import type { Challenge } from "@/challenges/types";
import { ChallengeWorkspace } from "./challenge-workspace";
import { loadChallenge } from "./load-challenge";

type Loaded = { id: string; challenge: Challenge | null };

/**
 * An opened `<Challenge id>`: fetches the lesson's challenge data, then shows the workspace
 * (scrolled into view when `reveal`: the reader has just pressed Start).
 */
export default function ChallengePanel({
  id,
  name,
  reveal = false,
}: {
  id: string;
  name: string;
  reveal?: boolean;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    loadChallenge(id).then(
      (challenge) => current && setLoaded({ id, challenge }),
      () => current && setLoaded({ id, challenge: null }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (!loaded || loaded.id !== id)
    return (
      <p role="status" className="p-4 text-sm text-slate-600 dark:text-slate-400">
        Loading the challenge…
      </p>
    );
  if (!loaded.challenge)
    return (
      <p
        role="alert"
        className="m-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
      >
        This challenge (<code className="font-mono">{id}</code>) could not be found. The rest of the
        lesson works as usual.
      </p>
    );
  return <ChallengeWorkspace id={id} name={name} challenge={loaded.challenge} reveal={reveal} />;
}
