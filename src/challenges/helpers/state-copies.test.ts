// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readCode } from "@/playground/runner/code-facts";
import { stateFromProps, stateSetDuringRender } from "./state-copies";

const code = (body: string) =>
  readCode(`import { useReducer, useState } from "react";\n${body}`, "List.tsx");
const texts = (calls: { text: string }[]) => calls.map((call) => call.text);

describe("stateFromProps", () => {
  it("finds state that starts from a prop, however the props are spelled", () => {
    expect(
      texts(
        stateFromProps(
          code(`function A({ query }: { query: string }) { const [q] = useState(query); return q; }
function B(props: { query: string }) { const [q] = useState(() => props.query.trim()); return q; }
function C({ query: initial = "" }) { const [q] = useReducer((s: string) => s, initial); return q; }`),
        ),
      ),
    ).toEqual([
      "useState(query)",
      "useState(() => props.query.trim())",
      "useReducer((s) => s, initial)",
    ]);
  });

  it("leaves state that starts from anything else, and props used without state", () => {
    expect(
      stateFromProps(
        code(`const start = "";
function A({ query }: { query: string }) { const [q] = useState(start); return q + query; }
function B() { const [q] = useState(""); return q; }
function C({ items }: { items: string[] }) { const [open] = useState({ items: 1 }); return open && items; }`),
      ),
    ).toEqual([]);
  });
});

describe("stateSetDuringRender", () => {
  it("finds a setter called in the component's body, not in its handlers or effects", () => {
    expect(
      texts(
        stateSetDuringRender(
          code(`function A({ query }: { query: string }) {
  const [q, setQ] = useState("");
  if (q !== query) setQ(query);
  const reset = () => setQ("");
  return <button onClick={reset}>{q}</button>;
}`),
        ),
      ),
    ).toEqual(["setQ(query)"]);
  });
});
