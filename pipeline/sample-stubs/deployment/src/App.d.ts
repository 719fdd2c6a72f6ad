import type { ReactNode } from "react";

/** The reader's root component, as create-vite's react-ts template exports it. */
export default function App(): ReactNode;
