/**
 * Turns what a reader's code passes to `console.log` into one line of text, in the runner:
 * objects cannot cross postMessage as they are (functions, DOM nodes, cycles), and the guide
 * must never evaluate anything of the frame's. The style is Node's (`{ a: 1 }`, `Map(1) { … }`),
 * printf-style `%s`/`%o` substitutions are applied as the browser's console does (React's own
 * warnings use them), and nothing is ever invoked: getters are shown, not read.
 */

/** Longest string shown whole; the rest is counted, not shown. */
export const STRING_LIMIT = 1000;
/** Longest line sent to the guide. */
export const LINE_LIMIT = 5000;
const DEPTH_LIMIT = 3;
const ITEM_LIMIT = 50;

export function truncate(text: string, limit = STRING_LIMIT) {
  if (text.length <= limit) return text;
  const rest = text.length - limit;
  return `${text.slice(0, limit)}… (${rest} more character${rest === 1 ? "" : "s"})`;
}

const identifier = /^[A-Za-z_$][\w$]*$/;

function constructorName(value: object) {
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
  if (prototype === null) return "[Object: null prototype]";
  const name = prototype.constructor?.name;
  return typeof name === "string" ? name : "";
}

function functionText(value: (...args: never[]) => unknown) {
  const source = Function.prototype.toString.call(value);
  if (source.startsWith("class")) return `[class ${value.name || "(anonymous)"}]`;
  return value.name ? `[Function: ${value.name}]` : "[Function (anonymous)]";
}

function elementText(element: Element) {
  const tag = element.tagName.toLowerCase();
  const id = element.id ? ` id="${truncate(element.id, 60)}"` : "";
  const className = element.getAttribute("class");
  const classes = className ? ` class="${truncate(className, 60)}"` : "";
  return `<${tag}${id}${classes}>`;
}

function nodeText(node: Node) {
  if (node instanceof Element) return elementText(node);
  if (node.nodeType === Node.TEXT_NODE)
    return `#text ${JSON.stringify(truncate(node.textContent ?? "", 60))}`;
  if (node.nodeType === Node.DOCUMENT_NODE) return "#document";
  return node.nodeName;
}

/** A React element (`<Counter />` in a log) by its type's name. */
function reactElementText(value: { type?: unknown }) {
  const { type } = value;
  const name =
    typeof type === "string"
      ? type
      : typeof type === "function"
        ? ((type as { displayName?: string }).displayName ?? type.name) || "Anonymous"
        : "…";
  return `<${name} />`;
}

function isReactElement(value: object): value is { type?: unknown } {
  const tag = (value as { $$typeof?: unknown }).$$typeof;
  return typeof tag === "symbol" && /^Symbol\(react\.(transitional\.)?element\)$/.test(String(tag));
}

function more(count: number, what: string) {
  return `… ${count} more ${what}${count === 1 ? "" : "s"}`;
}

function keyText(key: string) {
  return identifier.test(key) ? key : JSON.stringify(key);
}

function listText(prefix: string, items: string[], total: number, open = "[", close = "]") {
  const shown = total > items.length ? [...items, more(total - items.length, "item")] : items;
  if (!shown.length) return `${prefix}${open}${close}`;
  const inner = shown.join(", ");
  return open === "[" ? `${prefix}[${inner}]` : `${prefix}${open} ${inner} ${close}`;
}

