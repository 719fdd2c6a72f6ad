import "./lint-globals";
import * as parser from "@typescript-eslint/parser";
import { Linter } from "eslint/universal";
import reactHooks from "eslint-plugin-react-hooks";
import type { ESLint, Rule } from "eslint";
import { jsxKeyRule } from "./jsx-key-rule";
import type { LanguageDiagnostic } from "./protocol";
import { readerPath } from "./reader-files";

/**
 * The plugin with its rules' option schemas turned off: ESLint compiles each schema into a
 * validator with `new Function` (ajv), which the guide's CSP forbids. The only options given
 * are the fixed ones below, so there is nothing to validate.
 */
const plugin: ESLint.Plugin = {
  meta: reactHooks.meta,
  rules: Object.fromEntries(
    Object.entries(reactHooks.rules as Record<string, Rule.RuleModule>).map(([name, rule]) => [
      name,
      { ...rule, meta: { ...rule.meta, schema: false } },
    ]),
  ),
};

/**
 * What the compiler-based rules are told about the worker. The compiler asks `require.resolve`
 * whether react-native-reanimated is installed; in the bundle `require` is a stand-in without
 * `resolve`, so the question throws, the compiler swallows the error and every one of those
 * rules reports nothing. Nothing can be installed here, so the answer is no without asking.
 */
const compilerOptions = { enableReanimatedCheck: false };
/** The two rules that predate the compiler, and read options of their own. */
const classicRules = new Set(["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"]);
const rules: Linter.RulesRecord = Object.fromEntries(
  Object.entries(reactHooks.configs.flat.recommended.rules).map(([name, entry]) => {
    const severity = Array.isArray(entry) ? entry[0] : entry;
    return [name, classicRules.has(name) ? severity : [severity, compilerOptions]];
  }),
);

/**
 * The guide's own rule: list items need keys (jsx-key-rule.ts), which React otherwise tells
 * only at run time, and once per loaded React.
 */
const guidePlugin: ESLint.Plugin = { rules: { "jsx-key": jsxKeyRule } };

/**
 * The React team's own rules, as a new Vite project's eslint.config.js enables them:
 * `eslint-plugin-react-hooks`' recommended set (the rules of hooks, exhaustive deps and the
 * compiler-based rules), over TSX parsed by typescript-eslint's parser; and the guide's rule
 * for keys.
 */
const config: Linter.Config[] = [
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": plugin, "react-guide": guidePlugin },
    rules: { ...rules, "react-guide/jsx-key": "warn" },
    languageOptions: {
      parser,
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
];

// The readers' files are "/src/…": the config matches them from the root.
const linter = new Linter({ configType: "flat", cwd: "/" });

/** Line/column (1-based, as ESLint reports them) → offset into `source`. */
function offsets(source: string) {
  const starts = [0];
  for (let index = source.indexOf("\n"); index !== -1; index = source.indexOf("\n", index + 1))
    starts.push(index + 1);
  return (line: number, column: number) =>
    Math.min(source.length, (starts[line - 1] ?? source.length) + column - 1);
}

/** The compiler-based rules start with "Error: " even when configured as warnings. */
const tidy = (message: string) => message.replace(/^Error: /, "").trim();

/** React's lint rules over the reader's file, each finding as a warning (never blocking). */
export function lint(file: string, source: string): LanguageDiagnostic[] {
  const at = offsets(source);
  const messages = linter.verify(source, config, { filename: readerPath(file) });
  return messages
    .filter((message) => !message.fatal && message.ruleId)
    .map((message) => {
      const from = at(message.line, message.column);
      const to = message.endLine ? at(message.endLine, message.endColumn ?? message.column) : from;
      const fixes = [
        ...(message.fix ? [{ desc: "Fix", fix: message.fix }] : []),
        ...(message.suggestions ?? []),
      ].map(({ desc, fix }) => ({
        title: desc,
        changes: [{ from: fix.range[0], to: fix.range[1], insert: fix.text }],
      }));
      return {
        from,
        to: Math.max(from, to),
        severity: "warning" as const,
        message: tidy(message.message),
        code: message.ruleId!,
        ...(fixes.length ? { fixes } : {}),
      };
    });
}
