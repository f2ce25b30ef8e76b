/** The `:RedirectToFile` lines of a file (at top level or inside marker pairs such as `:Gauge`). */
import type { Command, Item, Word } from '../ast/nodes.js';

/** One `:RedirectToFile` line. */
export interface RedirectLine {
  readonly command: Command;
  /** The target as Raven builds it: the argument words joined by single spaces. */
  readonly target: string;
}

/** Every `:RedirectToFile` line of a tree, in file order. */
export function redirectLines(items: readonly Item[]): RedirectLine[] {
  const out: RedirectLine[] = [];
  const walk = (list: readonly Item[]) => {
    for (const item of list) {
      if (item.kind !== 'command') continue;
      const [name, ...args] = item.line.words;
      if (name.text === ':RedirectToFile' && args.length > 0) {
        out.push({ command: item, target: joinWords(args) });
      }
      if (item.body) walk(item.body);
    }
  };
  walk(items);
  return out;
}

function joinWords(words: readonly Word[]): string {
  return words.map((w) => w.text).join(' ');
}
