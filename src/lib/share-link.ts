import { CHALLENGE_ID, CODE_MAX_CHARS } from "./work-file";

/**
 * Code shared as a link: `/?section=<lesson>#share=1&challenge=<lesson/name>&code=<data>` (or
 * `demo=<name>` for an example's `src/demos/<name>.tsx`). The code is UTF-8, compressed with
 * the browser's own deflate (CompressionStream "deflate-raw") and written in base64url. It
 * travels in the fragment, which browsers never send to a server; the page reads it once on
 * arrival and takes it off the address.
 */
export const SHARE_PREFIX = "#share=";
export const SHARE_LINK_VERSION = 1;
/**
 * The longest link "Copy link" makes. Chromium opens links of up to 2 MB, but links pass through
 * chat apps, mail and issue trackers, which cut or refuse long ones; 8,000 characters (HTTP's
 * recommended minimum for a request line, RFC 9110) holds ~20 kB of typical code.
 */
export const MAX_LINK_LENGTH = 8000;

export type ShareTarget = { kind: "challenge"; id: string } | { kind: "demo"; file: string };

const DEMO_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toBase64Url(bytes: Uint8Array) {
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string) {
  if (!/^[\w-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Runs `bytes` through a compression or decompression stream, stopping past `limit` bytes out. */
async function pipe(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit = Infinity,
) {
  const writer = stream.writable.getWriter();
  // Errors surface through the reader below; these promises only need someone listening.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      throw new RangeError("too long");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export async function compressCode(code: string) {
  const bytes = new TextEncoder().encode(code);
  return toBase64Url(await pipe(bytes, new CompressionStream("deflate-raw")));
}

/** The code in `data`; throws when it is not code this guide compressed, or decompresses too long. */
export async function decompressCode(data: string) {
  // UTF-8 takes at most 3 bytes for each UTF-16 unit.
  const bytes = await pipe(
    fromBase64Url(data),
    new DecompressionStream("deflate-raw"),
    CODE_MAX_CHARS * 3,
  );
  const code = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  if (code.length > CODE_MAX_CHARS) throw new RangeError("too long");
  return code;
}

export type ShareLinkResult = { ok: true; url: string } | { ok: false; length: number };

/**
 * The link that opens `section` of the guide at `page` (its address without query or fragment)
 * with `code` in `target`, or how long it would have been when that is over the limit.
 */
export async function makeShareLink(
  page: string,
  section: string,
  target: ShareTarget,
  code: string,
): Promise<ShareLinkResult> {
  const place =
    target.kind === "challenge"
      ? `challenge=${target.id}`
      : `demo=${target.file.replace(/^src\/demos\//, "").replace(/\.tsx$/, "")}`;
  const url = `${page}?section=${encodeURIComponent(section)}${SHARE_PREFIX}${SHARE_LINK_VERSION}&${place}&code=${await compressCode(code)}`;
  return url.length > MAX_LINK_LENGTH ? { ok: false, length: url.length } : { ok: true, url };
}

export type SharedCode =
  { ok: true; target: ShareTarget; code: string } | { ok: false; reason: "newer" | "damaged" };

/** The code a link's fragment carries, checked whole; null when the fragment is not a shared code's. */
export async function readShareFragment(hash: string): Promise<SharedCode | null> {
  if (!hash.startsWith(SHARE_PREFIX)) return null;
  const params = new URLSearchParams(hash.slice(1));
  const version = Number(params.get("share"));
  if (!Number.isInteger(version) || version < 1) return { ok: false, reason: "damaged" };
  if (version > SHARE_LINK_VERSION) return { ok: false, reason: "newer" };
  const challenge = params.get("challenge");
  const demo = params.get("demo");
  let target: ShareTarget;
  if (challenge !== null && demo === null && CHALLENGE_ID.test(challenge))
    target = { kind: "challenge", id: challenge };
  else if (demo !== null && challenge === null && DEMO_NAME.test(demo))
    target = { kind: "demo", file: `src/demos/${demo}.tsx` };
  else return { ok: false, reason: "damaged" };
  try {
    return { ok: true, target, code: await decompressCode(params.get("code") ?? "") };
  } catch {
    return { ok: false, reason: "damaged" };
  }
}
