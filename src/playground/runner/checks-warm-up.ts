import type { Challenge } from "@/challenges/types";
import { runChecks } from "./checks";
import { createLoopGuard } from "./guard";
import { offScreenHost } from "./off-screen";

/** A component of our own, never the reader's: the warm-up runs no code a reader wrote. */
const source = `import { useState } from "react";

export default function Tally() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <p role="status">Count: {count}</p>
      <span role="button" onClick={() => setCount((c) => c + 1)}>
        Add one
      </span>
    </div>
  );
}
`;

/**
 * The ways most checks go: a role query by name, a click, a wait, a text read. The button is not
 * focusable, so the click moves no focus in the frame; with focus already in the preview, the
 * reader is using it, and the click is left out.
 */
const challenge: Challenge = {
  starter: source,
  solution: source,
  hint: "",
  explanation: "",
  checks: [
    {
      name: "Warm-up",
      run: async ({ root, screen, user, waitFor, expect }) => {
        const button = screen.getByRole("button", { name: "Add one" });
        const idle = !document.activeElement || document.activeElement === document.body;
        if (idle) await user.click(button);
        await waitFor(() => screen.getByText(idle ? "Count: 1" : "Count: 0"));
        expect(root.textContent?.includes("Count") ?? false, "The warm-up did not render.");
      },
    },
  ],
};

/**
 * Runs the checks' machinery once on `Tally`, off screen, in a challenge's frame before the
 * reader's first Check. A Check is mostly code run for the first time in the frame (React's
 * event paths, user-event, Testing Library's queries), which V8 then compiles: at 4× CPU the
 * guide heard the results of Core Concepts' first challenge ~780 ms after the press, and of the
 * same Check again ~340 ms after it. Resolves to whether the warm-up check passed; it never
 * rejects.
 */
export async function warmUpChecks(): Promise<boolean> {
  const host = offScreenHost("20rem", "warmUp");
  try {
    const [result] = await runChecks(challenge, {
      source,
      file: "warm-up.tsx",
      host,
      guard: createLoopGuard(1000, () => {}),
    });
    return result?.passed ?? false;
  } catch {
    return false;
  } finally {
    host.remove();
  }
}
