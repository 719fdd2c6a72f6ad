import js from "@eslint/js";
import { Linter } from "eslint";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The project's ESLint rules that apply to JavaScript (eslint.config.js): the core recommended
 * set, React's hooks rules, jsx-a11y's strict set and the project's no-unused-vars option. Left
 * out: the rules about this app's own code (import layers, the dangerouslySetInnerHTML ban).
 * typescript-eslint's parser reads the JavaScript because it counts a component used in JSX as
 * used, which ESLint 9's own scope analysis does not.
 */
const config: Linter.Config[] = [
  {
    files: ["**/*.{js,jsx,mjs}"],
    languageOptions: {
      parser: tseslint.parser as Linter.Parser,
      ecmaVersion: "latest",
      sourceType: "module",
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser },
    },
  },
  js.configs.recommended,
  reactHooks.configs.flat.recommended as Linter.Config,
  jsxA11y.flatConfigs.strict as Linter.Config,
  { rules: { "no-unused-vars": ["error", { argsIgnorePattern: "^_" }] } },
  {
    // Build and test tool configs, servers and scripts run on Node.
    files: ["**/*.config.{js,mjs}", "server/**", "scripts/**", "server.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
];

const linter = new Linter({ configType: "flat" });

export interface LintProblem {
  line: number;
  column: number;
  rule: string | null;
  message: string;
}

/** ESLint's findings on a JavaScript sample; `fileName` decides browser or Node globals. */
export function lintSample(code: string, fileName: string): LintProblem[] {
  return linter.verify(code, config, { filename: fileName }).map((message) => ({
    line: message.line,
    column: message.column,
    rule: message.ruleId,
    message: message.message,
  }));
}

/** Parse errors only, with ESLint's own parser (espree): a second reader besides Prettier's. */
export function parseProblems(code: string, fileName: string): LintProblem[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.{js,jsx,mjs}"],
        languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
      },
    ],
    { filename: fileName },
  );
  return messages.map((message) => ({
    line: message.line,
    column: message.column,
    rule: message.ruleId,
    message: message.message,
  }));
}
