import type { ReactNode } from "react";

export function ManageUsers(): ReactNode;
