/**
 * Minimal edits on the largest corpus files: a model made of the basinmaker .rvh (852 subbasins, 1300 HRUs,
 * 448 reservoirs redirected to Lakes.rvh) and .rvp (852 channel profiles redirected to channel_properties.rvp),
 * loaded into a Config; changing one value and saving changes exactly that line.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import type { HRUs } from '../../src/models/rvh/index.js';
import type { ChannelProfile } from '../../src/models/rvp/index.js';
import { Config } from '../../src/models/sections/config.js';
import { copyBasinmakerModel, rvFilesUnder } from '../paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function model(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-diff-'));
  dirs.push(dir);
  copyBasinmakerModel(dir); // writable: a read-only file is never saved over
  return dir;
}

function changedLines(dir: string, before: Map<string, string>): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const path of rvFilesUnder(dir)) {
    const a = before.get(path)!.split('\n');
    const b = readFileSync(path, 'latin1').split('\n');
    expect(b).toHaveLength(a.length);
    b.forEach((line, i) => line !== a[i] && out.push([path.slice(dir.length + 1), a[i], line]));
  }
  return out;
}

describe('minimal edits on large files', () => {
  it('one HRU area and one channel bed slope changed: exactly those two lines change', async () => {
    const dir = model();
    const before = new Map(rvFilesUnder(dir).map((p) => [p, readFileSync(p, 'latin1')]));
    const config = await Config.load(dir);
    const hrus = config.hrus as HRUs;
    expect(hrus.length).toBeGreaterThan(1000);
    const profiles = config.channel_profile as ChannelProfile[];
    expect(profiles.length).toBe(852);
    const hru = hrus.root[700];
    const oldArea = hru.area as number;
    hru.area = 12.5;
    profiles[600].bed_slope = 0.00123;
    await config.writeRv(dir, undefined, true);
    const changes = changedLines(dir, before);
    expect(changes.map(([file]) => file).sort()).toEqual(['Mytest_model.rvh', 'channel_properties.rvp']);
    const [, oldHru, newHru] = changes.find(([f]) => f === 'Mytest_model.rvh')!;
    expect(newHru).toBe(oldHru.replace(String(oldArea), '12.5'));
    const [, oldSlope, newSlope] = changes.find(([f]) => f === 'channel_properties.rvp')!;
    expect(oldSlope.trim().startsWith(':Bedslope')).toBe(true);
    expect(newSlope.replace(/\S+\s*$/, '')).toBe(oldSlope.replace(/\S+\s*$/, ''));
    expect(newSlope.trim().endsWith('0.00123')).toBe(true);
    const again = await Config.load(dir);
    expect((again.hrus as HRUs).root[700].area).toBe(12.5);
  }, 60_000);

  it('one HRU removed and one added: exactly the removed row goes and the new row follows the last one', async () => {
    const dir = model();
    const path = join(dir, 'Mytest_model.rvh');
    const before = readFileSync(path, 'latin1');
    const config = await Config.load(dir);
    const hrus = config.hrus as HRUs;
    const removed = hrus.root[5];
    const last = hrus.root[hrus.root.length - 1];
    const added = Object.assign(Object.create(Object.getPrototypeOf(last) as object) as typeof last, last, {
      hru_id: Math.max(...hrus.root.map((h) => h.hru_id)) + 1,
    });
    hrus.root.splice(5, 1);
    hrus.root.push(added);
    await config.writeRv(dir, undefined, true);
    const a = before.split('\n');
    const b = readFileSync(path, 'latin1').split('\n');
    const gone = a.findIndex(
      (l) => l.trim().split(/[\s,]+/)[0] === String(removed.hru_id) && l.includes(String(removed.area)),
    );
    const lastRow = a.findIndex((l) => l.trim().startsWith(':EndHRUs')) - 1;
    const indent = /^\s*/.exec(a[lastRow])![0];
    const expected = [...a];
    expected.splice(lastRow + 1, 0, indent + added.rowWords().join(' '));
    expected.splice(gone, 1);
    expect(b).toEqual(expected);
    const again = await Config.load(dir);
    expect((again.hrus as HRUs).root.map((h) => h.hru_id)).toEqual(hrus.root.map((h) => h.hru_id));
  }, 60_000);
});
