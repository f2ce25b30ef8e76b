/** "Did you mean …?": the one known name closest to a misspelt one, when it is clearly the intended one. */

/** The closest candidate (without regard to case) within a small edit distance, if exactly one is that close. */
export function closest(text: string, candidates: Iterable<string>): string | undefined {
  const upper = text.toUpperCase();
  const limit = Math.max(1, Math.min(3, Math.floor(text.length / 4)));
  let best: string | undefined;
  let bestDistance = Infinity;
  let ties = 0;
  for (const c of candidates) {
    const d = editDistance(upper, c.toUpperCase());
    if (d < bestDistance) [best, bestDistance, ties] = [c, d, 1];
    else if (d === bestDistance && c !== best) ties++;
  }
  return bestDistance <= limit && ties === 1 ? best : undefined;
}

/** ` (did you mean X?)`, or '' when no candidate is clearly meant. */
export function didYouMean(text: string, candidates: Iterable<string>): string {
  const c = closest(text, candidates);
  return c ? ` (did you mean ${c}?)` : '';
}

/** Levenshtein distance, with a swap of two neighbouring letters counted as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i ? (j ? 0 : i) : j)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}
