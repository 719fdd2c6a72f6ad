// Runs before the linter's libraries load (lint-service.ts imports it first).

// The rules validate their options with zod, which would otherwise probe `new Function` to
// compile faster validators: the guide's CSP forbids that and reports the refusal.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

// ESLint and typescript-eslint read a few settings from `process` (none of them set here).
// `browser` keeps TypeScript, loaded in the same worker, from taking this for Node.
(globalThis as { process?: object }).process ??= {
  env: {},
  argv: [],
  browser: true,
  platform: "browser",
  cwd: () => "/",
};
