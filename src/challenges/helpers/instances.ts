import { createElement } from "react";
import type { CheckContext } from "../types";
import { readerComponent } from "./render-caught";

/**
 * Another copy of the reader's component, mounted in a fresh container beside the first. Copies
 * share the reader's module: what a module-level variable holds is shared by every copy and
 * survives a remount, where state belongs to one copy and starts afresh with it. So a second
 * copy, or a copy mounted after the first is gone, shows state kept outside the component.
 */
export function renderCopy(context: CheckContext) {
  return context.render(createElement(readerComponent(context.exports)));
}
