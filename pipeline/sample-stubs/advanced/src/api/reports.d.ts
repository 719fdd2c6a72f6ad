/** Asks the server for an export; rejects when it fails. */
export function exportReport(): Promise<void>;
