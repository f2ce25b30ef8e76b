/**
 * Quick fixes, called with the diagnostics at a cursor as the server publishes them (test/lsp/cursor.ts): the
 * certain fix `rvkit fix` applies is the preferred action; a "did you mean" is offered, never preferred.
 */
import { quickFixes } from '../../src/lsp/codeActions.js';
import { atCursor, diagnosticsAt, type AtCursor } from './cursor.js';

/** The diagnostics whose range holds the cursor. */
async function under(at: AtCursor) {
  const { line, character } = at.position;
  return (await diagnosticsAt(at)).filter(
    (d) =>
      (d.range.start.line < line || (d.range.start.line === line && d.range.start.character <= character)) &&
      (d.range.end.line > line || (d.range.end.line === line && d.range.end.character >= character)),
  );
}

test('a misspelt option value: the certain fix, preferred', async () => {
  const at = await atCursor('minimal.rvi', ':Routing ROUE_<|>NONE\n');
  // The snippet is not in the file: it is added at its end, after the model's own :Routing line.
  const diagnostics = await under(at);
  expect(diagnostics.map((d) => d.code)).toEqual(['RV015']);
  const [action, ...rest] = quickFixes(at.uri, diagnostics);
  expect(rest).toEqual([]);
  expect(action!.isPreferred).toBe(true);
  expect(action!.edit!.changes![at.uri]).toEqual([{ range: diagnostics[0]!.range, newText: 'ROUTE_NONE' }]);
});

test('a legacy name: renamed by the preferred fix', async () => {
  const at = await atCursor('minimal.rvi', ':CanopySnow<|>Evap CANEVP_ALL CANOPY_SNOW ATMOSPHERE\n');
  const diagnostics = (await under(at)).filter((d) => d.code === 'RV513');
  const actions = quickFixes(at.uri, diagnostics);
  expect(actions.map((a) => [a.title, a.isPreferred])).toEqual([
    [':CanopySnowEvap → :CanopySublimation', true],
  ]);
});

test('no rvkit diagnostic under the cursor: no action', async () => {
  const at = await atCursor('minimal.rvi', ':Sure<|>ly');
  const diagnostics = await under(at);
  expect(
    quickFixes(
      at.uri,
      diagnostics.filter((d) => d.code !== 'RV005'),
    ),
  ).toEqual([]);
});
