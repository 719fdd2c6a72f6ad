/** Stores a newsletter subscription (the progressive-enhancement form's Server Function). */
export function addSubscriber(email: string): Promise<void>;
