import type { ReactNode } from "react";

export function Welcome(): ReactNode;
