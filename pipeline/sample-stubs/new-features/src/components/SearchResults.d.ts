import type { ReactNode } from "react";

export function SearchResults(props: { query: string }): ReactNode;
