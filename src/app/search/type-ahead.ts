import { isTextEntry } from "./use-search-shortcut";

export interface TypeAhead {
  /** Stops listening and returns what was typed. Safe to call again: returns the same text. */
  take: () => string;
}

/**
 * Keeps what the reader types between asking for search (Ctrl+K, "/", the button) and the
 * dialog's input appearing, which on the first open waits for the dialog's chunk. Without it
 * the first letters of a quickly typed query would be lost.
 */
export function startTypeAhead(target: Window = window): TypeAhead {
  let text = "";
  let listening = true;
  const take = () => {
    if (listening) target.removeEventListener("keydown", onKeyDown, true);
    listening = false;
    return text;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Once a text field has focus (the search input, or the dialog was already open), typing
    // has a home: stop collecting and let the key through.
    if (isTextEntry(event.target)) {
      take();
      return;
    }
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "Backspace") text = [...text].slice(0, -1).join("");
    else if ([...event.key].length === 1) text += event.key;
    else return;
    // The keys belong to the search box: they must not scroll the page or press a button.
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener("keydown", onKeyDown, true);
  return { take };
}
