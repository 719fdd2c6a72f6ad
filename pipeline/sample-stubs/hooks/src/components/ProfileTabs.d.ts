import type { ReactNode } from "react";

export interface ProfileUser {
  id: string;
  name: string;
}

export function ProfileTabs(props: {
  user: ProfileUser;
  tab: string;
  onTabChange: (tab: string) => void;
}): ReactNode;
