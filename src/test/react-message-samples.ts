/**
 * React's development messages as React writes them: each format string copied whole from
 * React's development build (pipeline/explain-react-texts.test.ts checks it is still there), with
 * the values React fills in. A console message is `console.error(format, ...args)`; a thrown
 * one is put together by concatenation, written here with `%s` where React concatenates.
 */
export interface ReactMessageSample {
  /** The explanation it should get (react-messages.ts' ids). */
  explanation: string;
  format: string;
  args?: readonly unknown[];
}

const hookTable =
  "1. useState                   useState\n2. useEffect                  useState\n";
const hydrationCauses =
  " didn't match the client. As a result this tree will be regenerated on the client. This can happen if a SSR-ed Client Component used:\n\n- A server/client branch `if (typeof window !== 'undefined')`.\n- Variable input such as `Date.now()` or `Math.random()` which changes each time it's called.\n- Date formatting in a user's locale which doesn't match the server.\n- External changing data without sending a snapshot of it along with the HTML.\n- Invalid HTML tag nesting.\n\nIt can also happen if the client has a browser extension installed which messes with the HTML before React loaded.\n\nhttps://react.dev/link/hydration-mismatch";
const asyncEffect =
  "\n\nIt looks like you wrote useEffect(async () => ...) or returned a Promise. Instead, write the async function inside your effect and call it immediately:\n\nuseEffect(() => {\n  async function fetchData() {\n    // You can await here\n    const response = await MyAPI.getData(someId);\n    // ...\n  }\n  fetchData();\n}, [someId]); // Or [] if effect doesn't need props or state\n\nLearn more about data fetching with Hooks: https://react.dev/link/hooks-data-fetching";

