import type { ReactNode } from "react";

/** An async Server Component. */
export function RevenueChart(): Promise<ReactNode>;
