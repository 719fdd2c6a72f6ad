import type { ReactNode } from "react";

export default function ReportsPage(): ReactNode;
