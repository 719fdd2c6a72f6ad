import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createSearchEngine, type SearchDocument } from "@/lib/search";
import { loadSearchIndex } from "./load-search-index";
import { SearchButton } from "./search-button";

vi.mock("./load-search-index", () => ({
  loadSearchIndex: vi.fn(),
  loadedSearchEngine: () => undefined,
}));

const hooks = { sectionId: "hooks", sectionTitle: "React Hooks", code: "" };
const documents: SearchDocument[] = [
  { ...hooks, id: "hooks", title: "React Hooks", text: "Hooks.", excerpt: "Hooks." },
  {
    ...hooks,
    id: "hooks#usereducer",
    heading: "useReducer: state transitions in one place",
    headingId: "usereducer-state-transitions-in-one-place",
    text: "A reducer takes the state and an action.",
    excerpt: "A reducer takes the state and an action.",
  },
  {
    ...hooks,
    id: "hooks#usestate-or-usereducer",
    heading: "useState or useReducer?",
    headingId: "usestate-or-usereducer",
    text: "Start with useState.",
    excerpt: "Start with useState.",
  },
  {
    sectionId: "state-management",
    sectionTitle: "State Management",
    id: "state-management#redux",
    heading: "Redux",
    headingId: "redux",
    text: "Redux reducers work like useReducer.",
    excerpt: "Redux reducers work like useReducer.",
    code: "",
  },
];

const engine = createSearchEngine(documents);

function setup() {
  const onOpenSection = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <label>
        Notes <input type="text" />
      </label>
      <SearchButton onOpenSection={onOpenSection} />
    </>,
  );
  return { user, onOpenSection, button: screen.getByRole("button", { name: "Search" }) };
}

/**
 * The open dialog, once the index has loaded and the input has focus. The dialog is a lazy
 * chunk: the first test to open it waits for Vite to transform it, over a second when other
 * test files run alongside.
 */
async function openDialog() {
  const dialog = await screen.findByRole(
    "dialog",
    { name: "Search the guide" },
    // The dialog's chunk is compiled on its first request: seconds on a loaded machine.
    { timeout: 25_000 },
  );
  const input = within(dialog).getByRole("combobox", { name: "Search the guide" });
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
}

beforeEach(() => {
  vi.mocked(loadSearchIndex).mockReset().mockResolvedValue(engine);
});

describe("SearchButton and SearchDialog", () => {
  it("opens from the button, describes itself and hints at what to type", async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const { dialog, input } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(/titles, headings, text and code/);
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(await within(dialog).findByText(/Type a word to search/)).toBeVisible();
    expect(loadSearchIndex).toHaveBeenCalledTimes(1);
  });

  it("opens with Ctrl+K, ⌘K and /, but / typed in a text field stays text", async () => {
    const { user } = setup();
    await user.keyboard("{Control>}k{/Control}");
    await openDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.keyboard("{Meta>}k{/Meta}");
    await openDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const notes = screen.getByRole("textbox", { name: "Notes" });
    await user.type(notes, "a/b");
    expect(notes).toHaveValue("a/b");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    notes.blur();
    await user.keyboard("/");
    const { input } = await openDialog();
    expect(input).toHaveValue("");
  });

  it("shows ranked results with the section, the heading and the match marked", async () => {
    const { user, button } = setup();
    await user.click(button);
    const { dialog, input } = await openDialog();
    await user.type(input, "usereducer");

    const listbox = within(dialog).getByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    // The section about the query first (its heading starts with it), then another heading
    // that names it, then the hit in body text.
    expect(options.map((option) => option.textContent)).toEqual([
      "React Hooks›, useReducer: state transitions in one placeA reducer takes the state and an action.",
      "React Hooks›, useState or useReducer?Start with useState.",
      "State Management›, ReduxRedux reducers work like useReducer.",
    ]);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(options[0].querySelector("mark")).toHaveTextContent("useReducer");
    expect(options[2].querySelector("mark")).toHaveTextContent("useReducer");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(input).toHaveAttribute("aria-activedescendant", options[0].id);
    expect(within(dialog).getByRole("status")).toHaveTextContent("3 results");
  });

  it("moves with the arrow keys and opens the active result with Enter", async () => {
    const { user, button, onOpenSection } = setup();
    await user.click(button);
    const { input } = await openDialog();
    await user.type(input, "usereducer");
    const options = screen.getAllByRole("option");

    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[2].id);
    expect(options[2]).toHaveAttribute("aria-selected", "true");
    expect(options[0]).toHaveAttribute("aria-selected", "false");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1].id);

    await user.keyboard("{Enter}");
    expect(onOpenSection).toHaveBeenCalledExactlyOnceWith("hooks", "usestate-or-usereducer");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("opens a result on click", async () => {
    const { user, button, onOpenSection } = setup();
    await user.click(button);
    const { input } = await openDialog();
    await user.type(input, "transitions");
    await user.click(screen.getByRole("option", { name: /useReducer: state transitions/ }));
    expect(onOpenSection).toHaveBeenCalledWith(
      "hooks",
      "usereducer-state-transitions-in-one-place",
    );
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const { user, button, onOpenSection } = setup();
    await user.click(button);
    await openDialog();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(onOpenSection).not.toHaveBeenCalled();
  });

  it("says when nothing matches and suggests lessons to open", async () => {
    const { user, button, onOpenSection } = setup();
    await user.click(button);
    const { input } = await openDialog();
    await user.type(input, "kubernetes");
    expect(screen.getByText('No results for "kubernetes"')).toBeVisible();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-activedescendant");
    await user.click(screen.getByRole("button", { name: "React Hooks" }));
    expect(onOpenSection).toHaveBeenCalledWith("hooks", undefined);
  });

  it("shows a status while the index loads, and an error with Try again if it fails", async () => {
    let fail: (error: Error) => void = () => {};
    vi.mocked(loadSearchIndex)
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(engine);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user, button } = setup();
    await user.click(button);
    const { dialog } = await openDialog();
    expect(within(dialog).getByText("Loading the search index…")).toHaveAttribute("role", "status");

    fail(new Error("offline"));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/could not be loaded/);
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByText(/Type a word to search/)).toBeVisible();
    expect(loadSearchIndex).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
