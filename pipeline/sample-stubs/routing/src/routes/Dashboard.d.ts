import type { ReactNode } from "react";

export function Dashboard(): ReactNode;
