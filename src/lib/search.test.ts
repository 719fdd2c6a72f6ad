import { describe, expect, it } from "vitest";
import {
  createSearchEngine,
  findMatches,
  loadSearchEngine,
  search,
  splitMatches,
  type SearchDocument,
} from "./search";

function doc(fields: Partial<SearchDocument> & Pick<SearchDocument, "id" | "sectionId">) {
  return {
    sectionTitle: fields.sectionId,
    text: "",
    code: "",
    excerpt: fields.text ?? "",
    ...fields,
  };
}

const documents: SearchDocument[] = [
  doc({
    id: "hooks",
    sectionId: "hooks",
    sectionTitle: "React Hooks",
    title: "React Hooks",
    subsections: "useState · useEffect",
    text: "Hooks give a component memory.",
  }),
  doc({
    id: "hooks#usestate",
    sectionId: "hooks",
    sectionTitle: "React Hooks",
    heading: "useState: giving a component memory",
    headingId: "usestate-giving-a-component-memory",
    text: "React keeps a value for you between renders.",
    code: "const [likes, setLikes] = useState(0);",
  }),
  doc({
    id: "hooks#usereducer",
    sectionId: "hooks",
    sectionTitle: "React Hooks",
    heading: "useReducer: state transitions in one place",
    headingId: "usereducer-state-transitions-in-one-place",
    text: "A reducer takes the current state and an action.",
  }),
  doc({
    id: "state#redux",
    sectionId: "state",
    sectionTitle: "State Management",
    heading: "Redux Toolkit",
    headingId: "redux-toolkit",
    text: "Redux keeps a store; its slices work much like a useReducer call with a reducer per slice.",
  }),
  doc({
    id: "routing#links",
    sectionId: "routing",
    sectionTitle: "Routing",
    heading: "Links",
    headingId: "links",
    text: "Navigation without reloads. The Routing lesson explains routing in depth.",
  }),
];

const engine = loadSearchEngine(JSON.stringify(createSearchEngine(documents)));
const ids = (query: string) => search(engine, query).map((hit) => hit.id);

describe("search", () => {
  it("ranks a heading match above a match in the body text", () => {
    expect(ids("usereducer")).toEqual(["hooks#usereducer", "state#redux"]);
  });

  it("ranks a section title above body text that mentions it", () => {
    expect(ids("routing")[0]).toBe("routing#links");
    expect(ids("hooks")[0]).toBe("hooks");
  });

  it("ranks a heading about the query above headings that mention it, earliest lesson first", () => {
    const engine = createSearchEngine([
      doc({
        id: "state#mention",
        sectionId: "state",
        order: 6,
        heading: "Choosing between useState and useReducer",
        text: "useReducer useReducer useReducer",
      }),
      doc({
        id: "state#usereducer",
        sectionId: "state",
        order: 6,
        heading: "useReducer: named transitions",
        text: "useReducer again and again, useReducer",
      }),
      doc({
        id: "hooks#usereducer",
        sectionId: "hooks",
        order: 4,
        heading: "useReducer: state transitions in one place",
        text: "A reducer.",
      }),
    ]);
    expect(search(engine, "useReducer").map((hit) => hit.id)).toEqual([
      "hooks#usereducer",
      "state#usereducer",
      "state#mention",
    ]);
    // The same for the lower-case spelling a reader may type.
    expect(search(engine, "usereducer")[0].id).toBe("hooks#usereducer");
  });

  it("forgives a missing or wrong letter", () => {
    expect(ids("usestat")).toContain("hooks#usestate");
    expect(ids("usereduser")[0]).toBe("hooks#usereducer");
  });

  it("matches the start of a word", () => {
    expect(ids("redu")).toEqual(expect.arrayContaining(["hooks#usereducer", "state#redux"]));
    expect(ids("transit")).toEqual(["hooks#usereducer"]);
  });

  it("finds code samples", () => {
    expect(ids("setlikes")).toEqual(["hooks#usestate"]);
  });

  it("returns nothing for an empty query or a word no lesson uses", () => {
    expect(search(engine, "   ")).toEqual([]);
    expect(search(engine, "kubernetes")).toEqual([]);
  });

  it("returns where to go and what matched, for the snippet", () => {
    const [hit] = search(engine, "usereducer");
    expect(hit).toMatchObject({
      sectionId: "hooks",
      sectionTitle: "React Hooks",
      heading: "useReducer: state transitions in one place",
      headingId: "usereducer-state-transitions-in-one-place",
      headingMatches: [[0, 10]],
      snippet: "A reducer takes the current state and an action.",
    });
    const redux = search(engine, "usereducer")[1];
    expect(splitMatches(redux.snippet, redux.snippetMatches).filter((part) => part.match)).toEqual([
      { text: "useReducer", match: true },
    ]);
  });

  it("labels a title hit with the section title and no heading", () => {
    const hit = search(engine, "hooks")[0];
    expect(hit.heading).toBeUndefined();
    expect(hit.headingId).toBeUndefined();
    expect(hit.headingMatches).toEqual([[6, 11]]);
  });
});

describe("findMatches and splitMatches", () => {
  it("marks whole words, whatever their case", () => {
    const text = "useState, then USESTATE again; not useStateful";
    const ranges = findMatches(text, new Set(["usestate"]));
    expect(ranges).toEqual([
      [0, 8],
      [15, 23],
    ]);
    expect(splitMatches(text, ranges)).toEqual([
      { text: "useState", match: true },
      { text: ", then ", match: false },
      { text: "USESTATE", match: true },
      { text: " again; not useStateful", match: false },
    ]);
  });

  it("leaves text without matches whole", () => {
    expect(splitMatches("plain", [])).toEqual([{ text: "plain", match: false }]);
  });
});
