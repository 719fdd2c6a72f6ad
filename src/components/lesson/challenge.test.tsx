import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Challenge } from "./challenge";

// The panel (editor, sandbox, challenge data) is tested in src/playground; here a stub that
// records when it is loaded.
const panel = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock("@/playground/challenge-panel", () => {
  panel.loaded();
  return { default: ({ id }: { id: string }) => <p>Workspace for {id}</p> };
});

describe("Challenge", () => {
  it("is a named box that loads the workspace only when the reader starts", async () => {
    const user = userEvent.setup();
    render(<Challenge id="hooks/stale-interval" />);
    const box = screen.getByRole("region", { name: "Challenge: Stale interval" });
    expect(panel.loaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Start challenge" }));
    expect(await screen.findByText("Workspace for hooks/stale-interval")).toBeInTheDocument();
    expect(panel.loaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Start challenge" })).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });
});
