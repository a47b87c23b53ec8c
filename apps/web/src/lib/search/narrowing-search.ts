/** A search rule of the domain: how a query tests stored texts, and when a longer query narrows a shorter one. */
export interface SearchRule {
  /** The test of one stored text against a folded query, the query split once. */
  matcher: (query: string) => (text: string) => boolean;
  /** Whether everything `next` finds is among what `previous` finds (a query typed on). */
  narrows: (previous: string, next: string) => boolean;
  /** An index over a whole list's texts answering exactly what `matcher` answers (rows in order), when the rule has one. */
  index?: (texts: readonly string[]) => { find: (query: string) => number[] };
}

/** Past answers kept per list: a word typed and erased again comes back at once. */
const KEPT_ANSWERS = 24;

interface ListSearch {
  answers: Map<string, readonly unknown[]>;
  index: { find: (query: string) => number[] } | null;
}

const searchesByList = new WeakMap<object, ListSearch>();

function searchOf<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  rule: SearchRule,
  withIndex: boolean,
): ListSearch {
  let search = searchesByList.get(items);
  if (!search) {
    search = { answers: new Map(), index: null };
    searchesByList.set(items, search);
  }
  if (withIndex && !search.index && rule.index) search.index = rule.index(items.map(textOf));
  return search;
}

/**
 * Builds the rule's index of a list ahead of the first keystroke (about 20 ms for 50,000
 * products): a screen calls it once the list is on screen and the page is idle.
 */
export function prepareSearch<T>(items: readonly T[], textOf: (item: T) => string, rule: SearchRule): void {
  searchOf(items, textOf, rule, true);
}

/**
 * The items whose text matches a folded query, in the items' order (the whole list for an empty
 * query). Looked for in the narrowest earlier answer for the same list that `rule.narrows`
 * allows — while a seller types "pao de queijo" letter by letter, each letter searches what the
 * one before found, not the whole catalogue —, else through the rule's index of the whole list
 * once `prepareSearch` built it; an answer already given for the same list and query is given again (erasing
 * letter by letter). Kept per list object, so a list read again (a sync wrote to the table)
 * starts afresh, and let go with it.
 */
export function narrowingSearch<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string,
  rule: SearchRule,
): readonly T[] {
  if (query === '') return items;
  const search = searchOf(items, textOf, rule, false);
  const answers = search.answers as Map<string, readonly T[]>;
  const known = answers.get(query);
  if (known) {
    // Most recently used last, so the oldest answer is the one let go.
    answers.delete(query);
    answers.set(query, known);
    return known;
  }
  let base: readonly T[] = items;
  for (const [previous, answer] of answers)
    if (answer.length < base.length && rule.narrows(previous, query)) base = answer;
  let found: T[];
  if (base === items && search.index) {
    const index = search.index;
    found = index.find(query).map((row) => items[row] as T);
  } else {
    // Without an index yet (the list was just read; `prepareSearch` builds it once the page is
    // idle), a test per item: building it here would hold this keystroke for longer than the scan.
    const matches = rule.matcher(query);
    found = [];
    for (const item of base) if (matches(textOf(item))) found.push(item);
  }
  answers.set(query, found);
  if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
  return found;
}
