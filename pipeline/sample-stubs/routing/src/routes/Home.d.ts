import type { ReactNode } from "react";

export function Home(): ReactNode;
