import type { RuleExplanation } from "./types";

/**
 * The rules the editor lints with (eslint-plugin-react-hooks' recommended set and the guide's
 * own key rule, lint-service.ts),
 * each in the guide's words. A few kilobytes, so they ride with the editor's own chunk: a tooltip
 * has them at once. `config` and `gating` are left out: they check the React Compiler's
 * own settings, which the editor never has.
 */
export const lintRules: Readonly<Record<string, RuleExplanation>> = {
  "react-guide/jsx-key": {
    why: "React matches each item of a list with the one it rendered last time by its `key`; without one it falls back to the position, so inserting, removing or reordering items hands one item's state and DOM to another.",
    fix: "Give the outermost element the `.map` returns a `key` that stays with its item, such as `key={todo.id}`; a fragment that needs a key is written `<Fragment key={…}>`.",
  },
  "react-hooks/rules-of-hooks": {
    why: "React finds each hook's state by the order of the calls, so a hook that runs on some renders and not others (in a condition, a loop, a callback or after an early `return`) mixes up the state of every hook after it.",
    fix: "Call hooks at the top level of the component or custom hook, on every render, and move the condition inside the hook or below it.",
  },
  "react-hooks/exhaustive-deps": {
    why: "An effect (or `useMemo`, `useCallback`) that reads a value missing from its dependency list keeps seeing the value from an old render and does not run again when it changes.",
    fix: "List every prop, state and value computed from them that the callback reads. If that makes it run too often, read fewer values (an updater function, an object created inside) instead of leaving one out.",
  },
  "react-hooks/set-state-in-effect": {
    why: "Setting state straight away in an effect renders the component a second time right after the first, and usually copies something React could compute while rendering.",
    fix: "Compute the value during render (from props and state), reset state with a `key`, or set state in the event handler or in the callback of what the effect subscribes to.",
  },
  "react-hooks/set-state-in-render": {
    why: 'Setting state while rendering asks for another render straight away; done every time, it never stops ("Too many re-renders").',
    fix: "Set state in event handlers, and compute values that follow from props or state while rendering instead of storing them.",
  },
  "react-hooks/purity": {
    why: "A component must return the same JSX for the same props and state, and this one calls something that gives a different answer each time (`Date.now()`, `Math.random()`) while rendering.",
    fix: "Call it in an event handler or an effect and keep the result in state, or pass it in as a prop.",
  },
  "react-hooks/refs": {
    why: "A ref's `.current` is not part of what React renders: reading or writing it while rendering shows stale values and breaks when React renders twice.",
    fix: "Read and write refs in event handlers and effects; for a value the screen shows, use state.",
  },
  "react-hooks/immutability": {
    why: "Props, state and values React holds must not be changed in place: React compares old and new by identity, so a change to the same object goes unseen.",
    fix: "Make a changed copy and set that: `setItems([...items, item])`, `setUser({ ...user, name })`.",
  },
  "react-hooks/globals": {
    why: "Changing a variable outside the component while it renders is a side effect: renders can run twice or be thrown away, so the value drifts.",
    fix: "Keep the value in state or a ref, and change outside things in event handlers or effects.",
  },
  "react-hooks/static-components": {
    why: "A component defined inside another is a new component on every render, so React throws away its elements and state each time.",
    fix: "Move the inner component to the top level of the file and pass it what it needs as props.",
  },
  "react-hooks/use-memo": {
    why: "`useMemo` caches what its callback returns, and React calls that callback itself: it must take no arguments, run synchronously, change nothing outside itself and return a value.",
    fix: "Read props and state directly instead of taking parameters, return the computed value, and move async work or side effects to an effect or an event handler.",
  },
  "react-hooks/preserve-manual-memoization": {
    why: "The React Compiler keeps your `useMemo` and `useCallback` only if their dependencies match what the callback really reads; here they do not, so it leaves the component alone.",
    fix: "Make the dependency list match the values the callback reads, or remove the manual memo and let the compiler do it.",
  },
  "react-hooks/error-boundaries": {
    why: "A `try`/`catch` around JSX does not catch errors thrown while the children render: React renders them later, outside your `try`.",
    fix: "Wrap the children in an error boundary, which shows a fallback when one of them throws.",
  },
  "react-hooks/incompatible-library": {
    why: "This library's API returns functions or values that change without React knowing, so memoising the component (by hand or by the compiler) could show stale results.",
    fix: "Nothing to fix in your code; the compiler skips this component. Read the library's advice for React if the screen goes stale.",
  },
  "react-hooks/unsupported-syntax": {
    why: "This code uses syntax the React Compiler does not optimise (such as `eval` or `with`), so the component stays as written.",
    fix: "Rewrite that part with plain functions and variables if you want the compiler to optimise it.",
  },
};

/** A lint rule's explanation by its name ("react-hooks/refs"), or null. */
export function explainRule(rule: string): RuleExplanation | null {
  return Object.hasOwn(lintRules, rule) ? lintRules[rule] : null;
}
