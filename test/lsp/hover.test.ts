/** Hover, called at a cursor (test/lsp/cursor.ts): commands, option values, parameters, names the model defines. */
import { hover } from '../../src/lsp/hover.js';
import { atCursor } from './cursor.js';

async function hoverAt(file: string, snippet: string): Promise<string | undefined> {
  const at = await atCursor(file, snippet);
  return (await hover({ file: at.file, place: at.place, names: at.names }))?.markdown;
}

test('on a command: its signature, arguments and file types', async () => {
  const md = await hoverAt('minimal.rvi', ':Soil<|>Model');
  expect(md).toMatch(/^```raven\n:SoilModel model \[layers\]\n```/);
  expect(md).toContain('- `model` (enum): SOIL_ONE_LAYER, SOIL_TWO_LAYER, SOIL_MULTILAYER');
  expect(md).toContain('In: .rvi.');
});

test('on an option value: what it selects, among the values the command takes', async () => {
  const md = await hoverAt('minimal.rvi', 'SOIL_TWO<|>_LAYER');
  expect(md).toMatch(/^`SOIL_TWO_LAYER`: model of :SoilModel/);
  expect(md).toContain('Values: SOIL_ONE_LAYER, SOIL_TWO_LAYER, SOIL_MULTILAYER.');
});

test('on a parameter of a :Parameters line: its meaning and units', async () => {
  expect(await hoverAt('minimal.rvp', 'HBV<|>_BETA')).toMatch(
    /^\*\*HBV_BETA\*\* \(soil parameter\): .*\nUnits: -\./,
  );
});

test('on a class or profile an HRU names: where the model defines it, and its uses', async () => {
  expect(await hoverAt('minimal.rvh', 'FOREST,         FOR<|>EST')).toBe(
    '**vegetation class** `FOREST`: defined in minimal.rvp line 13; 1 use.',
  );
  expect(await hoverAt('minimal.rvh', 'LO<|>AM')).toBe(
    '**soil profile** `LOAM`: defined in minimal.rvp line 7; 1 use.',
  );
});

test('on a command Raven does not read here: says so; on a blank: nothing', async () => {
  expect(await hoverAt('minimal.rvh', ':Sure<|>ly')).toBe(
    '`:Surely`: not a command Raven reads in a .rvh file.',
  );
  expect(await hoverAt('minimal.rvi', ':Duration<|>')).toBeDefined();
  expect(await hoverAt('minimal.rvi', '#<|> end')).toBeUndefined();
});
