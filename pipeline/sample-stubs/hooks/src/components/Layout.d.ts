import type { ReactNode } from "react";

export function Layout(): ReactNode;
