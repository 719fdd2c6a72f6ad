import type { ReactNode } from "react";

export default function SalesChart(): ReactNode;
