import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderTimelineDemo } from "./render-timeline-demo";

function card(name: string) {
  return screen.getByText(name, { selector: "p" }).closest("li") as HTMLElement;
}

describe("RenderTimelineDemo", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function playWithFakeTimers() {
    vi.useFakeTimers();
    // Testing Library drains its queue with setTimeout(0) and only advances fake timers it
    // takes for Jest's: this stand-in lets it advance Vitest's.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  }

  it("starts with every approach still waiting for the server", () => {
    render(<RenderTimelineDemo />);
    expect(screen.getByRole("status")).toHaveTextContent("Content visible: none yet");
    expect(screen.getAllByText("Waiting for the first byte")).toHaveLength(3);
    expect(screen.getByRole("slider", { name: /time since the click/i })).toHaveValue("0");
  });

  it("shows what each approach paints at a chosen moment", () => {
    render(<RenderTimelineDemo />);
    // Range inputs have no typing model in user-event: set the value as the browser would.
    fireEvent.change(screen.getByRole("slider", { name: /time since the click/i }), {
      target: { value: "800" },
    });
    expect(screen.getByText("800 ms")).toBeInTheDocument();
    expect(within(card("CSR")).getByText("Blank page: JavaScript downloading")).toBeInTheDocument();
    expect(
      within(card("SSR")).getByText("Content visible, not interactive yet"),
    ).toBeInTheDocument();
    expect(
      within(card("SSG")).getByText("Content visible, not interactive yet"),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Content visible: SSR, SSG");
    const ssgMilestones = screen.getByRole("list", { name: "SSG milestones" });
    expect(within(ssgMilestones).getByText("LCP 300 ms").parentElement).toHaveTextContent(
      "reached",
    );
    expect(within(ssgMilestones).getByText("Interactive 1300 ms").parentElement).toHaveTextContent(
      "waiting",
    );
  });

  it("plays the timeline to the end and stops there", async () => {
    const user = playWithFakeTimers();
    render(<RenderTimelineDemo />);

    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1300));
    expect(screen.getByText("1300 ms")).toBeInTheDocument();
    expect(within(card("CSR")).getByText("Spinner: fetching data")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("2400 ms")).toBeInTheDocument();
    expect(screen.getAllByText("Content visible and interactive")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("Content visible: CSR, SSR, SSG");
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();

    // Playing again from the end starts over.
    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(screen.getByText("0 ms")).toBeInTheDocument();
  });

  it("pauses where it is", async () => {
    const user = playWithFakeTimers();
    render(<RenderTimelineDemo />);
    await user.click(screen.getByRole("button", { name: "Play" }));
    act(() => vi.advanceTimersByTime(500));
    await user.click(screen.getByRole("button", { name: "Pause" }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText("500 ms")).toBeInTheDocument();
  });
});
