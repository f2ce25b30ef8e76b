/**
 * An edit reads again only the commands whose text it changed (project/configUpdate.ts): after each edit the
 * Config must be what loading its files gives, its untouched files keep their entries (nothing read again),
 * and its save still writes only the changed bytes. On Revelstoke (38 HRUs, groups, redirected files) and the
 * basinmaker model (1,300 HRUs, reservoirs and channel profiles in redirected files).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import '../../src/edit/index.js';
import { Config } from '../../src/models/sections/config.js';
import type { HRUs } from '../../src/models/rvh/index.js';
import { configSources } from '../../src/project/configLoad.js';
import { copyBasinmakerModel } from '../paths.js';
import { copyModel, removeCopies, REVELSTOKE, tempDir } from './engineRun.js';

afterAll(removeCopies);

/** The Config's values as JSON (what a load of its saved files must give). */
const json = (c: Config) => JSON.stringify(c.toJSON());

/** The entries of each file of a loaded Config, by path. */
function entriesOf(c: Config): Map<string, unknown> {
  return new Map(configSources(c)!.files.map((f) => [f.file.path, f.entries]));
}

/** Runs an edit; returns the paths of the files whose entries were read again. */
function editOf(c: Config, edit: (c: Config) => unknown): string[] {
  const before = entriesOf(c);
  edit(c);
  const after = entriesOf(c);
  return [...after].filter(([p, e]) => before.get(p) !== e).map(([p]) => p);
}

async function expectLoadsAs(c: Config, dir: string): Promise<void> {
  const texts = configSources(c)!.project.files.map((f) => [f.path, f.text]);
  await c.writeRv(dir, undefined, true);
  const again = await Config.load(dir);
  expect(json(again)).toEqual(json(c));
  // What the Config says it saved is what is on disk.
  for (const f of configSources(c)!.project.files) expect(readFileSync(f.path, 'latin1')).toEqual(f.text);
  expect(texts.length).toBe(configSources(again)!.project.files.length);
}

describe('edits read again only what they changed', () => {
  it('Revelstoke: a column, a typed assignment then an edit, a rename across files', async () => {
    const dir = copyModel(REVELSTOKE);
    const c = await Config.load(dir);
    const rvh = configSources(c)!.project.files.find((f) => f.fileType === 'rvh' && !f.redirect)!.path;

    // One HRU's area: only the .rvh is read again.
    expect(editOf(c, (x) => x.setColumn('HRUs', 'area', 12.5, { ids: [3] }))).toEqual([rvh]);
    expect((c.hrus as HRUs).root.find((h) => h.hru_id === 3)!.area).toBe(12.5);

    // A typed assignment not yet saved, then an edit elsewhere in the same table: both kept.
    (c.hrus as HRUs).root[0]!.elevation = 1234;
    expect(editOf(c, (x) => x.scaleColumn('HRUs', 'aspect', 0.5, { ids: [7] }))).toEqual([rvh]);
    expect((c.hrus as HRUs).root[0]!.elevation).toBe(1234);
    await expectLoadsAs(c, dir);

    // A rename that changes several files reads those files again, and only them.
    const files = editOf(c, (x) => x.rename('land use class', 'OPEN_1', 'OPEN_ONE'));
    expect(files.length).toBeGreaterThan(1);
    expect(files.length).toBeLessThan(configSources(c)!.project.files.length);
    await expectLoadsAs(c, dir);

    // A row added inside the table: the same commands, one of them longer (the gauge-weights file, which has
    // a row per HRU, given the new HRU's row first, else the edit is refused).
    const weights = join(dir, 'Revelstoke_ws_GaugeWeights.txt');
    writeFileSync(weights, `${readFileSync(weights, 'latin1').replace(/^1 39/, '1 40')}1 \r\n`, 'latin1');
    const row = { ...((c.hrus as HRUs).root[0] as unknown as Record<string, unknown>) };
    delete row.hru_type;
    expect(editOf(c, (x) => x.addHRU({ ...row, hru_id: 9999 }))).toEqual([rvh]);
    expect((c.hrus as HRUs).root.some((h) => h.hru_id === 9999)).toBe(true);
    await expectLoadsAs(c, dir);
  });

  it('basinmaker: a column of a large table, then a subbasin renumbered across redirected files', async () => {
    // The routing product's files (.rvh, .rvp and their redirects), with the small model's .rvi, .rvt, .rvc.
    const dir = copyBasinmakerModel(join(tempDir(), 'model'));
    const c = await Config.load(dir);
    const id = (c.hrus as HRUs).root[700]!.hru_id;
    expect(editOf(c, (x) => x.scaleColumn('HRUs', 'area', 1.5, { ids: [id] }))).toHaveLength(1);
    await expectLoadsAs(c, dir);

    c.rename('subbasin', '1013071', '9999999');
    await expectLoadsAs(c, dir);
  });
});
