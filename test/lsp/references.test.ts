/** Find references, called at a cursor (test/lsp/cursor.ts): every definition and use of a name in the model. */
import { dirname, join } from 'node:path';
import { references } from '../../src/lsp/navigation.js';
import { uriOf } from '../../src/lsp/ranges.js';
import { atCursor } from './cursor.js';

test('a soil class: where :SoilClasses defines it and where a profile uses it', async () => {
  const at = await atCursor('minimal.rvp', '  TOP<|>SOIL\n');
  const rvp = uriOf(at.file.path);
  const range = (line: number, character: number) => ({
    start: { line, character },
    end: { line, character: character + 'TOPSOIL'.length },
  });
  const names = await at.names();
  expect(references(at.ws, at.file, at.place, names, true)).toEqual([
    { uri: rvp, range: range(1, 2) },
    { uri: rvp, range: range(6, 11) },
  ]);
  expect(references(at.ws, at.file, at.place, names, false)).toEqual([{ uri: rvp, range: range(6, 11) }]);
});

test('a class the .rvp defines: its use in the .rvh, found from the definition', async () => {
  const at = await atCursor('minimal.rvp', '  <|>FOREST,      25');
  const rvh = uriOf(join(dirname(at.file.path), 'minimal.rvh'));
  const found = references(at.ws, at.file, at.place, await at.names(), false);
  // The HRU row (line 10 of the .rvh) names FOREST as its vegetation class.
  expect(found.map((l) => [l.uri, l.range.start.line])).toEqual([[rvh, 9]]);
});
