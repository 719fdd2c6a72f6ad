import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OptimisticLikeDemo } from "./optimistic-like-demo";

const SERVER_DELAY_MS = 1500;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<OptimisticLikeDemo />);
  return { user, status: () => screen.getByRole("status") };
}

async function serverAnswers() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SERVER_DELAY_MS);
  });
}

describe("OptimisticLikeDemo", () => {
  it("starts at 41 likes with a hint", () => {
    const { status } = setup();
    expect(screen.getByText("41 likes")).toBeInTheDocument();
    expect(status()).toHaveTextContent("Press Like");
  });

  it("shows the like at once and keeps it when the server confirms", async () => {
    const { user, status } = setup();
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(screen.getByText("42 likes")).toBeInTheDocument();
    expect(status()).toHaveTextContent("Saving…");
    await serverAnswers();
    expect(screen.getByText("42 likes")).toBeInTheDocument();
    expect(status()).toHaveTextContent("Saved: the server confirmed your like.");
  });

  it("rolls the like back when the server fails", async () => {
    const { user, status } = setup();
    await user.click(screen.getByLabelText("Make the server fail"));
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(screen.getByText("42 likes")).toBeInTheDocument();
    await serverAnswers();
    expect(screen.getByText("41 likes")).toBeInTheDocument();
    expect(status()).toHaveTextContent("Could not save: your like was rolled back.");
  });

  it("counts several quick likes", async () => {
    const { user } = setup();
    const like = screen.getByRole("button", { name: "Like" });
    await user.click(like);
    await user.click(like);
    expect(screen.getByText("43 likes")).toBeInTheDocument();
    await serverAnswers();
    expect(screen.getByText("43 likes")).toBeInTheDocument();
  });
});
