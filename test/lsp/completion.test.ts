/** Completion, called at a cursor (test/lsp/cursor.ts): commands where a command goes, values, names. */
import { complete } from '../../src/lsp/completion.js';
import { atCursor } from './cursor.js';

async function labelsAt(file: string, snippet: string): Promise<string[]> {
  const at = await atCursor(file, snippet);
  return (await complete({ file: at.file, place: at.place, names: at.names })).map((i) => String(i.label));
}

test('at the start of a line: the commands of the file type, not those of another', async () => {
  const labels = await labelsAt('minimal.rvi', ':<|>');
  expect(labels).toEqual(expect.arrayContaining([':SoilModel', ':Routing', ':HydrologicProcesses']));
  expect(labels).not.toContain(':HRUs');
});

test('inside a block: its commands and its end line', async () => {
  const labels = await labelsAt(
    'minimal.rvi',
    '  :Baseflow      BASE_LINEAR  SOIL[1]      SURFACE_WATER\n<|>',
  );
  expect(labels).toEqual(expect.arrayContaining([':EndHydrologicProcesses', ':Percolation', ':Baseflow']));
});

test('after an option command: the values Raven reads for it', async () => {
  const labels = await labelsAt('minimal.rvi', ':Routing <|>');
  expect(labels).toEqual(expect.arrayContaining(['ROUTE_NONE', 'ROUTE_DIFFUSIVE_WAVE', 'ROUTE_HYDROLOGIC']));
  expect(labels).not.toContain('SOIL_TWO_LAYER');
});

test('in an HRU row, under a class column: the classes the model defines', async () => {
  expect(
    await labelsAt('minimal.rvh', '1,           120.5, 350,      43.6,     -80.8,     1,        <|>FOREST'),
  ).toEqual(['FOREST']);
});
