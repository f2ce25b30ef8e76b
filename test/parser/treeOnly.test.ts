/**
 * `parseRv(text, { checks: false })`, the language server's parse for requests: the same tree as the full
 * parse on every corpus file, without the syntax checks' diagnostics.
 */
import { readFileSync } from 'node:fs';
import type { FileType } from '../../grammar/types.js';
import { parseRv } from '../../src/parser/parseRv.js';
import { rvFilesUnder, sharedCorpus } from '../paths.js';

describe('parseRv without the syntax checks', () => {
  it('builds the tree of the full parse on every corpus file, and no check diagnostics', () => {
    const files = rvFilesUnder(sharedCorpus).filter((p) => !p.endsWith('.tpl'));
    expect(files.length).toBeGreaterThan(100);
    let checked = 0;
    for (const path of files) {
      const text = readFileSync(path, 'latin1');
      const fileType = path.slice(-3).toLowerCase() as FileType;
      const full = parseRv(text, { fileType });
      const tree = parseRv(text, { fileType, checks: false });
      expect(tree.items).toEqual(full.items);
      expect(tree.diagnostics).toEqual(
        full.diagnostics.filter((d) => d.code === 'lexer' || d.code === 'parser'),
      );
      checked += full.diagnostics.length - tree.diagnostics.length;
    }
    // The corpus has files with problems the checks find: the option does leave them out.
    expect(checked).toBeGreaterThan(0);
  });
});
