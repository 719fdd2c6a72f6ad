import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Unlike shadcn's `cn`, there is no tailwind-merge (8 KB gzip on every
 * page): components never pass a utility that conflicts with one they already set.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
