import {
  expect,
  expectNoA11yViolations,
  isMobile,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";

// The editor's language workers are the business of playground-language.spec.ts (fixtures.ts).
test.use({ languageService: false });

/**
 * "Compare with solution": after a first Check, the reader's code beside the model
 * answer (one column on a phone), changed lines marked by more than colour, and the changes as
 * text for the keyboard and screen readers.
 */
test("after a first Check, the comparison marks the changed lines, side by side or unified, by keyboard @responsive", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSection(page, "hooks");
  const challenge = page.locator("[data-slot=challenge]").first();
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  const compare = challenge.getByRole("button", { name: "Compare with solution" });
  await expect(challenge.getByRole("textbox")).toBeVisible();
  await expect(compare).toHaveCount(0);
  await challenge.getByRole("button", { name: "Check" }).click();
  await expect(challenge.locator("[data-slot=check-results]")).toContainText(/checks passed/, {
    timeout: 20_000,
  });

  // From "Show solution", the next stop, by keyboard.
  await challenge.getByRole("button", { name: "Show solution" }).focus();
  await page.keyboard.press("Tab");
  await expect(compare).toBeFocused();
  await expect(compare).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  const panel = challenge.getByRole("region", { name: "Your code compared with the solution" });
  await expect(panel).toBeVisible();
  await expect(challenge.getByRole("button", { name: "Hide comparison" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(panel).toContainText(/\d+ places? differs?\./);
  const view = panel.locator("[data-slot=solution-merge-view]");
  if (isMobile(page)) {
    // One column: the solution, the reader's differing lines shown above its own.
    await expect(view.getByRole("textbox")).toHaveCount(1);
    await expect(view.locator(".cm-deletedChunk").first()).toBeVisible();
    await expect(view.locator(".cm-insertedLine").first()).toBeVisible();
    await expect(panel).toContainText("Lines marked − are yours, + the solution's.");
  } else {
    await expect(view.getByRole("textbox", { name: "Your code" })).toBeVisible();
    await expect(view.getByRole("textbox", { name: "The solution" })).toBeVisible();
    await expect(view.locator(".cm-merge-a .cm-changedLine").first()).toBeVisible();
    await expect(view.locator(".cm-merge-b .cm-changedLine").first()).toBeVisible();
    await expect(view.locator(".cm-merge-a .cm-change-signs")).toContainText("−");
  }
  // Marked by a sign as well as by colour.
  await expect(view.locator(".cm-change-signs").last()).toContainText("+");

  // Into the code by Tab (past Reset and Copy link), and on to the changes as text.
  const code = view.getByRole("textbox").first();
  for (let press = 0; press < 4; press++) {
    if (await code.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(code).toBeFocused();
  await page.keyboard.press("Alt+ArrowDown");
  const caretLine = await code.evaluate(
    () => window.getSelection()?.anchorNode?.parentElement?.closest(".cm-line")?.className,
  );
  expect(caretLine).toMatch(/cm-(changedLine|insertedLine)/);
  const asText = panel.getByText("The changes as text");
  await asText.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("listitem").first()).toContainText(/Your lines? \d+/);
  await expect(panel.getByLabel(/^The solution's lines? \d+/).first()).toBeVisible();

  await expectNoA11yViolations(page, "the comparison", "[data-slot=solution-compare]");
  await switchColorScheme(page, "dark");
  await expectNoA11yViolations(page, "the comparison, dark", "[data-slot=solution-compare]", {
    only: ["color-contrast"],
  });
});
