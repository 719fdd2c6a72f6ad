/** The dashboard's three independent requests (Performance tips, SSR tab). */
export function getProfile(): Promise<{ name: string }>;
export function getStats(): Promise<{ visits: number }>;
export function getNotifications(): Promise<{ id: string; text: string }[]>;
