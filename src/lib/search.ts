import MiniSearch, { type Options, type SearchResult } from "minisearch";

/** One searchable piece of a lesson: its title (with subsections) or one h2/h3 and the prose under it. */
export interface SearchDocument {
  /** `<sectionId>` for the title document, `<sectionId>#<headingId>` for a heading. */
  id: string;
  sectionId: string;
  sectionTitle: string;
  /** The lesson's place in reading order (0 for the first): ties go to where a topic is taught first. */
  order?: number;
  /** Only on the title document: the section title, searched with the highest boost. */
  title?: string;
  /** The h2/h3 text; absent on the title document. */
  heading?: string;
  /** The id the heading carries on the page (pipeline/rehype-heading-ids.ts). */
  headingId?: string;
  /** Only on the title document: the registry's subsections, joined. */
  subsections?: string;
  /** Plain prose under the heading (JSX stripped, its text kept). */
  text: string;
  /** The code fences under the heading. */
  code: string;
  /** The first words of `text`, stored for the result snippet. */
  excerpt: string;
}

type StoredFields = Pick<
  SearchDocument,
  "sectionId" | "sectionTitle" | "order" | "heading" | "headingId" | "excerpt"
>;

/** A character range `[start, end)` of a match within a string. */
export type MatchRange = readonly [start: number, end: number];

export interface SearchHit {
  id: string;
  sectionId: string;
  sectionTitle: string;
  heading?: string;
  headingId?: string;
  /** Matches in `heading`, or in `sectionTitle` for a title document. */
  headingMatches: MatchRange[];
  snippet: string;
  snippetMatches: MatchRange[];
  score: number;
}

export type SearchEngine = MiniSearch<SearchDocument>;

/** Title and headings decide the ranking; code only tips the balance. */
export const FIELD_BOOST = { title: 6, heading: 4, subsections: 2, text: 1, code: 0.3 };

/** Words too common to tell lessons apart; leaving them out keeps the index ~15% smaller. */
const STOP_WORDS = new Set(
  "a an and are as at be but by can do does for from has have if in into is it its of on or so than that the their them then there these they this to was we when which while will with you your".split(
    " ",
  ),
);

function processTerm(term: string) {
  const word = term.toLowerCase();
  return word.length < 2 || STOP_WORDS.has(word) ? null : word;
}

/** Shared by the build (which indexes) and the browser (which loads the index). */
export const searchIndexOptions: Options<SearchDocument> = {
  fields: ["title", "heading", "subsections", "text", "code"],
  storeFields: ["sectionId", "sectionTitle", "order", "heading", "headingId", "excerpt"],
  processTerm,
  searchOptions: {
    boost: FIELD_BOOST,
    prefix: true,
    // One typo per five letters: "usestat" finds useState, "usereduser" finds useReducer.
    fuzzy: 0.2,
  },
};

/** Words as MiniSearch's default tokenizer sees them: runs between spaces and punctuation. */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;
const HEADING_FIELDS = new Set(["title", "heading", "subsections"]);

export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const engine = new MiniSearch<SearchDocument>(searchIndexOptions);
  engine.addAll(documents);
  return engine;
}

/** Restores an index serialised with `JSON.stringify(engine)`. */
export function loadSearchEngine(json: string): SearchEngine {
  return MiniSearch.loadJSON<SearchDocument>(json, searchIndexOptions);
}

/** Where any of `terms` (lower-case index terms) occurs as a whole word in `text`. */
export function findMatches(text: string, terms: ReadonlySet<string>): MatchRange[] {
  const ranges: MatchRange[] = [];
  for (const word of text.matchAll(WORD)) {
    if (terms.has(word[0].toLowerCase())) ranges.push([word.index, word.index + word[0].length]);
  }
  return ranges;
}

/** Splits `text` into plain and matched parts, ready to render with `<mark>`. */
export function splitMatches(text: string, ranges: readonly MatchRange[]) {
  const parts: { text: string; match: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/**
 * True when a title, heading or subsection matched exactly or by prefix. Fuzzy matches do not
 * count: "render" is one typo from "reader", and must not lift a heading about readers.
 */
function matchedInHeading(result: SearchResult) {
  return result.terms.some(
    (term) =>
      result.match[term]?.some((field) => HEADING_FIELDS.has(field)) &&
      result.queryTerms.some((queryTerm) => term.startsWith(queryTerm)),
  );
}

function toHit(result: SearchResult): SearchHit {
  const stored = result as SearchResult & StoredFields;
  const terms = new Set(result.terms);
  const label = stored.heading ?? stored.sectionTitle;
  return {
    id: String(result.id),
    sectionId: stored.sectionId,
    sectionTitle: stored.sectionTitle,
    heading: stored.heading,
    headingId: stored.headingId,
    headingMatches: findMatches(label, terms),
    snippet: stored.excerpt,
    snippetMatches: findMatches(stored.excerpt, terms),
    score: result.score,
  };
}

/** Lower-case words only: "useReducer:" and "usereducer" compare equal. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * What a heading is about: its words before a colon ("useReducer: state transitions in one
 * place" is about useReducer), or all of it. A lesson title is about itself.
 */
function headingSubject(result: SearchResult) {
  const stored = result as SearchResult & StoredFields;
  const text = stored.heading ?? stored.sectionTitle;
  return normalise(text.split(":")[0]);
}

/**
 * Ranked results for what the reader typed, in three tiers. First the sections that are about
 * exactly that (a heading or lesson title whose subject is the query, "useReducer" → "useReducer:
 * state transitions…"), the lesson that teaches it first in reading order leading; then any
 * other hit in a title or heading; then hits only in the prose or code. Within a tier,
 * MiniSearch's score (BM25 with field boosts) decides.
 */
export function search(engine: SearchEngine, query: string, limit = 10): SearchHit[] {
  if (!query.trim()) return [];
  const wanted = normalise(query);
  const results = engine.search(query);
  const ranked = results
    .map((result) => {
      const about = headingSubject(result) === wanted;
      return {
        result,
        tier: about ? 2 : matchedInHeading(result) ? 1 : 0,
        order: about ? ((result as SearchResult & StoredFields).order ?? 0) : 0,
      };
    })
    .sort((a, b) => b.tier - a.tier || a.order - b.order || b.result.score - a.result.score);
  return ranked.slice(0, limit).map(({ result }) => toHit(result));
}
