import { expect, expectNoA11yViolations, test } from "./fixtures";

// The helper every accessibility check goes through: it must run the rules it promises, in
// both of its modes (one run in a page without frames; per-frame runs when there are frames).
// It once ran axe's default set instead of the WCAG tags, so these pages break the rules the
// default set leaves out.

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1>${body}</main></body></html>`;

test.describe("the axe helper", { tag: "@desktop" }, () => {
  test("reports Label in Name (2.5.3) and target size (2.5.8)", async ({ page }) => {
    await page.setContent(
      html(
        `<button type="button" aria-label="Find">Search</button>` +
          `<p><button type="button" aria-label="One" style="all:unset;display:inline-block;width:8px;height:8px"></button>` +
          `<button type="button" aria-label="Two" style="all:unset;display:inline-block;width:8px;height:8px"></button></p>`,
      ),
    );
    const error = await expectNoA11yViolations(page, "fixture").catch((e: Error) => e);
    expect(String(error)).toContain("label-content-name-mismatch");
    expect(String(error)).toContain("target-size");
  });

  test("reports a violation inside a frame", async ({ page }) => {
    await page.setContent(
      html(
        `<iframe title="Inner" srcdoc="<!doctype html><html lang=en><title>Inner</title><button type=button></button></html>"></iframe>`,
      ),
    );
    await expect.poll(() => page.frames().length).toBe(2);
    // The frame exists before its document has loaded: axe must find the button in it.
    await expect(page.frameLocator("iframe").getByRole("button")).toBeAttached();
    const error = await expectNoA11yViolations(page, "fixture").catch((e: Error) => e);
    expect(String(error)).toContain("button-name");
  });

  test("passes a clean page, and can run only some rules", async ({ page }) => {
    await page.setContent(html(`<p>Readable text.</p>`));
    await expectNoA11yViolations(page, "clean fixture");
    await page.setContent(html(`<p style="color:#eee">Faint text.</p>`));
    const error = await expectNoA11yViolations(page, "faint fixture", undefined, {
      only: ["color-contrast"],
    }).catch((e: Error) => e);
    expect(String(error)).toContain("color-contrast");
  });
});
