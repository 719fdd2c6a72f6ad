import { explainRule } from "./lint-rules";

/** Text with what sits between backticks as code, as DOM (CodeMirror renders DOM, not React). */
function richText(text: string) {
  return text.split("`").map((part, index) => {
    if (index % 2 === 0) return document.createTextNode(part);
    const code = document.createElement("code");
    code.className = "font-mono";
    code.textContent = part;
    return code;
  });
}

function sentence(label: string, text: string) {
  const line = document.createElement("span");
  line.className = "block";
  const strong = document.createElement("strong");
  strong.textContent = label;
  line.append(strong, " ", ...richText(text));
  return line;
}

/**
 * The guide's words on a lint rule (why it reports the code, what to change) for the editor's
 * lint tooltip and problems panel, or null for a rule without one (a type error, say).
 */
export function ruleExplanation(rule: string): HTMLElement | null {
  const explanation = explainRule(rule);
  if (!explanation) return null;
  const node = document.createElement("span");
  node.className = "cm-language-explanation mt-1 block";
  node.dataset.rule = rule;
  node.append(sentence("Why:", explanation.why), sentence("Fix:", explanation.fix));
  return node;
}
