export interface User {
  id: string;
  name: string;
  email: string;
}

export function isUser(value: unknown): value is User;
