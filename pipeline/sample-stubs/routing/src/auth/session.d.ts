import type { AuthUser } from "./AuthProvider";

export function requestSignIn(email: string, password: string): Promise<AuthUser>;
export function requestSignOut(): Promise<void>;
/** The signed-in user from the current session, or null. */
export function getCurrentUser(): Promise<AuthUser | null>;
