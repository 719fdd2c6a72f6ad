import type { ReactNode } from "react";

export function UserList(): ReactNode;
