/** Go to definition, called at a cursor (test/lsp/cursor.ts): a name to its definition, a file name to the file. */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { definition } from '../../src/lsp/navigation.js';
import { uriOf } from '../../src/lsp/ranges.js';
import { atCursor } from './cursor.js';

test('a profile an HRU names: the row of :SoilProfiles that defines it', async () => {
  const at = await atCursor('minimal.rvh', 'LO<|>AM');
  const rvp = uriOf(join(dirname(at.file.path), 'minimal.rvp'));
  expect(definition(at.ws, at.file, at.place, await at.names())).toEqual([
    { uri: rvp, range: { start: { line: 6, character: 2 }, end: { line: 6, character: 6 } } },
  ]);
});

test('the target of :RedirectToFile: the file Raven opens', async () => {
  const at = await atCursor('minimal.rvt', ':RedirectToFile obs<|>ervations.rvt');
  const target = join(dirname(at.file.path), 'observations.rvt');
  writeFileSync(target, '# observed flows\n');
  const found = definition(at.ws, at.file, at.place, await at.names());
  expect(found.map((l) => l.uri)).toEqual([uriOf(target)]);
});

test('a word that names nothing: no definition', async () => {
  const at = await atCursor('minimal.rvh', 'm<|>ain');
  expect(definition(at.ws, at.file, at.place, await at.names())).toEqual([]);
});
