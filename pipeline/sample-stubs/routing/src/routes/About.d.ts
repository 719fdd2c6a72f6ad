import type { ReactNode } from "react";

export function About(): ReactNode;
