import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // the public face: loads every model and attaches Config.load, fromNc, …
import { Emulator } from '../../src/engine/emulator.js';
import { Config } from '../../src/models/sections/config.js';
import { ownCorpus } from '../paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function temp(): string {
  const d = mkdtempSync(join(tmpdir(), 'rvkit-emu-'));
  dirs.push(d);
  return d;
}

describe('Emulator on the real engine', () => {
  it('writes a loaded Config, runs it, and reads its outputs', async () => {
    const config = await Config.load(join(ownCorpus, 'gr4j-tiny'));
    const workdir = temp();
    const emu = new Emulator(config, workdir, 'tiny');
    expect(emu.output_path).toBeNull();
    const out = await emu.run();
    expect(emu.output_path).toBe(join(workdir, 'output'));
    expect(readFileSync(join(workdir, 'tiny.rvi'), 'latin1')).toBe(
      readFileSync(join(ownCorpus, 'gr4j-tiny', 'tiny.rvi'), 'latin1'),
    );
    const diagnostics = out.diagnostics!;
    expect(Object.keys(diagnostics)).toContain('DIAG_NASH_SUTCLIFFE');
    const hydrograph = await out.hydrograph;
    expect(hydrograph!.dims.time).toBe(731);
  }, 60_000);

  it('runs an edited Config and refuses to replace files it did not write unless asked', async () => {
    const workdir = temp();
    cpSync(join(ownCorpus, 'gr4j-tiny'), workdir, { recursive: true });
    const config = await Config.load(workdir);
    config.duration = 365;
    await expect(new Emulator(config, workdir, 'tiny').run()).rejects.toThrow(/already exist/);
    const out = await new Emulator(config, workdir, 'tiny', true).run();
    expect((await out.hydrograph)!.dims.time).toBe(366);
  }, 60_000);
});
