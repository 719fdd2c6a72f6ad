/** A bundler hook filter (`{ filter: { id } }`) that matches exactly `id`, nothing else. */
export function exactId(id: string) {
  return new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}
