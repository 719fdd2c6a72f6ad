import type { ReactNode } from "react";

export function ReportsHeader(): ReactNode;
