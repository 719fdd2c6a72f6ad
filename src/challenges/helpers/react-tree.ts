/**
 * What React itself knows about the elements it rendered, for facts the page cannot show: the
 * key each row of a list was given, and whether an input is controlled. React DOM keeps its
 * record of an element (its fiber) and the props it last rendered it with on the element, under
 * `__reactFiber$…` and `__reactProps$…` (React DevTools reads the same). The development
 * warnings about keys are no substitute: React prints each one once per page, so a later run of
 * the same code never hears it again.
 */

interface Fiber {
  key: string | null;
  stateNode: unknown;
  return: Fiber | null;
}

function internal<T>(element: Element, prefix: string): T | null {
  const name = Object.keys(element).find((key) => key.startsWith(prefix));
  return name ? ((element as unknown as Record<string, T>)[name] ?? null) : null;
}

/**
 * The keys of the elements rendered into `parent`, in the order they are on the page: for
 * each child element, the key of what the list's callback returned for it (the `<li>` itself,
 * or the component or Fragment around it), `null` where it has none. Elements React did not
 * render count as `null`.
 */
export function childKeys(parent: Element): (string | null)[] {
  return [...parent.children].map((child) => {
    let fiber = internal<Fiber>(child, "__reactFiber$");
    // Up from the element to the outermost fiber that is still a child of `parent`'s own.
    while (fiber?.return && fiber.return.stateNode !== parent) fiber = fiber.return;
    return fiber?.return ? fiber.key : null;
  });
}

/** The props React last rendered a DOM element with (`value`, `onChange`, `action` …). */
export function hostProps(element: Element): Record<string, unknown> | null {
  return internal<Record<string, unknown>>(element, "__reactProps$");
}
