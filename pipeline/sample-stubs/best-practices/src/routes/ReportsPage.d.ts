import type { ReactNode } from "react";

export function ReportsPage(): ReactNode;
