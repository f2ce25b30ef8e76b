/**
 * Minimal edits on the largest corpus files: a model made of the basinmaker .rvh (852 subbasins, 1300 HRUs,
 * 448 reservoirs redirected to Lakes.rvh) and .rvp (852 channel profiles redirected to channel_properties.rvp),
 * loaded into a Config; changing one value and saving changes exactly that line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import type { HRUs } from '../../src/models/rvh/index.js';
import type { ChannelProfile } from '../../src/models/rvp/index.js';
import { Config } from '../../src/models/sections/config.js';
import { ownCorpus, rvFilesUnder, sharedCorpus } from '../paths.js';

const BASINMAKER = join(
  sharedCorpus,
  'dustming__basinmaker/Toolbox_QGIS__tests__testdata__02LE024__RavenInput',
);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function model(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rvkit-diff-'));
  dirs.push(dir);
  cpSync(BASINMAKER, dir, { recursive: true });
  for (const ext of ['rvi', 'rvt', 'rvc']) {
    writeFileSync(
      join(dir, `Mytest_model.${ext}`),
      readFileSync(join(ownCorpus, 'gr4j-tiny', `tiny.${ext}`)),
    );
  }
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
});
