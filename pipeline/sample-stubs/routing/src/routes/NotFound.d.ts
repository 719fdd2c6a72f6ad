import type { ReactNode } from "react";

export function NotFound(): ReactNode;
