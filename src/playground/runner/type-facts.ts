import { parse } from "sucrase/dist/esm/parser";

/**
 * The types of the reader's TypeScript, for the few checks that ask about them ("`useState`
 * is told it holds a `User` or `null`", "no `any`"). The syntax tree of code-facts.ts is read
 * after the types are removed, so these come from the tokens of sucrase's own parser (the one
 * the runner compiles with), which marks every token that belongs to a type. A type is given
 * as its tokens joined by single spaces: spacing, line breaks and comments never count.
 */

interface Token {
  text: string;
  isType: boolean;
  /** A line break (or a comment holding one) comes before it. */
  newLine: boolean;
}

/** How a call's callee is spelled: `useState`, `React.useState` or `React["useState"]`. */
export interface CalleeNames {
  /** Local names bound to the export itself. */
  direct: Set<string>;
  /** Local names bound to the whole module (`import React`, `import * as R`). */
  whole: Set<string>;
}

const OPEN = new Set(["(", "[", "{", "<"]);
const CLOSE = new Set([")", "]", "}", ">"]);
/** At the top level of an alias, these begin the next declaration. */
const DECLARATIONS = new Set(["type", "interface", "export", "declare", "import", "namespace"]);

function tokenize(source: string): Token[] {
  try {
    const { tokens } = parse(source, true, true, false);
    return tokens
      .filter((token) => token.end > token.start)
      .map((token, index, all) => ({
        text: source.slice(token.start, token.end),
        isType: token.isType,
        newLine: /\n/.test(source.slice(index ? all[index - 1].end : 0, token.start)),
      }));
  } catch {
    // The compiler reports the syntax error; without tokens there are no types to tell.
    return [];
  }
}

const join = (tokens: Token[]) => tokens.map((token) => token.text).join(" ");

/** `name` as a string key: `React["useState"]` → useState. */
const unquote = (text: string) => /^(["'])(.*)\1$/.exec(text)?.[2] ?? null;

export function readTypes(source: string, typescript: boolean) {
  let cached: Token[] | null = null;
  const tokens = () => (cached ??= typescript ? tokenize(source) : []);

  /**
   * The index just past a call's callee spelled with `names` that starts at `index`, or -1:
   * `useState`, `React.useState` or `React["useState"]`.
   */
  function calleeEnd(all: Token[], index: number, names: CalleeNames, name: string) {
    const token = all[index];
    if (token.isType || all[index - 1]?.text === ".") return -1;
    if (names.direct.has(token.text)) return index + 1;
    if (!names.whole.has(token.text)) return -1;
    const [dot, property, close] = all.slice(index + 1, index + 4);
    if (dot?.text === "." && property?.text === name) return index + 3;
    if (dot?.text === "[" && property && unquote(property.text) === name && close?.text === "]")
      return index + 4;
    return -1;
  }

  function typeArguments(names: CalleeNames, name: string): string[][] {
    const all = tokens();
    const found: string[][] = [];
    for (let index = 0; index < all.length; index += 1) {
      const end = calleeEnd(all, index, names, name);
      if (end < 0) continue;
      if (all[end]?.text === "(") {
        found.push([]);
        continue;
      }
      if (all[end]?.text !== "<" || !all[end].isType) continue;
      const args: Token[][] = [[]];
      let depth = 0;
      let close = end + 1;
      for (; close < all.length && all[close].isType; close += 1) {
        const text = all[close].text;
        if (depth === 0 && text === ">") break;
        if (depth === 0 && text === ",") {
          args.push([]);
          continue;
        }
        if (OPEN.has(text)) depth += 1;
        if (CLOSE.has(text)) depth -= 1;
        args[args.length - 1].push(all[close]);
      }
      if (all[close]?.text === ">" && all[close + 1]?.text === "(")
        found.push(args.filter((arg) => arg.length).map(join));
    }
    return found;
  }

  function typeAliases() {
    const all = tokens();
    const aliases: Record<string, string> = {};
    for (let index = 0; index < all.length; index += 1) {
      const [keyword, name] = [all[index], all[index + 1]];
      if (!keyword.isType || keyword.text !== "type" || !name?.isType) continue;
      if (!/^[A-Za-z_$][\w$]*$/.test(name.text)) continue;
      // Its own parameters, if any: `type Maybe<T> = T | null`.
      let at = index + 2;
      if (all[at]?.text === "<") {
        let depth = 0;
        for (; at < all.length; at += 1) {
          if (OPEN.has(all[at].text)) depth += 1;
          if (CLOSE.has(all[at].text)) depth -= 1;
          if (depth === 0) break;
        }
        at += 1;
      }
      if (all[at]?.text !== "=" || !all[at].isType) continue;
      const body: Token[] = [];
      let depth = 0;
      for (at += 1; at < all.length && all[at].isType; at += 1) {
        const token = all[at];
        if (depth === 0 && (token.text === ";" || (token.newLine && DECLARATIONS.has(token.text))))
          break;
        if (OPEN.has(token.text)) depth += 1;
        if (CLOSE.has(token.text)) depth -= 1;
        body.push(token);
      }
      // A leading `|` is allowed (`type A =\n  | B\n  | C`) and says nothing.
      if (body[0]?.text === "|" || body[0]?.text === "&") body.shift();
      aliases[name.text] = join(body);
      index = at - 1;
    }
    return aliases;
  }

  function usesType(name: string) {
    const all = tokens();
    return all.some(
      (token, index) =>
        token.isType &&
        token.text === name &&
        all[index - 1]?.text !== "." &&
        // A property of an object type, `{ any: string }` or `{ any?: string }`.
        ![":", "?"].includes(all[index + 1]?.text ?? ""),
    );
  }

  return { typeArguments, typeAliases, usesType };
}

/** True when TypeScript source writes a type anywhere (an annotation, a generic, an alias). */
export const writesTypes = (source: string) => tokenize(source).some((token) => token.isType);