export const reactMessageSamples: readonly ReactMessageSample[] = [
  {
    explanation: "missing-key",
    format:
      'Each child in a list should have a unique "key" prop.%s%s See https://react.dev/link/warning-keys for more information.',
    args: ["\n\nCheck the render method of `Todos`.", ""],
  },
  {
    explanation: "missing-key",
    format:
      'Each child in a list should have a unique "key" prop.%s%s See https://react.dev/link/warning-keys for more information.',
    args: ["\n\nCheck the top-level render call using <ul>.", " It was passed a child from App."],
  },
  {
    explanation: "duplicate-key",
    format:
      "Encountered two children with the same key, `%s`. Keys should be unique so that components maintain their identity across updates. Non-unique keys may cause children to be duplicated and/or omitted — the behavior is unsupported and could change in a future version.",
    args: ["Milk"],
  },
  {
    explanation: "key-in-spread",
    format:
      'A props object containing a "key" prop is being spread into JSX:\n  let props = %s;\n  <%s {...props} />\nReact keys must be passed directly to JSX without using spread:\n  let props = %s;\n  <%s key={someKey} {...props} />',
    args: ["{key: someKey, title: ...}", "Row", "{title: ...}", "Row"],
  },
  {
    explanation: "key-is-not-a-prop",
    format:
      "%s: `key` is not a prop. Trying to access it will result in `undefined` being returned. If you need to access the same value within the child component, you should pass it as a different prop. (https://react.dev/link/special-props)",
    args: ["Item"],
  },
  {
    explanation: "hook-order",
    format:
      "React has detected a change in the order of Hooks called by %s. This will lead to bugs and errors if not fixed. For more information, read the Rules of Hooks: https://react.dev/link/rules-of-hooks\n\n   Previous render            Next render\n   ------------------------------------------------------\n%s   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n",
    args: ["Profile", hookTable],
  },
  { explanation: "hook-order", format: "Rendered more hooks than during the previous render." },
  {
    explanation: "hook-order",
    format:
      "Rendered fewer hooks than expected. This may be caused by an accidental early return statement.",
  },
  {
    explanation: "hook-order",
    format:
      "Should have a queue. You are likely calling Hooks conditionally, which is not allowed. (https://react.dev/link/invalid-hook-call)",
  },
  {
    explanation: "hook-inside-hook",
    format:
      "Do not call Hooks inside useEffect(...), useMemo(...), or other built-in Hooks. You can only call Hooks at the top level of your React function. For more information, see https://react.dev/link/rules-of-hooks",
  },
  {
    explanation: "invalid-hook-call",
    format:
      "Invalid hook call. Hooks can only be called inside of the body of a function component. This could happen for one of the following reasons:\n1. You might have mismatching versions of React and the renderer (such as React DOM)\n2. You might be breaking the Rules of Hooks\n3. You might have more than one copy of React in the same app\nSee https://react.dev/link/invalid-hook-call for tips about how to debug and fix this problem.",
  },
  {
    explanation: "deps-changed-size",
    format:
      "The final argument passed to %s changed size between renders. The order and size of this array must remain constant.\n\nPrevious: %s\nIncoming: %s",
    args: ["useEffect", "[1]", "[1, 2]"],
  },
  {
    explanation: "deps-changed-size",
    format:
      "%s received a final argument during this render, but not during the previous render. Even though the final argument is optional, its type cannot change between renders.",
    args: ["useEffect"],
  },
  {
    explanation: "deps-changed-size",
    format:
      "%s received a final argument that is not an array (instead, received `%s`). When specified, the final argument must be an array.",
    args: ["useEffect", "number"],
  },
  {
    explanation: "too-many-re-renders",
    format: "Too many re-renders. React limits the number of renders to prevent an infinite loop.",
  },
  {
    explanation: "maximum-update-depth",
    format:
      "Maximum update depth exceeded. This can happen when a component calls setState inside useEffect, but useEffect either doesn't have a dependency array, or one of the dependencies changes on every render.",
  },
  {
    explanation: "maximum-update-depth",
    format:
      "Maximum update depth exceeded. This can happen when a component repeatedly calls setState inside componentWillUpdate or componentDidUpdate. React limits the number of nested updates to prevent infinite loops.",
  },
  {
    explanation: "update-while-rendering",
    format:
      "Cannot update a component (`%s`) while rendering a different component (`%s`). To locate the bad setState() call inside `%s`, follow the stack trace as described in https://react.dev/link/setstate-in-render",
    args: ["Filters", "ResultCount", "ResultCount"],
  },
  {
    explanation: "update-while-rendering",
    format:
      "Cannot update during an existing state transition (such as within `render`). Render methods should be a pure function of props and state.",
  },
  {
    explanation: "update-while-rendering",
    format:
      "Render methods should be a pure function of props and state; triggering nested component updates from render is not allowed. If necessary, trigger nested updates in componentDidUpdate.\n\nCheck the render method of %s.",
    args: ["Clock"],
  },
  {
    explanation: "update-before-mount",
    format:
      "Can't perform a React state update on a component that hasn't mounted yet. This indicates that you have a side-effect in your render function that asynchronously tries to update the component. Move this work to useEffect instead.",
  },
  {
    explanation: "uncontrolled-to-controlled",
    format:
      "A component is changing an uncontrolled input to be controlled. This is likely caused by the value changing from undefined to a defined value, which should not happen. Decide between using a controlled or uncontrolled input element for the lifetime of the component. More info: https://react.dev/link/controlled-components",
  },
  {
    explanation: "controlled-to-uncontrolled",
    format:
      "A component is changing a controlled input to be uncontrolled. This is likely caused by the value changing from a defined to undefined, which should not happen. Decide between using a controlled or uncontrolled input element for the lifetime of the component. More info: https://react.dev/link/controlled-components",
  },
  {
    explanation: "value-without-onchange",
    format:
      "You provided a `value` prop to a form field without an `onChange` handler. This will render a read-only field. If the field should be mutable use `defaultValue`. Otherwise, set either `onChange` or `readOnly`.",
  },
  {
    explanation: "value-without-onchange",
    format:
      "You provided a `checked` prop to a form field without an `onChange` handler. This will render a read-only field. If the field should be mutable use `defaultChecked`. Otherwise, set either `onChange` or `readOnly`.",
  },
  {
    explanation: "value-and-default-value",
    format:
      "%s contains an input of type %s with both value and defaultValue props. Input elements must be either controlled or uncontrolled (specify either the value prop, or the defaultValue prop, but not both). Decide between using a controlled or uncontrolled input element and remove one of these props. More info: https://react.dev/link/controlled-components",
    args: ["A component", "text"],
  },
  {
    explanation: "value-and-default-value",
    format:
      "%s contains an input of type %s with both checked and defaultChecked props. Input elements must be either controlled or uncontrolled (specify either the checked prop, or the defaultChecked prop, but not both). Decide between using a controlled or uncontrolled input element and remove one of these props. More info: https://react.dev/link/controlled-components",
    args: ["A component", "checkbox"],
  },
  {
    explanation: "value-and-default-value",
    format:
      "%s contains a textarea with both value and defaultValue props. Textarea elements must be either controlled or uncontrolled (specify either the value prop, or the defaultValue prop, but not both). Decide between using a controlled or uncontrolled textarea and remove one of these props. More info: https://react.dev/link/controlled-components",
    args: ["A component"],
  },
  {
    explanation: "value-and-default-value",
    format:
      "Select elements must be either controlled or uncontrolled (specify either the value prop, or the defaultValue prop, but not both). Decide between using a controlled or uncontrolled select element and remove one of these props. More info: https://react.dev/link/controlled-components",
  },
  {
    explanation: "null-value",
    format:
      "`value` prop on `%s` should not be null. Consider using an empty string to clear the component or `undefined` for uncontrolled components.",
    args: ["input"],
  },
  {
    explanation: "invalid-nesting",
    format: "In HTML, %s cannot be a descendant of <%s>.\nThis will cause a hydration error.%s",
    args: ["<div>", "p", "\n\n> <p>\n>   <div>\n"],
  },
  {
    explanation: "invalid-nesting",
    format: "In HTML, %s cannot be a child of <%s>.%s\nThis will cause a hydration error.%s",
    args: [
      "<tr>",
      "table",
      " Add a <tbody>, <thead> or <tfoot> to your code to match the DOM tree generated by the browser.",
      "\n\n> <table>\n>   <tr>\n",
    ],
  },
  {
    explanation: "invalid-nesting",
    format: "In HTML, text nodes cannot be a child of <%s>.\nThis will cause a hydration error.%s",
    args: ["tr", ""],
  },
  {
    explanation: "invalid-nesting",
    format:
      "In HTML, whitespace text nodes cannot be a child of <%s>. Make sure you don't have any extra whitespace between tags on each line of your source code.\nThis will cause a hydration error.%s",
    args: ["table", ""],
  },
  {
    explanation: "invalid-nesting",
    format: "<%s> cannot contain a nested %s.\nSee this log for the ancestor stack trace.",
    args: ["a", "<a>"],
  },
  {
    explanation: "hydration-mismatch",
    format: `Hydration failed because the server rendered %s${hydrationCauses}%s`,
    args: ["text", "\n\n  <App>\n    <p>\n+     1:05 PM\n-     12:05 PM\n"],
  },
  {
    explanation: "hydration-mismatch",
    format:
      "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties. This won't be patched up. This can happen if a SSR-ed Client Component used:\n\n- A server/client branch `if (typeof window !== 'undefined')`.\n- Variable input such as `Date.now()` or `Math.random()` which changes each time it's called.\n- Date formatting in a user's locale which doesn't match the server.\n- External changing data without sending a snapshot of it along with the HTML.\n- Invalid HTML tag nesting.\n\nIt can also happen if the client has a browser extension installed which messes with the HTML before React loaded.\n\n%s%s",
    args: [
      "https://react.dev/link/hydration-mismatch",
      '\n\n  <p\n+   title="a"\n-   title="b"\n  >\n',
    ],
  },
  {
    explanation: "hydration-mismatch",
    format:
      "There was an error while hydrating but React was able to recover by instead client rendering the entire root.",
  },
  {
    explanation: "html-attribute-name",
    format: "Invalid DOM property `%s`. Did you mean `%s`?",
    args: ["class", "className"],
  },
  {
    explanation: "html-attribute-name",
    format: "Invalid DOM property `%s`. Did you mean `%s`?",
    args: ["for", "htmlFor"],
  },
  {
    explanation: "style-object",
    format:
      "The `style` prop expects a mapping from style properties to values, not a string. For example, style={{marginRight: spacing + 'em'}} when using JSX.",
  },
  {
    explanation: "style-object",
    format: "Unsupported style property %s. Did you mean %s?",
    args: ["background-color", "backgroundColor"],
  },
  {
    explanation: "style-object",
    format: 'Style property values shouldn\'t contain a semicolon. Try "%s: %s" instead.',
    args: ["color", "red"],
  },
  {
    explanation: "event-prop-name",
    format: "Invalid event handler property `%s`. Did you mean `%s`?",
    args: ["onclick", "onClick"],
  },
  {
    explanation: "event-prop-name",
    format: "Unknown event handler property `%s`. It will be ignored.",
    args: ["onTap"],
  },
  {
    explanation: "event-prop-name",
    format:
      "Invalid event handler property `%s`. React events use the camelCase naming convention, for example `onClick`.",
    args: ["on-click"],
  },
  {
    explanation: "event-prop-name",
    format:
      "React uses onFocus and onBlur instead of onFocusIn and onFocusOut. All React events are normalized to bubble, so onFocusIn and onFocusOut are not needed/supported by React.",
  },
  {
    explanation: "listener-not-a-function",
    format:
      "Expected `%s` listener to be a function, instead got `false`.\n\nIf you used to conditionally omit it with %s={condition && value}, pass %s={condition ? value : undefined} instead.",
    args: ["onClick", "onClick", "onClick"],
  },
  {
    explanation: "listener-not-a-function",
    format: "Expected `%s` listener to be a function, instead got a value of `%s` type.",
    args: ["onClick", "string"],
  },
  {
    explanation: "unknown-dom-prop",
    format:
      "React does not recognize the `%s` prop on a DOM element. If you intentionally want it to appear in the DOM as a custom attribute, spell it as lowercase `%s` instead. If you accidentally passed it from a parent component, remove it from the DOM element.",
    args: ["isActive", "isactive"],
  },
  {
    explanation: "attribute-value",
    format:
      'Received `%s` for a non-boolean attribute `%s`.\n\nIf you want to write it to the DOM, pass a string instead: %s="%s" or %s={value.toString()}.\n\nIf you used to conditionally omit it with %s={condition && value}, pass %s={condition ? value : undefined} instead.',
    args: ["false", "title", "title", "false", "title", "title", "title"],
  },
  {
    explanation: "attribute-value",
    format: "Received the string `%s` for the boolean attribute `%s`. %s Did you mean %s={%s}?",
    args: [
      "false",
      "disabled",
      "The browser will interpret it as a truthy value.",
      "disabled",
      "false",
    ],
  },
  {
    explanation: "attribute-value",
    format:
      "Invalid value for prop %s on <%s> tag. Either remove it from the element, or pass a string or number value to keep it in the DOM. For details, see https://react.dev/link/attribute-behavior ",
    args: ["`title`", "div"],
  },
  {
    explanation: "attribute-value",
    format:
      "Invalid values for props %s on <%s> tag. Either remove them from the element, or pass a string or number value to keep them in the DOM. For details, see https://react.dev/link/attribute-behavior ",
    args: ["`title`, `lang`", "div"],
  },
  {
    explanation: "object-as-child",
    format:
      "Objects are not valid as a React child (found: %s). If you meant to render a collection of children, use an array instead.",
    args: ["object with keys {name, email}"],
  },
  {
    explanation: "object-as-child",
    format:
      "Objects are not valid as a React child (found: %s). If you meant to render a collection of children, use an array instead.",
    args: ["[object Promise]"],
  },
  {
    explanation: "function-as-child",
    format:
      "Functions are not valid as a React child. This may happen if you return %s instead of <%s /> from render. Or maybe you meant to call this function rather than return it.\n  <%s>{%s}</%s>",
    args: ["Header", "Header", "main", "Header", "main"],
  },
  {
    explanation: "function-as-child",
    format:
      "Functions are not valid as a React child. This may happen if you return %s instead of <%s /> from render. Or maybe you meant to call this function rather than return it.\n  root.render(%s)",
    args: ["App", "App", "App"],
  },
  {
    explanation: "async-component",
    format:
      "%s is an async Client Component. Only Server Components can be async at the moment. This error is often caused by accidentally adding `'use client'` to a module that was originally written for the server.",
    args: ["<Posts>"],
  },
  {
    explanation: "async-component",
    format:
      "An unknown Component is an async Client Component. Only Server Components can be async at the moment. This error is often caused by accidentally adding `'use client'` to a module that was originally written for the server.",
  },
  {
    explanation: "async-component",
    format:
      "Hooks are not supported inside an async component. This error is often caused by accidentally adding `'use client'` to a module that was originally written for the server.",
  },
  {
    explanation: "effect-return-value",
    format: "%s must not return anything besides a function, which is used for clean-up.%s",
    args: ["useEffect", asyncEffect],
  },
  {
    explanation: "effect-return-value",
    format: "%s must not return anything besides a function, which is used for clean-up.%s",
    args: ["useLayoutEffect", " You returned: 12"],
  },
  {
    explanation: "element-type-invalid",
    format:
      "Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: %s",
    args: [
      "undefined. You likely forgot to export your component from the file it's defined in, or you might have mixed up default and named imports.\n\nCheck the render method of `App`.",
    ],
  },
  {
    explanation: "tag-casing",
    format:
      "<%s /> is using incorrect casing. Use PascalCase for React components, or lowercase for HTML elements.",
    args: ["myButton"],
  },
  {
    explanation: "tag-casing",
    format:
      "The tag <%s> is unrecognized in this browser. If you meant to render a React component, start its name with an uppercase letter.",
    args: ["card"],
  },
  {
    explanation: "uncached-promise",
    format:
      "A component was suspended by an uncached promise. Creating promises inside a Client Component or hook is not yet supported, except via a Suspense-compatible library or framework.",
  },
  {
    explanation: "use-in-try-catch",
    format:
      "`use` was called from inside a try/catch block. This is not allowed and can lead to unexpected behavior. To handle errors triggered by `use`, wrap your component in a error boundary.",
  },
  {
    explanation: "uncached-snapshot",
    format: "The result of getSnapshot should be cached to avoid an infinite loop",
  },
  {
    explanation: "uncached-snapshot",
    format: "The result of getServerSnapshot should be cached to avoid an infinite loop",
  },
  {
    explanation: "setter-callback",
    format:
      "State updates from the useState() and useReducer() Hooks don't support the second callback argument. To execute a side effect after rendering, declare it in the component body with useEffect().",
  },
  {
    explanation: "provider-without-value",
    format:
      "The `value` prop is required for the `<Context.Provider>`. Did you misspell it or forget to pass it?",
  },
  {
    explanation: "not-wrapped-in-act",
    format:
      "An update to %s inside a test was not wrapped in act(...).\n\nWhen testing, code that causes React state updates should be wrapped into act(...):\n\nact(() => {\n  /* fire events that update state */\n});\n/* assert on the output */\n\nThis ensures that you're testing the behavior the user would see in the browser. Learn more at https://react.dev/link/wrap-tests-with-act",
    args: ["Greeting"],
  },
  {
    explanation: "not-wrapped-in-act",
    format:
      "A suspended resource finished loading inside a test, but the event was not wrapped in act(...).\n\nWhen testing, code that resolves suspended data should be wrapped into act(...):\n\nact(() => {\n  /* finish loading suspended data */\n});\n/* assert on the output */\n\nThis ensures that you're testing the behavior the user would see in the browser. Learn more at https://react.dev/link/wrap-tests-with-act",
  },
  {
    explanation: "optimistic-outside-transition",
    format:
      "An optimistic state update occurred outside a transition or action. To fix, move the update to an action, or wrap with startTransition.",
  },
  {
    explanation: "action-outside-transition",
    format:
      "An async function with useActionState was called outside of a transition. This is likely not what you intended (for example, isPending will not update correctly). Either call the returned function inside startTransition, or pass it to an `action` or `formAction` prop.",
  },
  {
    explanation: "error-boundary-method",
    format:
      "%s: Error boundaries should implement getDerivedStateFromError(). In that method, return a state update to display an error message or fallback UI.",
    args: ["ErrorBoundary"],
  },
  {
    explanation: "error-boundary-method",
    format:
      "%s: getDerivedStateFromError() is defined as an instance method and will be ignored. Instead, declare it as a static method.",
    args: ["ErrorBoundary"],
  },
];
