/**
 * `:LakeStorage` given twice, which Raven reads as two stores (the catalogue's `repeats`): each line adds its
 * state variable to the model and the last one receives the lake precipitation (ParseInput.cpp). Irondequoit
 * (GR4J) given `:LakeStorage LAKE_STORAGE` then `:LakeStorage SOIL[0]` makes Raven keep a lake store and write
 * its Net Lake Storage column although SOIL[0] takes the rain on lakes. The typed Config holds both lines
 * (`lake_storage` and `lake_storage_more`); removing the first writes exactly that line's removal, and Raven's
 * storage output loses the column, with the flows unchanged.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../../src/index.js'; // the public face: loads every model and attaches Config.load
import { Config } from '../../../src/models/sections/config.js';
import { copyModel, IRONDEQUOIT, removeCopies, runModel } from '../../edit/engineRun.js';

afterAll(removeCopies);

type WithLakes = { lake_storage: string | null; lake_storage_more: { state_var: string }[] | null };

/** A copy of Irondequoit whose .rvi gives two :LakeStorage lines after :SoilModel; its .rvi path. */
function twoLakeStores(): { dir: string; rvi: string } {
  const dir = copyModel(IRONDEQUOIT);
  const rvi = join(dir, `${IRONDEQUOIT.stem}.rvi`);
  const text = readFileSync(rvi, 'latin1');
  const soil = text.indexOf('\n', text.indexOf(':SoilModel')) + 1;
  const lines = ':LakeStorage LAKE_STORAGE\r\n:LakeStorage SOIL[0]\r\n';
  writeFileSync(rvi, text.slice(0, soil) + lines + text.slice(soil), 'latin1');
  return { dir, rvi };
}

/** The header of Raven's storage output. */
const storageColumns = (dir: string) =>
  readFileSync(join(dir, 'out', 'run1_WatershedStorage.csv'), 'latin1').split('\n')[0];

describe(':LakeStorage given twice (Irondequoit)', () => {
  it('holds both lines; removing the first removes only it, and Raven then keeps no lake store', async () => {
    const { dir, rvi } = twoLakeStores();
    const config = (await Config.load(dir)) as unknown as Config & WithLakes;
    expect(config.lake_storage).toBe('LAKE_STORAGE');
    expect(config.lake_storage_more?.map((l) => l.state_var)).toEqual(['SOIL[0]']);

    const both = runModel(dir, IRONDEQUOIT.stem);
    expect(both.errors).not.toMatch(/^ERROR/m);
    expect(storageColumns(dir)).toMatch(/,Net Lake Storage \[mm\],/);

    const before = readFileSync(rvi, 'latin1').split('\n');
    config.lake_storage = null;
    await config.writeRv(dir, undefined, true);
    const after = readFileSync(rvi, 'latin1').split('\n');
    expect(before.filter((l) => !after.includes(l))).toEqual([':LakeStorage LAKE_STORAGE\r']);
    expect(after.length).toBe(before.length - 1);

    const second = runModel(dir, IRONDEQUOIT.stem);
    expect(second.errors).not.toMatch(/^ERROR/m);
    expect(storageColumns(dir)).not.toMatch(/Lake Storage/);
    // The lake precipitation went to SOIL[0] both times: the flows are the same.
    expect(second.hydrographs).toBe(both.hydrographs);
  });
});
