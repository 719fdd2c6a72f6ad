import { afterEach, describe, expect, it } from "vitest";
import { actEnvironmentForTests } from "@/test/act-environment";
import { warmUpChecks } from "./checks-warm-up";

actEnvironmentForTests(false);
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the checks' warm-up", () => {
  it("runs a check of its own through the checks' machinery and leaves nothing behind", async () => {
    const preview = document.createElement("div");
    preview.textContent = "the reader's preview";
    document.body.append(preview);
    const { error, warn } = console;
    const focused: EventTarget[] = [];
    const onFocus = (event: FocusEvent) => focused.push(event.target!);
    document.addEventListener("focusin", onFocus);
    expect(await warmUpChecks()).toBe(true);
    document.removeEventListener("focusin", onFocus);
    expect(document.body.children).toHaveLength(1);
    expect(document.body.firstElementChild).toBe(preview);
    expect(preview.textContent).toBe("the reader's preview");
    // The console is the page's again, and focus never moved (it would take the guide's).
    expect(console.error).toBe(error);
    expect(console.warn).toBe(warn);
    expect(focused).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });

  it("leaves focus where the reader put it in the preview", async () => {
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    field.value = "typed";
    expect(await warmUpChecks()).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe("typed");
  });
});
