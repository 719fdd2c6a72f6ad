import type { ReactNode } from "react";
import type { User } from "../types";

export function UserCard(props: { user: User }): ReactNode;
