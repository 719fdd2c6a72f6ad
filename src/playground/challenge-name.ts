/** A readable name from a challenge id: "hooks/stale-interval" → "Stale interval". */
export function challengeName(id: string) {
  const words = (id.split("/").pop() ?? id).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
