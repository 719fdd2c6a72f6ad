import type { ReactNode } from "react";

export default function Report(): ReactNode;
