export interface Session {
  userId: string;
}

/** The signed-in reader's session, or null. */
export function getSession(): Promise<Session | null>;
