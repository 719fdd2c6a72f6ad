import { act, Fragment, StrictMode, useState, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { childKeys, hostProps } from "./react-tree";

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = "";
});

function mount(node: ReactNode) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(<StrictMode>{node}</StrictMode>));
  return { container, root };
}

const items = ["a", "b", "c"];

function Row({ text }: { text: string }) {
  return <li>{text}</li>;
}

describe("childKeys", () => {
  it("reads each row's key, on the element, a component or a Fragment around it", () => {
    const { container } = mount(
      <>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <ul>
          {items.map((item) => (
            <Row key={`row-${item}`} text={item} />
          ))}
        </ul>
        <ul>
          {items.map((item, index) => (
            <Fragment key={index}>
              <li>{item}</li>
            </Fragment>
          ))}
        </ul>
      </>,
    );
    const lists = container.querySelectorAll("ul");
    expect(childKeys(lists[0])).toEqual(["a", "b", "c"]);
    expect(childKeys(lists[1])).toEqual(["row-a", "row-b", "row-c"]);
    expect(childKeys(lists[2])).toEqual(["0", "1", "2"]);
  });

  it("says null for a row without a key, and stays right after rows are removed", () => {
    // React warns of a missing key once per parent element name for as long as it stays loaded,
    // and other test files in this worker render keyless lists in a `ul`: a name of this test's
    // own keeps the warning ours to see.
    const Keyless = "react-tree-keyless-list" as "ul";
    function List() {
      const [shown, setShown] = useState(items);
      return (
        <>
          <button onClick={() => setShown(shown.slice(1))}>Remove</button>
          <Keyless>
            {shown.map((item) => (
              <li>{item}</li>
            ))}
          </Keyless>
          <ol>
            {shown.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </>
      );
    }
    // React's own warning, which a check cannot count on: it is printed once per page.
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = mount(<List />);
    expect(error.mock.calls.join(" ")).toMatch(/unique "key" prop/);
    error.mockRestore();
    expect(childKeys(container.querySelector("react-tree-keyless-list")!)).toEqual([
      null,
      null,
      null,
    ]);
    act(() => container.querySelector("button")!.click());
    expect(childKeys(container.querySelector("ol")!)).toEqual(["b", "c"]);
  });
});

describe("hostProps", () => {
  it("gives the props React last rendered an element with", () => {
    function Field() {
      const [text, setText] = useState("tea");
      return (
        <>
          <input aria-label="controlled" value={text} onChange={(e) => setText(e.target.value)} />
          <input aria-label="uncontrolled" defaultValue="x" />
          <button onClick={() => setText("coffee")}>Change</button>
        </>
      );
    }
    const { container } = mount(<Field />);
    const [controlled, uncontrolled] = container.querySelectorAll("input");
    expect(hostProps(controlled)?.value).toBe("tea");
    expect(hostProps(uncontrolled)?.value).toBeUndefined();
    act(() => container.querySelector("button")!.click());
    expect(hostProps(controlled)?.value).toBe("coffee");
    expect(hostProps(document.body)).toBeNull();
  });
});
