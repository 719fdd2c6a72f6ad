import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";

const DEBOUNCE_MS = 500;

// The built-in hooks of react and react-dom. `use` is not among them: it is an API, not a hook,
// and unlike a hook it may be called inside a condition.
const hooks = [
  "useActionState",
  "useCallback",
  "useContext",
  "useDebugValue",
  "useDeferredValue",
  "useEffect",
  "useEffectEvent",
  "useFormStatus",
  "useId",
  "useImperativeHandle",
  "useInsertionEffect",
  "useLayoutEffect",
  "useMemo",
  "useOptimistic",
  "useReducer",
  "useRef",
  "useState",
  "useSyncExternalStore",
  "useTransition",
];

/** A custom hook: returns `value`, but only once it has stopped changing for `delay` ms. */
function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    // A new keystroke cancels the pending update before it fires.
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

export function DebouncedSearchDemo() {
  const [query, setQuery] = useState("");
  const debouncedQuery = useDebouncedValue(query, DEBOUNCE_MS);
  const inputId = useId();
  const needle = debouncedQuery.trim().toLowerCase();
  const results = hooks.filter((name) => name.toLowerCase().includes(needle));
  const waiting = query !== debouncedQuery;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Search React hooks
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Try “effect”"
          autoComplete="off"
          className="h-9 w-full rounded-md border border-slate-400 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <dt>You typed:</dt>
        <dd className="font-mono break-all text-slate-900 dark:text-white">“{query}”</dd>
        <dt>Searching for:</dt>
        <dd className="font-mono break-all text-slate-900 dark:text-white">“{debouncedQuery}”</dd>
      </dl>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {waiting
          ? `Waiting for you to pause (${DEBOUNCE_MS} ms)…`
          : `${results.length} of ${hooks.length} hooks match.`}
      </p>
      <ul aria-label="Matching hooks" className="flex flex-wrap gap-2">
        {results.map((name) => (
          <li
            key={name}
            className="rounded-md bg-sky-50 px-2 py-1 font-mono text-xs text-sky-900 dark:bg-sky-950 dark:text-sky-100"
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
