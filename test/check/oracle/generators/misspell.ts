/** Realistic misspellings: a dropped letter, two letters swapped, a doubled letter, a wrong case. */
import type { Random } from '../random.js';

/** A misspelling of a word that differs from every word in `avoid`. */
export function misspell(word: string, rng: Random, avoid: ReadonlySet<string> = new Set()): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const out = variant(word, rng);
    if (out !== word && out.length > 0 && !avoid.has(out)) return out;
  }
  return `${word}X`;
}

function variant(word: string, rng: Random): string {
  const i = 1 + rng.int(Math.max(1, word.length - 1));
  switch (rng.int(4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : `${word}S`;
    case 2:
      return word.slice(0, i) + word[i - 1] + word.slice(i);
    default:
      return word === word.toLowerCase() ? word.toUpperCase() : word.toLowerCase();
  }
}
