/** How many posts the demo asks for and shows. */
export const POSTS_LIMIT = 3;
/** How much of a post's body the list shows. */
const BODY_PREVIEW_CHARS = 100;
const POSTS_URL = `https://jsonplaceholder.typicode.com/posts?_limit=${POSTS_LIMIT}`;

/** The only fields the demo reads from a post; anything else in the response is ignored. */
export interface Post {
  id: number;
  title: string;
  body: string;
}

/** A request that has not answered after this long is given up as failed. */
export const FETCH_TIMEOUT_MS = 10_000;

function isPost(value: unknown): value is Post {
  if (typeof value !== "object" || value === null) return false;
  const { id, title, body } = value as Record<string, unknown>;
  return Number.isFinite(id) && typeof title === "string" && typeof body === "string";
}

/**
 * GETs the posts and returns the id, title and body of each. Throws on a network error,
 * a non-2xx status, malformed JSON, an unexpected shape, a timeout, or when `signal` aborts.
 */
export async function fetchPosts(signal: AbortSignal, timeoutMs = FETCH_TIMEOUT_MS) {
  const response = await fetch(POSTS_URL, {
    headers: { Accept: "application/json" },
    // Either the caller (a new press, unmount) or the clock can cancel the request.
    signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const data: unknown = await response.json();
  if (!Array.isArray(data) || !data.every(isPost)) throw new Error("Unexpected response shape");
  return data.slice(0, POSTS_LIMIT).map(({ id, title, body }): Post => ({ id, title, body }));
}

/** The first characters of a body, with an ellipsis when something was cut. */
export function preview(body: string) {
  return body.length > BODY_PREVIEW_CHARS ? `${body.slice(0, BODY_PREVIEW_CHARS)}…` : body;
}
