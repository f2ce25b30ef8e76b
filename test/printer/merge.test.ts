import { readFileSync } from 'node:fs';
import { CATALOGUE } from '../../grammar/index.js';
import { formatRv } from '../../src/printer/format.js';
import { mergeText } from '../../src/printer/merge.js';
import { fileTypeOf } from '../../src/project/fileType.js';
import { rvFilesUnder, sharedCorpus } from '../paths.js';

const files = rvFilesUnder(sharedCorpus).filter((f) => !f.endsWith('.tpl'));

describe('mergeText keeps every byte whose meaning did not change', () => {
  it.each(files.map((f) => [f.slice(sharedCorpus.length + 1), f]))(
    '%s: canonical text merges back to the original',
    (_, file) => {
      const fileType = fileTypeOf(file)!;
      const text = readFileSync(file, 'latin1');
      expect(mergeText(text, formatRv(text, { fileType }), CATALOGUE[fileType].comments)).toBe(text);
    },
  );

  it('changes exactly one word when one value changes', () => {
    const file = files.find((f) => f.endsWith('Salmon_HBV/raven-hbv-salmon.rvp'))!;
    const text = readFileSync(file, 'latin1');
    const canonical = formatRv(text, { fileType: 'rvp' }).split('\n');
    const row = canonical.findIndex((l) => l.trimStart().startsWith('[DEFAULT]'));
    const cells = canonical[row].split(/(\s+)/);
    const changedCell = cells.findIndex((c, i) => i > 0 && /^\d/.test(c));
    cells[changedCell] = '123.25';
    canonical[row] = cells.join('');
    const merged = mergeText(text, canonical.join('\n'), CATALOGUE.rvp.comments);
    const before = text.split('\n');
    const after = merged.split('\n');
    expect(after).toHaveLength(before.length);
    const diff = after.map((l, i) => [before[i], l]).filter(([a, b]) => a !== b);
    expect(diff).toHaveLength(1);
    const [oldLine, newLine] = diff[0];
    expect(newLine.split(/[\s,]+/).filter((w) => w !== oldLine.split(/[\s,]+/).find((x) => x === w))).toEqual(
      ['123.25'],
    );
    expect(newLine.replace('123.25', 'X').length).toBeLessThanOrEqual(oldLine.length + 1);
  });

  it('inserts new lines with the indentation of the block and drops removed ones, comments stay', () => {
    const old = ':HRUGroup G\r\n  # members\r\n  1, 2\r\n  3\r\n:EndHRUGroup\r\n';
    const next = ':HRUGroup G\n  1 2\n  4\n  5\n:EndHRUGroup\n';
    expect(mergeText(old, next, CATALOGUE.rvh.comments)).toBe(
      ':HRUGroup G\r\n  # members\r\n  1, 2\r\n  4\r\n  5\r\n:EndHRUGroup\r\n',
    );
  });
});
