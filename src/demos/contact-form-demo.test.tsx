import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_SUCCESS_MS } from "@/data/constants";
import { ContactFormDemo } from "./contact-form-demo";

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<ContactFormDemo />);
  return { user, ...view };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Grace");
  await user.type(screen.getByLabelText("Email"), "grace@example.com");
  await user.click(screen.getByRole("button", { name: "Send message" }));
}

describe("ContactFormDemo", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains React's work with a zero-delay timeout after each user-event
    // action and only advances fake clocks it recognises as Jest's; this shim lets it advance
    // Vitest's, so clicks do not wait forever on a frozen clock.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("has a required name field and a required email field", () => {
    setup();
    const name = screen.getByLabelText("Name");
    const email = screen.getByLabelText("Email");
    expect(name).toBeRequired();
    expect(name).toHaveAttribute("type", "text");
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(
      screen.getByRole("button", { name: "Send message" }).closest("form"),
    ).not.toHaveAttribute("novalidate");
  });

  it("does not submit while the fields are empty (native validation)", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByLabelText("Name")).toBeInvalid();
    expect(screen.queryByText("Message sent!")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "Grace");
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByLabelText("Email")).toBeInvalid();
    expect(screen.queryByText("Message sent!")).not.toBeInTheDocument();
  });

  it("echoes the name and email, then hides the panel after 3000 ms", async () => {
    const { user } = setup();
    await fillAndSend(user);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Message sent!Thanks, Grace. We will reply to grace@example.com.",
    );

    act(() => vi.advanceTimersByTime(FORM_SUCCESS_MS - 1));
    expect(screen.getByText("Message sent!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Message sent!")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("restarts the timer when the form is sent again", async () => {
    const { user } = setup();
    await fillAndSend(user);
    act(() => vi.advanceTimersByTime(2000));
    await user.click(screen.getByRole("button", { name: "Send message" }));

    act(() => vi.advanceTimersByTime(FORM_SUCCESS_MS - 1));
    expect(screen.getByText("Message sent!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Message sent!")).not.toBeInTheDocument();
  });

  it("leaves no timer running after it unmounts", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, unmount } = setup();
    await fillAndSend(user);
    expect(vi.getTimerCount()).toBe(1);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(FORM_SUCCESS_MS));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
