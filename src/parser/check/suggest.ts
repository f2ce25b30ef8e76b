/**
 * "Did you mean …?": the one known value a misspelt value most likely stands for, by edit distance
 * (insertions, deletions, substitutions and swaps of neighbours, ignoring case), offered only when it is clearly
 * the intended one: close enough for the length of the word, and strictly closer than every other value.
 */

/** Edit distance with adjacent transpositions (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * cols + j] + 1,
        d[i * cols + j - 1] + 1,
        d[(i - 1) * cols + j - 1] + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * cols + j - 2] + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1];
}

/** How many edits a word of this length may be away from the value it stands for. */
function tolerance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return Math.min(3, Math.floor(length / 4));
}

/** The value `text` clearly stands for, or undefined when none is close enough or two are as close. */
export function closestValue(text: string, values: readonly string[]): string | undefined {
  const word = text.toUpperCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const value of values) {
    const distance = editDistance(word, value.toUpperCase());
    if (distance < bestDistance) {
      best = value;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) {
      tie = true;
    }
  }
  if (best === undefined || tie) return undefined;
  return bestDistance <= tolerance(Math.max(word.length, best.length)) ? best : undefined;
}
