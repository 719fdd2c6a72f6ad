import type { LessonLink, MessageExplanation } from "./types";

const listsAndKeys: LessonLink = {
  section: "core-concepts",
  lesson: "Core Concepts",
  heading: "lists-and-keys",
  title: "Lists and keys",
};
const rulesOfHooks: LessonLink = {
  section: "hooks",
  lesson: "React Hooks",
  heading: "the-rules-of-hooks",
  title: "The rules of hooks",
};
const dependencies: LessonLink = {
  section: "hooks",
  lesson: "React Hooks",
  heading: "the-dependency-array-rules",
  title: "The dependency array rules",
};
const forms: LessonLink = {
  section: "core-concepts",
  lesson: "Core Concepts",
  heading: "forms-controlled-inputs-and-submit",
  title: "Forms: controlled inputs and submit",
};
const jsxRules: LessonLink = {
  section: "core-concepts",
  lesson: "Core Concepts",
  heading: "the-rules-of-jsx",
  title: "The rules of JSX",
};
const events: LessonLink = {
  section: "core-concepts",
  lesson: "Core Concepts",
  heading: "event-handling",
  title: "Event handling",
};
const components: LessonLink = {
  section: "core-concepts",
  lesson: "Core Concepts",
  heading: "components",
  title: "Components",
};
const hydration: LessonLink = {
  section: "faq",
  lesson: "FAQ & Troubleshooting",
  heading: "hydration-mismatch",
  title: "Hydration mismatch",
};
const requests: LessonLink = {
  section: "apis",
  lesson: "APIs & Data",
  heading: "where-the-request-goes-in-a-component",
  title: "Where the request goes in a component",
};
const use: LessonLink = {
  section: "new-features",
  lesson: "New Features",
  heading: "use",
  title: "use()",
};

/**
 * React's development messages a learner is likely to meet in the preview's console or error
 * banner, each explained in the guide's own words. Matching is by the start of the message
 * (explain.ts): the first entry whose text fits wins.
 */
