import type { ReactNode } from "react";

export function UsersIndex(): ReactNode;
