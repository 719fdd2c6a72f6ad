import type { ReactNode } from "react";

export function Forbidden(): ReactNode;
