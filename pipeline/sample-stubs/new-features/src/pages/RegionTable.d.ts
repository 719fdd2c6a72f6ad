import type { ReactNode } from "react";

export default function RegionTable(): ReactNode;
