import { renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { lessonLinkTarget, useLessonLinks } from "./use-lesson-links";

const origin = "https://guide.example";

describe("lessonLinkTarget", () => {
  it("reads the lesson and heading of a link to another lesson", () => {
    expect(lessonLinkTarget("/?section=hooks#usecontext", origin, "/")).toEqual({
      sectionId: "hooks",
      headingId: "usecontext",
    });
    expect(lessonLinkTarget("/?section=styling", origin, "/")).toEqual({
      sectionId: "styling",
      headingId: undefined,
    });
  });

  it("leaves every other link alone", () => {
    expect(lessonLinkTarget("https://react.dev/?section=hooks", origin, "/")).toBeNull();
    expect(lessonLinkTarget("/?section=no-such-lesson", origin, "/")).toBeNull();
    expect(lessonLinkTarget("/docs/?section=hooks", origin, "/")).toBeNull();
    expect(lessonLinkTarget("#local-heading", origin, "/")).toBeNull();
    expect(lessonLinkTarget("http://[bad", origin, "/")).toBeNull();
  });

  it("respects a base path", () => {
    expect(lessonLinkTarget("/guide/?section=faq", origin, "/guide/")?.sectionId).toBe("faq");
  });
});

describe("useLessonLinks", () => {
  function renderLesson(html: string) {
    const lesson = document.createElement("main");
    lesson.id = "lesson";
    lesson.innerHTML = html;
    document.body.append(lesson);
    const open = vi.fn();
    const prefetch = vi.fn();
    const hook = renderHook(() => useLessonLinks(open, prefetch));
    return {
      open,
      prefetch,
      cleanup: () => {
        hook.unmount();
        lesson.remove();
      },
    };
  }

  it("prefetches the lesson a cross-link names on hover, focus and press", async () => {
    const { prefetch, open, cleanup } = renderLesson(
      '<p><a href="/?section=hooks#usestate"><code>useState</code></a> <a href="https://example.com/">out</a></p>',
    );
    const user = userEvent.setup();
    const link = screen.getByRole("link", { name: "useState" });
    await user.hover(link.querySelector("code")!);
    expect(prefetch).toHaveBeenCalledWith("hooks");
    prefetch.mockClear();
    await user.pointer({ keys: "[MouseLeft>]", target: link });
    expect(prefetch).toHaveBeenCalledWith("hooks");
    await user.pointer({ keys: "[/MouseLeft]", target: link });
    expect(open).toHaveBeenCalledWith("hooks", "usestate");
    prefetch.mockClear();
    link.blur();
    await user.tab();
    expect(link).toHaveFocus();
    expect(prefetch).toHaveBeenCalledWith("hooks");
    prefetch.mockClear();
    await user.hover(screen.getByRole("link", { name: "out" }));
    expect(prefetch).not.toHaveBeenCalled();
    cleanup();
  });

  it("ignores lesson links outside the lesson", async () => {
    const { prefetch, cleanup } = renderLesson("");
    const outside = document.createElement("a");
    outside.href = "/?section=hooks";
    outside.textContent = "Elsewhere";
    document.body.append(outside);
    await userEvent.hover(outside);
    expect(prefetch).not.toHaveBeenCalled();
    outside.remove();
    cleanup();
  });
});