function describe(value: unknown, depth: number, seen: Set<object>): string {
  switch (typeof value) {
    case "string":
      return depth === 0 ? truncate(value) : JSON.stringify(truncate(value));
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "bigint":
      return `${value}n`;
    case "boolean":
    case "undefined":
      return String(value);
    case "symbol":
      return value.toString();
    case "function":
      return functionText(value as (...args: never[]) => unknown);
  }
  if (value === null) return "null";
  const object = value as object;
  if (seen.has(object)) return "[Circular]";
  if (object instanceof Error) {
    const text = `${object.name || "Error"}: ${truncate(object.message)}`;
    return depth === 0 ? text : `[${text}]`;
  }
  if (typeof Node !== "undefined" && object instanceof Node) return nodeText(object);
  if (typeof Window !== "undefined" && object instanceof Window) return "Window";
  if (isReactElement(object)) return reactElementText(object);
  if (object instanceof Date)
    return Number.isNaN(object.getTime()) ? "Invalid Date" : object.toISOString();
  if (object instanceof RegExp) return String(object);
  if (object instanceof Promise) return "Promise { … }";
  if (object instanceof WeakMap || object instanceof WeakSet)
    return `${constructorName(object)} { … }`;

  const nested = depth >= DEPTH_LIMIT;
  seen.add(object);
  try {
    if (Array.isArray(object)) {
      if (nested) return `[Array(${object.length})]`;
      const items = object.slice(0, ITEM_LIMIT).map((item) => describe(item, depth + 1, seen));
      return listText("", items, object.length);
    }
    if (object instanceof Map) {
      const prefix = `${constructorName(object)}(${object.size}) `;
      if (nested) return `${prefix}{ … }`;
      const items = [...object]
        .slice(0, ITEM_LIMIT)
        .map(
          ([key, item]) =>
            `${describe(key, depth + 1, seen)} => ${describe(item, depth + 1, seen)}`,
        );
      return listText(prefix, items, object.size, "{", "}");
    }
    if (object instanceof Set) {
      const prefix = `${constructorName(object)}(${object.size}) `;
      if (nested) return `${prefix}{ … }`;
      const items = [...object].slice(0, ITEM_LIMIT).map((item) => describe(item, depth + 1, seen));
      return listText(prefix, items, object.size, "{", "}");
    }
    const name = constructorName(object);
    const prefix = name === "Object" ? "" : `${name} `;
    if (nested) return `${prefix}{ … }`;
    const keys = Object.keys(object);
    const items = keys.slice(0, ITEM_LIMIT).map((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(object, key);
      const shown =
        descriptor && "value" in descriptor
          ? describe(descriptor.value, depth + 1, seen)
          : "[Getter]";
      return `${keyText(key)}: ${shown}`;
    });
    const shown =
      keys.length > items.length ? [...items, more(keys.length - items.length, "key")] : items;
    return shown.length ? `${prefix}{ ${shown.join(", ")} }` : `${prefix}{}`;
  } finally {
    seen.delete(object);
  }
}

/** One value as the console shows it (a string at the top level as it is, unquoted). */
export function describeValue(value: unknown, depth = 0): string {
  try {
    return describe(value, depth, new Set());
  } catch {
    // A proxy or an exotic object that throws when looked at.
    return "[object that cannot be shown]";
  }
}

/** `%s %d %i %f %o %O %c %%` as the browser's console reads them. */
function substitute(format: string, args: unknown[]) {
  let used = 0;
  const text = format.replace(/%([sdifoOc%])/g, (match, directive: string) => {
    if (directive === "%") return "%";
    if (used >= args.length) return match;
    const arg = args[used++];
    switch (directive) {
      case "s":
        return typeof arg === "string" ? arg : describeValue(arg, 1);
      case "d":
      case "i":
        return typeof arg === "symbol" ? "NaN" : String(Math.trunc(Number(arg)));
      case "f":
        return typeof arg === "symbol" ? "NaN" : String(Number(arg));
      case "c":
        return ""; // CSS for the browser's console: nothing to show as text
      default:
        return describeValue(arg, 1);
    }
  });
  return { text, rest: args.slice(used) };
}

/** The arguments of one console call as one line of text. */
export function formatConsoleArgs(args: unknown[]) {
  let parts: string[];
  if (typeof args[0] === "string" && args[0].includes("%")) {
    const { text, rest } = substitute(args[0], args.slice(1));
    parts = [text, ...rest.map((arg) => describeValue(arg))];
  } else parts = args.map((arg) => describeValue(arg));
  return truncate(parts.join(" "), LINE_LIMIT);
}
