import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { markChallengeStarted } from "@/lib/challenge-progress";
import { Challenge } from "./challenge";

// The panel (editor, sandbox, challenge data) is tested in src/playground; here a stub that
// records when it is loaded.
const panel = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock("@/playground/challenge/challenge-panel", () => {
  panel.loaded();
  return {
    default: ({ id, reveal }: { id: string; reveal?: boolean }) => (
      <p>
        Workspace for {id}
        {reveal ? ", to scroll into view" : ""}
      </p>
    ),
  };
});

describe("Challenge", () => {
  it("is a named box that loads the workspace only when the reader starts", async () => {
    const user = userEvent.setup();
    render(<Challenge id="hooks/stale-interval" />);
    const box = screen.getByRole("region", { name: "Challenge: Stale interval" });
    expect(panel.loaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Start challenge" }));
    // Just started by a press: the workspace comes into view when it arrives.
    expect(
      await screen.findByText("Workspace for hooks/stale-interval, to scroll into view"),
    ).toBeInTheDocument();
    expect(panel.loaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Start challenge" })).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it("reopens one started earlier in the visit where it is: no scrolling, focus left alone", async () => {
    markChallengeStarted("hooks/reopened");
    render(<Challenge id="hooks/reopened" />);
    expect(await screen.findByText(/^Workspace for hooks\/reopened$/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Challenge: Reopened" })).not.toHaveFocus();
  });
});
