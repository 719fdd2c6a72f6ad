import type { ReactNode } from "react";

export function HomePage(): ReactNode;
