import type { ReactNode } from "react";

export function App(): ReactNode;
