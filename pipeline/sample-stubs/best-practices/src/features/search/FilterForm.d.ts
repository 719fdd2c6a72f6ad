import type { ReactNode } from "react";

export function FilterForm(): ReactNode;
