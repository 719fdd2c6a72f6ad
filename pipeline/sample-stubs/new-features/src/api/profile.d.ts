/** Saves the name on the server and resolves to the saved value. */
export function updateName(name: string): Promise<string>;
