import type { ReactNode } from "react";

// The Routing lesson's src/auth/AuthProvider.tsx, as other lessons import it.
export interface User {
  name: string;
  role: string;
  permissions: string[];
}

export interface Auth {
  user: User | null;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

export function AuthProvider(props: { children: ReactNode }): ReactNode;
export function useAuth(): Auth;
