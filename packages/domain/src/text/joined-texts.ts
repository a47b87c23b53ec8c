/** Between two texts: folded search texts never hold a line break. */
const ROW_BREAK = '\n';

/**
 * A list's stored search texts joined once into one string (about 3 MB for 50,000 products),
 * with where each text starts: looking for a word in every text is then one native `indexOf`
 * over that string, jumping from a match to the next text, instead of a call per text — a
 * search index for the first letters a seller types, built once per list.
 */
export class JoinedTexts {
  private readonly joined: string;
  private readonly starts: Int32Array;

  constructor(readonly texts: readonly string[]) {
    this.joined = texts.join(ROW_BREAK);
    this.starts = new Int32Array(texts.length + 1);
    let at = 0;
    for (const [row, text] of texts.entries()) {
      this.starts[row] = at;
      at += text.length + ROW_BREAK.length;
    }
    this.starts[texts.length] = at;
  }

  /**
   * Each text holding `word` (a word of a folded query: no line break), in order, with the
   * word's first place in it; `keep` says whether the row is among the answer's.
   */
  rowsWith(word: string, keep: (row: number, at: number) => boolean): number[] {
    const rows: number[] = [];
    const last = this.texts.length - 1;
    let row = 0;
    for (let at = this.joined.indexOf(word); at !== -1 && row <= last; ) {
      while ((this.starts[row + 1] as number) <= at) row++;
      // The search went on from the start of this text: `at` is the word's first place in it.
      if (keep(row, at - (this.starts[row] as number))) rows.push(row);
      if (row === last) break;
      at = this.joined.indexOf(word, this.starts[row + 1]);
    }
    return rows;
  }
}

/** A folded query's longest word (the one fewest texts hold), and whether it is the query's only word. */
export function longestWord(words: readonly string[]): { word: string; alone: boolean } {
  const word = words.reduce((best, candidate) => (candidate.length > best.length ? candidate : best), '');
  return { word, alone: words.every((candidate) => candidate === word || candidate === '') };
}
