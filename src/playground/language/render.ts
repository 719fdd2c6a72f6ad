import { ruleExplanation } from "../explain/rule-explanation";
import type { HoverInfo, LanguageDiagnostic } from "./protocol";
import { ruleHref, ruleLinks } from "./rule-links";

/** The DOM helpers of the editor's tooltips and problems panel (CodeMirror renders DOM, not React). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string | null | undefined | false)[]
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/**
 * A diagnostic's message and, for a lint rule, the lesson that teaches it (CodeMirror adds
 * the code or rule name, the diagnostic's `source`, below).
 */
export function renderDiagnosticMessage(diagnostic: Pick<LanguageDiagnostic, "message" | "code">) {
  const href = ruleHref(diagnostic.code, import.meta.env.BASE_URL);
  return element(
    "span",
    { class: "cm-language-message" },
    element("span", { class: "cm-language-text" }, diagnostic.message),
    ruleExplanation(diagnostic.code),
    href &&
      element(
        "a",
        { class: "cm-language-link", href },
        `Learn more: ${ruleLinks[diagnostic.code].label}`,
      ),
  );
}

/** A hover: the name's type as code, then its documentation. */
export function renderHover(info: Pick<HoverInfo, "signature" | "documentation">) {
  return element(
    "div",
    { class: "cm-language-hover" },
    element("code", { class: "cm-language-signature" }, info.signature),
    info.documentation && element("p", { class: "cm-language-documentation" }, info.documentation),
  );
}

/** What a screen reader hears for a hover or a diagnostic (CodeMirror announces it). */
export function spokenHover(info: Pick<HoverInfo, "signature" | "documentation">) {
  return [info.signature, info.documentation].filter(Boolean).join(". ");
}