export const reactMessages: readonly MessageExplanation[] = [
  {
    id: "missing-key",
    topic: "a missing key",
    messages: ['Each child in a list should have a unique "key" prop.'],
    meaning:
      "React is rendering an array of elements and at least one has no `key`. Keys are how React tells the items of a list apart from one render to the next, so it can keep, move or remove the right ones.",
    cause:
      "A `map` that returns elements without a `key`, or a `key` put on an element inside the one that `map` returns.",
    fix: "Give the outermost element that `map` returns a key that is unique among its siblings and stays with its item, usually an id from your data: `<li key={todo.id}>`. When that element is a fragment, write `<Fragment key={todo.id}>`.",
    link: listsAndKeys,
  },
  {
    id: "duplicate-key",
    topic: "two items with the same key",
    messages: ["Encountered two children with the same key, `%s`."],
    meaning:
      "Two siblings in a list have the same `key`. React matches items between renders by key, so with a duplicate it may show one item twice or leave one out.",
    cause:
      "A key made from a value that can repeat (a name, a title, a date), or the same item added to the array twice.",
    fix: "Key each item by something unique in the list, such as the id from your data. An item without one can get an id when it is created (`crypto.randomUUID()`), never while rendering.",
    link: listsAndKeys,
  },
  {
    id: "key-in-spread",
    topic: "a key inside spread props",
    messages: ['A props object containing a "key" prop is being spread into JSX'],
    meaning:
      "An object holding `key` was spread into a tag (`<Row {...props} />`). React reads the key before the props, so it wants it written as its own attribute.",
    cause: "Building each list item's props, `key` included, as one object and spreading it.",
    fix: "Take the key out of the object and pass it on its own: `const { key, ...rest } = props;` then `<Row key={key} {...rest} />`.",
    link: listsAndKeys,
  },
  {
    id: "key-is-not-a-prop",
    topic: "reading key as a prop",
    messages: ["%s: `key` is not a prop."],
    meaning:
      "A component read `props.key`. React keeps `key` for itself and never passes it to the component, so the value is always `undefined`.",
    cause:
      "Using a list item's key as data inside the item, for example to know which row was clicked.",
    fix: "Pass the value a second time under another name and read that one: `<Item key={item.id} id={item.id} />`.",
    link: listsAndKeys,
  },
  {
    id: "hook-order",
    topic: "hooks called in a different order",
    messages: [
      "React has detected a change in the order of Hooks called by %s.",
      "Rendered more hooks than during the previous render.",
      "Rendered fewer hooks than expected.",
      "Should have a queue. You are likely calling Hooks conditionally",
    ],
    meaning:
      "This render of a component called its hooks in a different order, or a different number of them, than the render before. React finds each hook's state by its place in that order, so the state no longer lines up.",
    cause:
      "A hook inside an `if`, a loop or a callback, or after an early `return`, so that some renders skip it.",
    fix: "Call every hook at the top level of the component, on every render, before any early `return`. Put the condition inside the hook (inside the effect, say), or below all the hooks.",
    link: rulesOfHooks,
  },
  {
    id: "hook-inside-hook",
    topic: "a hook inside another hook",
    messages: ["Do not call Hooks inside useEffect(...), useMemo(...), or other built-in Hooks."],
    meaning:
      "A hook was called inside the function given to another hook (`useMemo`, `useState`'s initialiser, `useReducer`'s reducer). React runs those functions at its own moments, so it cannot keep track of hooks called there.",
    cause: "`useContext` or `useState` written inside a `useMemo` calculation or an initialiser.",
    fix: "Call the hook at the top level of the component and use its result inside the function.",
    link: rulesOfHooks,
  },
  {
    id: "invalid-hook-call",
    topic: "a hook called outside a component",
    messages: [
      "Invalid hook call. Hooks can only be called inside of the body of a function component.",
    ],
    meaning:
      "A hook ran while no function component was rendering, so React had nowhere to keep its state.",
    cause:
      "A hook called in an event handler, an effect, a timer, an ordinary helper function or a class, or a component called as a function (`Profile()`) instead of rendered. In a real project, two copies of React cause it too.",
    fix: "Call hooks only at the top level of a function component or of a custom hook (a function whose name starts with `use`), and render components as tags: `<Profile />`.",
    link: {
      section: "faq",
      lesson: "FAQ & Troubleshooting",
      heading: "invalid-hook-call",
      title: "Invalid hook call",
    },
  },
  {
    id: "deps-changed-size",
    topic: "a dependency list that changed length",
    messages: [
      "The final argument passed to %s changed size between renders.",
      "%s received a final argument during this render, but not during the previous render.",
      "%s received a final argument that is not an array",
    ],
    meaning:
      "A hook's dependency list was not the same kind of array as on the last render: a different length, or there on one render and missing on the next. React compares the lists item by item, so their shape must stay fixed.",
    cause:
      "A list built at run time (`[...ids]`, `ready ? [id] : undefined`) or a single value instead of an array.",
    fix: "Write the dependencies as an array literal of the values the hook reads, the same items every render: `[roomId, serverUrl]`. To depend on a list, put the list itself in the array.",
    link: dependencies,
  },
  {
    id: "too-many-re-renders",
    topic: "state set on every render",
    messages: ["Too many re-renders. React limits the number of renders"],
    meaning:
      "Each render set state, which asked for another render, which set state again. React gave up after 25 renders in a row rather than freeze the page.",
    cause:
      "A setter called in the component body, most often by accident in an event prop: `onClick={setCount(count + 1)}` calls it while rendering, not on click.",
    fix: "Give event props a function to call later: `onClick={() => setCount(count + 1)}`. A value you can compute from props or state needs no state of its own: calculate it while rendering.",
    link: {
      section: "faq",
      lesson: "FAQ & Troubleshooting",
      heading: "too-many-re-renders",
      title: "Too many re-renders",
    },
  },
  {
    id: "maximum-update-depth",
    topic: "updates that never stop",
    messages: ["Maximum update depth exceeded."],
    meaning:
      "Each update caused another one, over and over, so React stopped them. The component never settles.",
    cause:
      "An effect that sets state and runs after every render: it has no dependency array, or depends on an object, array or function made during render, which is new every time. A layout effect or a ref callback that always sets state does the same.",
    fix: "List only the values the effect reads, create objects inside the effect rather than in the component body, and set state only when the value really changes. Often the value can simply be computed while rendering.",
    link: dependencies,
  },
  {
    id: "update-while-rendering",
    topic: "updating another component while rendering",
    messages: [
      "Cannot update a component (`%s`) while rendering a different component (`%s`).",
      "Cannot update during an existing state transition (such as within `render`).",
      "Render methods should be a pure function of props and state; triggering nested component updates from render is not allowed.",
    ],
    meaning:
      "While React was rendering one component, it set the state of another (usually its parent). Rendering should only describe the screen, so React warns: the update arrives late and costs an extra render.",
    cause:
      "A child that calls a parent's setter, or a callback prop such as `onChange`, in its component body instead of in an event handler.",
    fix: "Call it in the event handler that caused the change. Better still, let the parent compute the value from its own state, so no callback is needed.",
    link: {
      section: "faq",
      lesson: "FAQ & Troubleshooting",
      heading: "updating-another-component-while-rendering",
      title: "Updating another component while rendering",
    },
  },
  {
    id: "update-before-mount",
    topic: "state set before the component was on screen",
    messages: ["Can't perform a React state update on a component that hasn't mounted yet."],
    meaning:
      "A component's setter ran before React had put the component on the page, from work started while it rendered.",
    cause:
      "A request, timer or subscription started in the component body, whose callback sets state.",
    fix: "Start that work in an effect, which runs once the component is on the page, and stop it in the effect's cleanup.",
    link: {
      section: "hooks",
      lesson: "React Hooks",
      heading: "useeffect-side-effects-cleanup-and-dependencies",
      title: "useEffect: side effects, cleanup and dependencies",
    },
  },
  {
    id: "uncontrolled-to-controlled",
    topic: "an input that became controlled",
    messages: ["A component is changing an uncontrolled input to be controlled."],
    meaning:
      "This input first rendered without a `value`, so the browser looked after its text, and later with one, so React took over. An input should be one or the other for its whole life.",
    cause:
      "State that starts as `undefined` (`useState()`, or a field missing from an object) passed to `value`.",
    fix: 'Start the state with a real value: `useState("")` for text, `useState(false)` for a checkbox\'s `checked`, and keep it defined.',
    link: forms,
  },
  {
    id: "controlled-to-uncontrolled",
    topic: "an input that lost its value",
    messages: ["A component is changing a controlled input to be uncontrolled."],
    meaning:
      "This input first had a `value` from React and later `undefined`, so React let go of it and the browser took over its text.",
    cause:
      "State replaced by an object without that field (`setForm({ name })` drops `email`), or set to `undefined`.",
    fix: 'Keep the value defined on every render: copy the other fields when you update an object (`setForm({ ...form, name })`), and use `""` for an empty field.',
    link: forms,
  },
  {
    id: "value-without-onchange",
    topic: "a value with no onChange",
    messages: [
      "You provided a `value` prop to a form field without an `onChange` handler.",
      "You provided a `checked` prop to a form field without an `onChange` handler.",
    ],
    meaning:
      "A form field has a `value` (or `checked`) but nothing that updates it, so React holds it fixed: whatever the reader types is undone at once.",
    cause:
      "A controlled input whose `onChange` is missing, misspelt (`onchange`) or on another element.",
    fix: "Add `onChange={(event) => setText(event.target.value)}`. If React need not follow every change, use `defaultValue` (or `defaultChecked`) instead; for a field that should not change, add `readOnly`.",
    link: forms,
  },
  {
    id: "value-and-default-value",
    topic: "both value and defaultValue",
    messages: [
      "%s contains an input of type %s with both value and defaultValue props.",
      "%s contains an input of type %s with both checked and defaultChecked props.",
      "%s contains a textarea with both value and defaultValue props.",
      "Select elements must be either controlled or uncontrolled",
    ],
    meaning:
      "A field has both `value` and `defaultValue` (or `checked` and `defaultChecked`). The first makes React control it, the second leaves it to the browser; it cannot be both.",
    cause: "Setting a starting value with `defaultValue` on a field that also has `value`.",
    fix: "Keep `value` with `onChange` when React should hold the text (its state's first value is the starting value), or `defaultValue` alone when the browser should.",
    link: forms,
  },
  {
    id: "null-value",
    topic: "a null value",
    messages: ["`value` prop on `%s` should not be null."],
    meaning:
      "`value={null}` is not allowed on an input, a textarea or a select: React treats `null` as no value, which would hand the field to the browser.",
    cause: "State or data that is `null` until something loads, passed straight to `value`.",
    fix: 'Pass an empty string for an empty field: `value={name ?? ""}`, or start the state with `""`.',
    link: forms,
  },
  {
    id: "invalid-nesting",
    topic: "elements HTML does not allow inside each other",
    messages: [
      "In HTML, %s cannot be a child of <%s>.",
      "In HTML, %s cannot be a descendant of <%s>.",
      "In HTML, text nodes cannot be a child of <%s>.",
      "In HTML, whitespace text nodes cannot be a child of <%s>.",
      "<%s> cannot contain a nested %s.",
    ],
    meaning:
      "These elements are nested in a way HTML forbids, such as a `<div>` inside a `<p>` or a `<tr>` straight inside a `<table>`. A browser reading that HTML would rearrange it, so a server-rendered page would not match what React expects.",
    cause:
      "A `<p>` around a component that renders a block element, a link or button inside another link or button, or table rows without a `<tbody>`.",
    fix: "Change the outer element (a `<div>` instead of the `<p>`) or the inner one (a `<span>`), or add the missing wrapper such as `<tbody>`.",
    link: hydration,
  },
  {
    id: "hydration-mismatch",
    topic: "a hydration mismatch",
    messages: [
      "Hydration failed because the server rendered %s didn't match the client.",
      "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties.",
      "There was an error while hydrating",
    ],
    meaning:
      "React was taking over HTML made on a server, and its first render in the browser came out different. It cannot adopt that HTML as it is, so it renders the part again (or leaves wrong attributes in place).",
    cause:
      "Output that differs between server and browser: `Date.now()` or `Math.random()` while rendering, a `typeof window` check, dates in the visitor's locale, or invalid nesting the browser repaired. Browser extensions that edit the page cause it too.",
    fix: "Make the first browser render match the server's exactly, then switch to browser-only values after hydration (`useSyncExternalStore` with a server value, or an effect). Use `useId` for ids.",
    link: hydration,
  },
  {
    id: "html-attribute-name",
    topic: "an HTML attribute name in JSX",
    messages: ["Invalid DOM property `%s`. Did you mean `%s`?"],
    meaning:
      "JSX names some attributes the way JavaScript does, not HTML. React found the HTML spelling and suggests the name it knows.",
    cause: "HTML pasted into JSX: `class`, `for`, `tabindex`, `stroke-width` and the like.",
    fix: "Use the name React suggests: `className`, `htmlFor`, `tabIndex`, `strokeWidth`. Only `aria-*` and `data-*` attributes keep their dashes.",
    link: jsxRules,
  },
  {
    id: "style-object",
    topic: "a style that is not an object",
    messages: [
      "The `style` prop expects a mapping from style properties to values, not a string.",
      "Unsupported style property %s. Did you mean %s?",
      "Style property values shouldn't contain a semicolon.",
    ],
    meaning:
      "In JSX, `style` takes a JavaScript object whose keys are camelCase CSS properties, not a CSS string.",
    cause: 'CSS copied as it is: `style="color: red"`, or `{ "background-color": "red" }`.',
    fix: 'Write an object: `style={{ backgroundColor: "red", marginTop: 8 }}`, camelCase keys, numbers for pixels, no semicolons.',
    link: jsxRules,
  },
  {
    id: "event-prop-name",
    topic: "an event prop React does not know",
    messages: [
      "Invalid event handler property `%s`. Did you mean `%s`?",
      "Unknown event handler property `%s`. It will be ignored.",
      "Invalid event handler property `%s`. React events use the camelCase naming convention",
      "React uses onFocus and onBlur instead of onFocusIn and onFocusOut.",
    ],
    meaning:
      "React's event props are camelCase: `on` and the event's name with a capital letter (`onClick`, `onChange`, `onKeyDown`). This one is not among them, so nothing listens and the handler never runs.",
    cause: "HTML's lower-case spelling (`onclick`), a typo, or an event React has no prop for.",
    fix: "Use the name React suggests. For an event without a React prop, add a listener in an effect with `addEventListener` and remove it in the cleanup.",
    link: events,
  },
  {
    id: "listener-not-a-function",
    topic: "an event prop that is not a function",
    messages: ["Expected `%s` listener to be a function, instead got"],
    meaning:
      "An event prop such as `onClick` got something other than a function, so there is nothing to call when the event happens.",
    cause:
      "`onClick={handleClick()}`, which calls the handler while rendering and passes on what it returns, or `onClick={isOpen && close}`, which passes `false`.",
    fix: "Pass the function itself (`onClick={handleClick}`), wrap a call that needs arguments (`onClick={() => remove(id)}`), and leave a listener out with `isOpen ? close : undefined`.",
    link: events,
  },
  {
    id: "unknown-dom-prop",
    topic: "a prop that is not an HTML attribute",
    messages: ["React does not recognize the `%s` prop on a DOM element."],
    meaning:
      "A built-in element such as `<div>` got a camelCase prop that is not an HTML attribute React knows, so React does not know whether it belongs in the page.",
    cause:
      "A component that spreads all its props onto an element (`<div {...props}>`), passing along its own props such as `isActive` or `variant`.",
    fix: "Take your own props out before spreading: `const { isActive, ...rest } = props;` then `<div {...rest}>`. For data you do want on the element, use a `data-` attribute.",
    link: { section: "core-concepts", lesson: "Core Concepts", heading: "props", title: "Props" },
  },
  {
    id: "attribute-value",
    topic: "a value an attribute cannot take",
    messages: [
      "Received `%s` for a non-boolean attribute `%s`.",
      "Received the string `%s` for the boolean attribute `%s`.",
      "Invalid value for prop %s on <%s> tag.",
      "Invalid values for props %s on <%s> tag.",
    ],
    meaning:
      'An HTML attribute got a value React will not write into the page: `true` or `false` where text is expected, the string `"false"` where a boolean is, or a function or object.',
    cause:
      '`title={isNew && "New"}`, which passes `false`; `disabled="false"`, which is a string; or a function under a name that is not an event prop.',
    fix: 'Pass a string or number, leave the attribute out with `isNew ? "New" : undefined`, and give boolean attributes real booleans: `disabled={isBusy}`.',
    link: jsxRules,
  },
  {
    id: "object-as-child",
    topic: "an object where JSX expects something to show",
    messages: ["Objects are not valid as a React child"],
    meaning:
      "JSX can show text, numbers, elements and arrays of them. An object, a `Date` or a Promise has no way to appear on the page, so React stopped rendering.",
    cause:
      "A whole object in braces (`{user}` instead of `{user.name}`), a `Date` rendered as it is, or the result of an async function, which is a Promise.",
    fix: "Show one of its fields (`{user.name}`), turn it into text (`{date.toLocaleDateString()}`), or `map` a list into elements. Wait for async data in an effect and keep the result in state.",
    link: {
      section: "faq",
      lesson: "FAQ & Troubleshooting",
      heading: "more-messages-you-may-meet",
      title: "More messages you may meet",
    },
  },
  {
    id: "function-as-child",
    topic: "a function where JSX expects something to show",
    messages: ["Functions are not valid as a React child."],
    meaning:
      "A function ended up where JSX expects something to show. React does not call it, so nothing appears.",
    cause:
      "A component named in braces (`{Header}`) instead of written as a tag, or a function passed where its result was meant (`{total}` for `{total()}`).",
    fix: "Render components as tags, `<Header />`, and call a function whose result you want to show: `{total()}`.",
    link: components,
  },
  {
    id: "async-component",
    topic: "an async component",
    messages: [
      "%s is an async Client Component.",
      "An unknown Component is an async Client Component.",
      "Hooks are not supported inside an async component.",
    ],
    meaning:
      "This component is an `async` function, so it returns a Promise instead of JSX. Only Server Components, in a framework such as Next.js, may be async; in the browser a component must return what to show right away.",
    cause: "`await fetch(…)` in the component body to load data.",
    fix: "Make the component an ordinary function: load the data in an effect (or in the event handler that needs it), keep it in state, and show a loading state until it arrives.",
    link: requests,
  },
  {
    id: "effect-return-value",
    topic: "an effect that returns something",
    messages: ["%s must not return anything besides a function, which is used for clean-up."],
    meaning:
      "An effect may return a cleanup function or nothing. This one returned something else, so React has nothing to call when it cleans up.",
    cause:
      "An `async` effect (`useEffect(async () => …)`), which returns a Promise, or an arrow without braces that returns a value by accident: `useEffect(() => setTimeout(tick, 1000))`.",
    fix: "Keep the effect itself synchronous: define an async function inside it and call it. Put braces around the body, and return a cleanup only when the effect starts something: `return () => clearTimeout(id)`.",
    link: requests,
  },
  {
    id: "element-type-invalid",
    topic: "a component that is undefined",
    messages: ["Element type is invalid: expected a string (for built-in components)"],
    meaning:
      "A tag names something that is not a component, usually `undefined`, so React has nothing to render.",
    cause:
      'An import that does not match the export: `import Card from "./Card"` when the file says `export function Card`, or braces around a default export; or a name that is not exported at all.',
    fix: 'Match the import to the export: braces for a named export (`import { Card } from "./Card"`), none for the default one. Check the spelling, and that the file exports the component.',
    link: {
      section: "getting-started",
      lesson: "Getting Started",
      heading: "apptsx-your-first-component",
      title: "App.tsx: your first component",
    },
  },
  {
    id: "tag-casing",
    topic: "a tag's capital letters",
    messages: [
      "<%s /> is using incorrect casing.",
      "The tag <%s> is unrecognized in this browser.",
    ],
    meaning:
      "JSX takes a lower-case tag for an HTML element and a capitalised one for your component. This tag is neither an HTML element nor a component.",
    cause:
      "A component named in lower case (`<card />` for `function card()`), or a misspelt HTML tag.",
    fix: "Start component names with a capital letter (`function Card()`, `<Card />`) and check the spelling of HTML tags.",
    link: components,
  },
  {
    id: "uncached-promise",
    topic: "a promise made while rendering",
    messages: ["A component was suspended by an uncached promise."],
    meaning:
      "A component gave `use` a promise it created while rendering. Every render makes a new promise, so the component waits again each time and may never show.",
    cause: "`use(fetch(url))` or `use(loadData())` inside a component.",
    fix: "Create the promise once, outside render (in a parent, a loader or a cache), and pass it down; a library such as TanStack Query does this for you. Or load the data in an effect.",
    link: use,
  },
  {
    id: "use-in-try-catch",
    topic: "use inside try/catch",
    messages: ["`use` was called from inside a try/catch block."],
    meaning:
      "`use` pauses a component by throwing, and a `try`/`catch` around it catches that, so the component cannot wait for its promise.",
    cause: "`try { const data = use(promise) } catch { … }` to handle a failed request.",
    fix: "Call `use` outside `try`/`catch`, and handle a rejected promise with an error boundary around the component (or with `.catch()` on the promise before passing it).",
    link: use,
  },
  {
    id: "uncached-snapshot",
    topic: "a snapshot that is new every time",
    messages: [
      "The result of getSnapshot should be cached to avoid an infinite loop",
      "The result of getServerSnapshot should be cached to avoid an infinite loop",
    ],
    meaning:
      "`useSyncExternalStore` asked for the snapshot twice in a row and got two different values. React compares them with `Object.is`, so a new object every time looks like a change on every render.",
    cause:
      "A `getSnapshot` that builds a new object or array: `() => ({ ...store })`, `() => items.filter(…)`.",
    fix: "Return a value the store keeps (the same object until its data changes) or a primitive, and derive anything else after reading it.",
    link: {
      section: "advanced",
      lesson: "Advanced Concepts",
      heading: "custom-hooks",
      title: "Custom hooks",
    },
  },
  {
    id: "setter-callback",
    topic: "a callback passed to a state setter",
    messages: [
      "State updates from the useState() and useReducer() Hooks don't support the second callback argument.",
    ],
    meaning:
      "State setters take one argument. A second one, a callback as class components' `setState` accepted, is ignored.",
    cause: "`setCount(count + 1, () => …)` to run code once the update is done.",
    fix: "Run that code in the event handler with the value you just computed, or in an effect that depends on the state.",
    link: {
      section: "hooks",
      lesson: "React Hooks",
      heading: "usestate-giving-a-component-memory",
      title: "useState: giving a component memory",
    },
  },
  {
    id: "provider-without-value",
    topic: "a context provider without a value",
    messages: ["The `value` prop is required for the `<Context.Provider>`."],
    meaning:
      "A context provider was rendered without `value`, so the components below it read `undefined`, not the context's default.",
    cause: "A forgotten or misspelt prop (`values=`).",
    fix: "Pass what the components below should read: `<ThemeContext value={theme}>`, or `<ThemeContext.Provider value={theme}>` in older code.",
    link: {
      section: "hooks",
      lesson: "React Hooks",
      heading: "usecontext-sharing-values-without-prop-drilling",
      title: "useContext: sharing values without prop drilling",
    },
  },
  {
    id: "not-wrapped-in-act",
    topic: "an update outside act",
    messages: [
      "An update to %s inside a test was not wrapped in act(...).",
      "A suspended resource finished loading inside a test, but the event was not wrapped in act(...).",
    ],
    meaning:
      "In a test, a component's state changed when the test was not waiting for React, so the test may check the screen before React has updated it.",
    cause:
      "Something asynchronous (a request, a timer, a promise) that finished after the test's last `await`.",
    fix: "Wait for what the update shows: `await screen.findByText(…)`, or `await` each `user.click(…)`. Testing Library's `render` and user-event already wrap their work in `act`.",
    link: {
      section: "testing",
      lesson: "Testing",
      heading: "choosing-a-query",
      title: "Choosing a query",
    },
  },
  {
    id: "optimistic-outside-transition",
    topic: "an optimistic update outside a transition",
    messages: ["An optimistic state update occurred outside a transition or action."],
    meaning:
      "A `useOptimistic` value was set outside an Action or transition. An optimistic value is meant to last while its transition runs; outside one, React shows it and takes it back almost at once, long before the request it stands for has finished.",
    cause: "Calling the optimistic setter from a plain `onClick` handler.",
    fix: "Set it inside `startTransition(async () => { … })`, or in a form's `action`, together with the request it stands in for.",
    link: {
      section: "new-features",
      lesson: "New Features",
      heading: "useoptimistic",
      title: "useOptimistic",
    },
  },
  {
    id: "action-outside-transition",
    topic: "an action called outside a transition",
    messages: ["An async function with useActionState was called outside of a transition."],
    meaning:
      "The function `useActionState` returned was called directly, outside a transition, so its pending state is not tracked.",
    cause: "Calling the action from an `onClick` handler instead of handing it to a form.",
    fix: "Pass it to a form, `<form action={formAction}>` (or a button's `formAction`), or call it inside `startTransition`.",
    link: {
      section: "new-features",
      lesson: "New Features",
      heading: "useactionstate",
      title: "useActionState",
    },
  },
  {
    id: "error-boundary-method",
    topic: "an error boundary that cannot show its fallback",
    messages: [
      "%s: Error boundaries should implement getDerivedStateFromError().",
      "%s: getDerivedStateFromError() is defined as an instance method and will be ignored.",
    ],
    meaning:
      "A class component catches errors but has no `static getDerivedStateFromError`, so it cannot switch to its fallback when a child throws.",
    cause: "Only `componentDidCatch` written, or `getDerivedStateFromError` without `static`.",
    fix: "Add `static getDerivedStateFromError() { return { hasError: true }; }` and render the fallback when `hasError` is set; keep `componentDidCatch` for logging.",
    link: {
      section: "advanced",
      lesson: "Advanced Concepts",
      heading: "error-boundaries",
      title: "Error boundaries",
    },
  },
];
