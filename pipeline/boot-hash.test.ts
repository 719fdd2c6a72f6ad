// @vitest-environment node
import { createHash } from "node:crypto";
import path from "node:path";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { compileBootScript } from "./prerender.ts";
import { BOOT_SCRIPT_HASH, contentSecurityPolicy } from "./security-headers.ts";

/**
 * The boot script is inline in index.html and 404.html, and the guide's CSP allows it by the
 * hash of its text alone. This compiles it as the build does and hashes it here, so a change
 * to src/boot/ (or to what it imports, or to the build's target) that leaves the policy's hash
 * behind fails before a host would block the script. pipeline/host-config.test.ts checks that the
 * header files send this same policy; e2e/shell.spec.ts hashes the script as served.
 */

const root = path.resolve(import.meta.dirname, "..");

describe("the inline boot script's hash", () => {
  it("is the hash of the script as the build compiles it", async () => {
    const config = await resolveConfig(
      { configFile: path.join(root, "vite.config.ts"), root, logLevel: "warn" },
      "build",
      "production",
    );
    const code = await compileBootScript(config);
    expect(code.length).toBeGreaterThan(1000);
    // Nothing in it may end the inline <script> early or open a comment the parser keeps.
    expect(code).not.toMatch(/<\/script|<!--/i);
    const hash = `sha256-${createHash("sha256").update(code, "utf8").digest("base64")}`;
    expect(hash, `the boot script's code changed: run \`node scripts/boot-hash.mjs ${hash}\``).toBe(
      BOOT_SCRIPT_HASH,
    );
  }, 60_000);

  it("is the only script source beside the site's own files", () => {
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(contentSecurityPolicy)?.[1];
    expect(scriptSrc).toBe(`'self' '${BOOT_SCRIPT_HASH}'`);
    // No other way for a script to run: no eval, no trust passed on, no second directive.
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval|strict-dynamic|nonce-|script-src-elem/);
    expect(contentSecurityPolicy.match(/'sha256-/g)).toHaveLength(1);
  });
});
