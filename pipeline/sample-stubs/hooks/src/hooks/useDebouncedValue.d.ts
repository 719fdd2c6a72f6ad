/** The lesson's demo shows this hook (src/demos/debounced-search-demo.tsx); SearchBox imports it. */
export function useDebouncedValue<T>(value: T, delay: number): T;
