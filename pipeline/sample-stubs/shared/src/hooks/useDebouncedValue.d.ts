// The Hooks lesson's debounce hook, as other lessons import it.
export function useDebouncedValue<T>(value: T, delayMs: number): T;
