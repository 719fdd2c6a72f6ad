/** Sends an error and React's component stack to the error-reporting service. */
export function logError(error: unknown, componentStack?: string | null): void;
