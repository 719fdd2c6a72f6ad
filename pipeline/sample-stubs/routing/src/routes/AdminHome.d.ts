import type { ReactNode } from "react";

export function AdminHome(): ReactNode;
