import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { createSearchEngine } from "@/lib/search";
import { SearchButton } from "./search-button";

// The dialog's chunk arrives only when the test says so, like a slow first open.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock("./search-dialog", async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});
vi.mock("./load-search-index", () => ({
  loadSearchIndex: vi.fn(),
  loadedSearchEngine: () => undefined,
}));
const { loadSearchIndex } = await import("./load-search-index");

it("keeps what the reader types while the dialog is on its way", async () => {
  vi.mocked(loadSearchIndex).mockResolvedValue(
    createSearchEngine([
      {
        id: "hooks#usestate",
        sectionId: "hooks",
        sectionTitle: "React Hooks",
        heading: "useState: giving a component memory",
        headingId: "usestate",
        text: "State.",
        excerpt: "State.",
        code: "",
      },
    ]),
  );
  const user = userEvent.setup();
  render(<SearchButton onOpenSection={() => {}} />);

  await user.keyboard("{Control>}k{/Control}");
  await user.keyboard("usestx{Backspace}at");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

  chunk.release();
  // The real module loads now: on a busy machine its first transform alone can take seconds
  // (this failed once on CI at the default 1 s). How long the chunk takes is not the question.
  const dialog = await screen.findByRole(
    "dialog",
    { name: "Search the guide" },
    { timeout: 15_000 },
  );
  const input = within(dialog).getByRole("combobox", { name: "Search the guide" });
  expect(input).toHaveValue("usestat");
  await waitFor(() => expect(input).toHaveFocus());
  expect(input).toHaveProperty("selectionStart", "usestat".length);
  expect(
    await within(dialog).findByRole("option", { name: /useState: giving a component memory/ }),
  ).toBeVisible();

  // From here on the keys go to the input as usual.
  await user.keyboard("e");
  expect(input).toHaveValue("usestate");
});
