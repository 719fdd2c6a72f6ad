import type { ReactNode } from "react";

export function AboutTab(): ReactNode;
export function PostsTab(): ReactNode;
export function ContactTab(): ReactNode;
