import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UndoSendDemo } from "./undo-send-demo";

describe("UndoSendDemo", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains its async queue with setTimeout(0) and only advances fake
    // timers it recognises as Jest's; this shim lets it advance Vitest's instead.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function setup() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = render(<UndoSendDemo />);
    const field = screen.getByRole("textbox", { name: "Message" });
    const status = screen.getByRole("status");
    const send = screen.getByRole("button", { name: "Send" });
    const undo = screen.getByRole("button", { name: "Undo" });
    return { user, field, status, send, undo, ...view };
  }

  it("sends the message after three seconds, not before", async () => {
    const { user, field, status, send } = setup();
    expect(status).toHaveTextContent("Sending waits 3 seconds, so you can undo it.");
    await user.type(field, "Hello Ada");
    await user.click(send);
    expect(status).toHaveTextContent("Sending “Hello Ada” in 3 seconds…");
    expect(field).toHaveAttribute("readonly");

    act(() => vi.advanceTimersByTime(2999));
    expect(status).toHaveTextContent("Sending “Hello Ada” in 3 seconds…");
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent("Sent: “Hello Ada”.");
    expect(field).toHaveValue("");
    expect(field).not.toHaveAttribute("readonly");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("undo cancels the waiting send, keeps the text and moves focus to the box", async () => {
    const { user, field, status, send, undo } = setup();
    await user.type(field, "Draft");
    await user.click(send);
    expect(vi.getTimerCount()).toBe(1);

    await user.click(undo);
    expect(vi.getTimerCount()).toBe(0);
    expect(status).toHaveTextContent("Not sent. Your message is back in the box.");
    expect(field).toHaveValue("Draft");
    expect(field).toHaveFocus();
    act(() => vi.advanceTimersByTime(5000));
    expect(status).toHaveTextContent("Not sent.");

    // The ref was emptied, so the same message can be sent again.
    await user.click(send);
    act(() => vi.advanceTimersByTime(3000));
    expect(status).toHaveTextContent("Sent: “Draft”.");
  });

  it("a second Send while one waits starts no second timer", async () => {
    const { user, field, send } = setup();
    await user.type(field, "Once");
    await user.click(send);
    await user.click(send);
    expect(vi.getTimerCount()).toBe(1);
    expect(send).toHaveAttribute("aria-disabled", "true");
  });

  it("Send and Undo do nothing when there is nothing to send or undo", async () => {
    const { user, field, status, send, undo } = setup();
    expect(send).toHaveAttribute("aria-disabled", "true");
    expect(undo).toHaveAttribute("aria-disabled", "true");
    await user.type(field, "   ");
    await user.click(send);
    await user.click(undo);
    expect(vi.getTimerCount()).toBe(0);
    expect(status).toHaveTextContent("Sending waits 3 seconds");
    // Undo stays focusable (aria-disabled, not disabled), so keyboard focus is never lost.
    expect(undo).toHaveFocus();
  });

  it("unmounting clears a send that is still waiting", async () => {
    const { user, field, send, unmount } = setup();
    await user.type(field, "Bye");
    await user.click(send);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
