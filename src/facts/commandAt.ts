/** The command of a file's syntax tree that holds a place (a parser diagnostic's offset), found by walking the tree. */
import type { Command, Item } from '../ast/nodes.js';
import type { ProjectFile } from '../project/project.js';

/** A command and the items around it. */
export interface CommandAt {
  readonly command: Command;
  /** The list that holds the command (the file's items or a block body). */
  readonly siblings: readonly Item[];
  /** The item after the command in the list that holds it, when the list continues. */
  readonly next: Item | undefined;
  /** The command lists around the command, innermost last (for the end of the enclosing list). */
  readonly parents: readonly { readonly siblings: readonly Item[]; readonly next: Item | undefined }[];
}

/** The command whose command line starts a word at `offset`, and which word it is (0: the name). */
export function commandAt(file: ProjectFile, offset: number): { at: CommandAt; word: number } | undefined {
  const walk = (
    items: readonly Item[],
    parents: CommandAt['parents'],
  ): { at: CommandAt; word: number } | undefined => {
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (item.kind !== 'command') continue;
      const word = item.line.words.findIndex((w) => w.offset === offset);
      if (word >= 0) return { at: { command: item, siblings: items, next: items[i + 1], parents }, word };
      if (item.body) {
        const inner = walk(item.body, [...parents, { siblings: items, next: items[i + 1] }]);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  return walk(file.doc.items, []);
}
