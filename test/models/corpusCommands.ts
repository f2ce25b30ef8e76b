/** Every occurrence of a command in the RV files of the corpora, with its source, for typed-model tests. */
import type { FileType } from '../../grammar/types.js';
import type { Command, Item } from '../../src/ast/nodes.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { lineStarts } from '../../src/parser/positions.js';
import { fileTypeOf } from '../../src/project/fileType.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../../src/models/commandText/read.js';
import { ownCorpus, rvFilesUnder, sharedCorpus } from '../paths.js';

/** One command found in a corpus file. */
export interface CorpusCommand {
  readonly file: string;
  readonly fileType: FileType;
  readonly node: Command;
  readonly source: SourceFile;
}

/** Files the engine rejects or that are templates with placeholders (typed reading may fail there). */
export const UNTYPED_FILES = /\.tpl$/;

/**
 * Every top-level command (and command inside marker pairs such as :Gauge) named one of `names` in the corpus
 * files Raven reads as `fileType` (by extension; redirected files have the extension of their type here).
 */
export function corpusCommands(fileType: FileType, ...names: string[]): CorpusCommand[] {
  const out: CorpusCommand[] = [];
  // The project's hand-written example; the emulator examples are generated and have tests of their own.
  for (const file of [...rvFilesUnder(sharedCorpus), ...rvFilesUnder(join(ownCorpus, 'gr4j-tiny'))]) {
    if (fileTypeOf(file) !== fileType || UNTYPED_FILES.test(file)) continue;
    const text = readFileSync(file, 'latin1');
    const doc = parseRv(text, { fileType, fileName: file });
    const source = { file, starts: lineStarts(text) };
    const walk = (items: readonly Item[]) => {
      for (const item of items) {
        if (item.kind !== 'command') continue;
        if (names.includes(item.line.words[0].text)) out.push({ file, fileType, node: item, source });
        else if (item.spec?.block?.marker && item.body) walk(item.body);
      }
    };
    walk(doc.items);
  }
  return out;
}
