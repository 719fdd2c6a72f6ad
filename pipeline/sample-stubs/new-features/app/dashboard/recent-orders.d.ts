import type { ReactNode } from "react";

/** An async Server Component. */
export function RecentOrders(): Promise<ReactNode>;
