/**
 * A command given twice that Raven reads as two switches (the catalogue's `repeats`): the Alouette benchmark
 * writes `:WriteEnsimFormat yes` then `:WriteEnsimFormat PeriodEnding`, the first switching Ensim output on, the
 * second period-ending output (ParseInput.cpp; neither switches anything off). The typed Config holds both
 * lines; removing the second writes exactly that line's removal, and Raven's outputs then change (its time
 * stamps are no longer period-ending), so the line was a setting of its own.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRaven } from '../../../src/engine/index.js';
import '../../../src/index.js'; // the public face: loads every model and attaches Config.load
import { Config } from '../../../src/models/sections/config.js';
import { copyCorpusModel } from '../../paths.js';

const ALOUETTE = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Alouette';
const STEM = 'Alouette_ws';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

type Ensim = { setting: string | null };
type WithEnsim = { write_ensim_format: Ensim[]; duration: number };

/** A shortened copy of Alouette, saved after `edit`; its .rvi lines after the save. */
async function edited(root: string, name: string, edit: (c: WithEnsim) => void) {
  const dir = copyCorpusModel(ALOUETTE, join(root, name));
  const config = (await Config.load(join(dir, `${STEM}.rvi`))) as unknown as WithEnsim;
  config.duration = 60; // two months: enough output to compare
  edit(config);
  await (config as unknown as Config).writeRv(dir, undefined, true);
  const after = readFileSync(join(dir, `${STEM}.rvi`), 'latin1').split('\n');
  return { dir, after };
}

/** The text of Raven's .tb0 outputs of a run of `dir`. */
async function outputs(dir: string): Promise<Map<string, string>> {
  await runRaven({ modelname: STEM, configdir: dir, outputdir: join(dir, 'out') });
  const names = readdirSync(join(dir, 'out')).filter((n) => n.endsWith('.tb0'));
  return new Map(names.map((n) => [n, readFileSync(join(dir, 'out', n), 'latin1')]));
}

describe(':WriteEnsimFormat given twice (Alouette)', () => {
  it('holds both lines on the Config', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rvkit-ensim-'));
    dirs.push(root);
    const config = (await Config.load(
      join(copyCorpusModel(ALOUETTE, root), `${STEM}.rvi`),
    )) as unknown as WithEnsim;
    expect(config.write_ensim_format.map((e) => e.setting)).toEqual(['yes', 'PeriodEnding']);
  });

  it('removing the second line removes only it, and Raven writes other outputs', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rvkit-ensim-'));
    dirs.push(root);
    const both = await edited(root, 'both', () => undefined);
    const first = await edited(root, 'first', (c) => {
      c.write_ensim_format = c.write_ensim_format.slice(0, 1);
    });
    // Against the same model saved with both lines (the duration shortened alike).
    const removed = both.after.filter((l) => !first.after.includes(l));
    expect(removed).toEqual([':WriteEnsimFormat   PeriodEnding\r']); // the file's CRLF line ends
    expect(first.after.length).toBe(both.after.length - 1);
    const [a, b] = [await outputs(both.dir), await outputs(first.dir)];
    // Ensim output both times (the first line), period-ending time stamps only with the second.
    expect([...a.keys()].length).toBeGreaterThan(0);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect([...a].some(([n, text]) => b.get(n) !== text)).toBe(true);
  }, 120_000);
});
