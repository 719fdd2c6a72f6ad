import type { ReactNode } from "react";

export function RootLayout(): ReactNode;
