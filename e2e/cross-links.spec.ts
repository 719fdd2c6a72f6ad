import { expect, lessonHeading, openSection, test } from "./fixtures";

test("a link to another lesson opens it in place, at its heading, without changing the URL", async ({
  page,
}) => {
  await openSection(page, "styling");
  const link = page.getByRole("link", {
    name: "Content-Security-Policy the Deployment lesson recommends",
  });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(lessonHeading(page)).toHaveText("Deployment");
  await expect(
    page.getByRole("heading", { level: 3, name: "Security checklist" }),
  ).toBeInViewport();
  expect(new URL(page.url()).search).toBe("?section=styling");
});

test("before the app has loaded, the same link still reaches the lesson @desktop", async ({
  page,
}) => {
  await page.goto("/?section=deployment#security-checklist");
  await expect(lessonHeading(page)).toHaveText("Deployment");
});
