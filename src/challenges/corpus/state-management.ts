import type { LessonCorpus } from "../types";
import { groceries } from "../state-management";

const addRight = "    setItems([...items, { id: Date.now(), name }]);";
const removeRight = "    setItems(items.filter((item) => item.id !== id));";

export const corpus: LessonCorpus = {
  "immutable-updates": {
    wrong: [
      {
        name: "pushes, then hands React a copy",
        source: groceries(
          `    items.push({ id: Date.now(), name });
    setItems([...items]);`,
          removeRight,
        ),
        message: /changed a state array in place with push\(\).*\[\.\.\.items, item\]/,
      },
      {
        name: "splices, then hands React a copy",
        source: groceries(
          addRight,
          `    const index = items.findIndex((item) => item.id === id);
    items.splice(index, 1);
    setItems([...items]);`,
        ),
        message: /in place with splice\(\).*filter/,
      },
      {
        name: "pushes into the same array under another name",
        source: groceries(
          `    const next = items;
    next.push({ id: Date.now(), name });
    setItems(next);`,
          removeRight,
        ),
        message: /in place with push\(\)/,
      },
      {
        name: "removes the first item, whichever was clicked",
        source: groceries(addRight, "    setItems(items.slice(1));"),
        message:
          /After removing Banana the list shows Banana: the update removed another item.*filter/,
      },
      {
        name: "replaces the item in place with an index",
        source: groceries(
          `    setItems((current) => {
      current[current.length] = { id: Date.now(), name };
      return [...current];
    });`,
          removeRight,
        ),
        message: /added to a state array in place.*\[\.\.\.items, item\]/,
      },
    ],
    right: [
      {
        name: "spread and filter without updaters",
        source: groceries(addRight, removeRight),
      },
      {
        name: "concat and toSpliced",
        source: groceries(
          "    setItems((current) => current.concat({ id: Date.now(), name }));",
          "    setItems((current) => current.toSpliced(current.findIndex((item) => item.id === id), 1));",
        ),
      },
      {
        name: "changes a fresh copy, then sets it",
        source: groceries(
          `    const next = items.slice();
    next.push({ id: Date.now(), name });
    setItems(next);`,
          `    const next = [...items];
    next.splice(next.findIndex((item) => item.id === id), 1);
    setItems(next);`,
        ),
      },
    ],
  },
};
