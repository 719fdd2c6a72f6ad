// `npm test`: the typecheck, lint and unit tests run beside the browser tests. The browser tests
// spend much of their time waiting on pages, frames and timers, and the others fill those
// pauses, so all together finish minutes before one after another on two cores. The browser
// tests' lines stream as they come; every other report is printed whole when its run ends, so
// no two interleave. Every run goes to its end; the exit code is the first failure's.
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

if (process.argv.length > 2) {
  console.error("`npm test` takes no arguments: run `npm run test:unit -- …` or `test:e2e -- …`.");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

/**
 * `niceness` lowers a run's priority (its processes inherit it), so the browser tests, the
 * longest run and the one whose tests time a page against a busy frame, get the processor when
 * they need it, and the others take the rest.
 */
function run(name, script, { stream = false, niceness = 0 } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(npm, ["run", "--silent", script], {
      stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    if (niceness && child.pid) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // Not permitted here: the run goes on at the normal priority.
      }
    }
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      if (!stream) {
        console.log(`\n──── ${name}: ${exit === 0 ? "passed" : "FAILED"} after ${seconds()} ────`);
        process.stdout.write(Buffer.concat(chunks).toString());
        console.log(`──── end of ${name} ────\n`);
      }
      resolve({ name, exit });
    });
  });
}

console.log(
  "Typecheck, lint and unit tests run beside the browser tests; each reports when it ends.",
);
const results = await Promise.all([
  run("Typecheck", "typecheck", { niceness: 10 }),
  run("Lint", "lint", { niceness: 10 }),
  run("Unit tests", "test:unit", { niceness: 10 }),
  run("Browser tests", "test:e2e", { stream: true }),
]);
const failed = results.filter((result) => result.exit !== 0);
console.log(
  `${results.map(({ name, exit }) => `${name}: ${exit === 0 ? "passed" : "FAILED"}`).join(". ")}. ${seconds()} in all.`,
);
process.exit(failed.length ? failed[0].exit : 0);
