/**
 * Every writing command on a full disk (a small tmpfs, filled until a few pages are left): the save fails
 * with a message that names the file it could not write and says that no file was changed, and no file was
 * (issue 23 item 5: saveProject wrote the .rvi, then failed on the .rvc with "ENOSPC … write", naming no
 * file). No temporary file or journal is left.
 */
import { cpSync, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import { fixCommand } from '../../src/cli/commands/fix.js';
import { fmtCommand } from '../../src/cli/commands/fmt.js';
import { Emulator } from '../../src/engine/emulator.js';
import { runParameterSets } from '../../src/engine/parameterSets.js';
import { Config } from '../../src/models/sections/config.js';
import { loadProject, projectFile, saveProject } from '../../src/project/index.js';
import { call } from '../cli/call.js';
import { emulatedCase } from './emulated.js';
import { smallDisk, tree } from './harness.js';
import { editTiny, nithCase, NEW_SETS, OLD_SETS, SALMON_NC, tinyCase } from './models.js';
import { parameterSetsConfig } from './symbolic.js';

let disk: { dir: string; unmount: () => void };
beforeAll(() => (disk = smallDisk(2048)));
afterAll(() => disk.unmount());

let cases = 0;
/** A new case directory on the small disk (the last case's filler removed). */
function caseDir(): string {
  rmSync(join(disk.dir, `filler${cases}`), { force: true });
  const dir = join(disk.dir, `case${++cases}`);
  mkdirSync(dir);
  return dir;
}

/** Fills the disk until `pages` pages (4 KiB) are left. */
function fill(pages: number): void {
  const { bavail, bsize } = statfsSync(disk.dir);
  writeFileSync(join(disk.dir, `filler${cases}`), Buffer.alloc((bavail - pages) * bsize));
  expect(statfsSync(disk.dir).bavail).toBe(pages);
}

describe('a full disk (item 5): nothing written, the file named', () => {
  it('saveProject: a small .rvi edit and a large .rvc edit', async () => {
    const dir = caseDir();
    const model = nithCase(dir);
    const project = await loadProject(model);
    const rvi = projectFile(project, 'rvi')!;
    rvi.doc.items.unshift({ kind: 'comment', text: '# a small edit', eol: '\r\n', start: -1 });
    const rvc = projectFile(project, 'rvc')!;
    rvc.doc.items.push({ kind: 'comment', text: `# ${'x'.repeat(100_000)}`, eol: '\r\n', start: -1 });
    const before = tree(dir);
    fill(3);
    const error = (await saveProject(project).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(`cannot write ${rvc.path}: no space left on the device; no file was changed`);
    expect(tree(dir)).toEqual(before);
  });

  it('rvkit fmt --write', async () => {
    const dir = caseDir();
    const model = nithCase(dir);
    const before = tree(dir);
    fill(8);
    const r = await call(fmtCommand, ['--write', model]);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /rvkit fmt: cannot write \S+\.rv[a-z]: no space left on the device; no file was changed/,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('rvkit fix', async () => {
    const dir = caseDir();
    const model = nithCase(dir);
    const before = tree(dir);
    fill(3);
    const r = await call(fixCommand, [model]);
    expect(r.code).toBe(3);
    expect(r.err).toMatch(
      /rvkit fix: cannot write \S+Nith\.rv[ip](\.orig)?: no space left on the device; no file was changed/,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('Config.writeRv in place', async () => {
    const dir = caseDir();
    const model = tinyCase(dir);
    const config = await Config.load(model);
    editTiny(config);
    const before = tree(dir);
    fill(2);
    await expect(config.writeRv(model, undefined, true)).rejects.toThrow(
      /^cannot write \S+tiny\.rv[iph]: no space left on the device; no file was changed$/,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('Emulator.run: the work directory keeps its earlier version, and Raven does not run', async () => {
    const dir = caseDir();
    const { config, work } = await emulatedCase(dir);
    const before = tree(dir);
    config.duration = 30;
    // One file changes: a save of one file stages it and renames it, with no journal.
    fill(0);
    await expect(new Emulator(config, work, 'tiny', true).run()).rejects.toThrow(
      `cannot write ${join(work, 'tiny.rvi')}: no space left on the device; no file was changed`,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('Emulator.run into a new work directory: no directory made, and Raven does not run', async () => {
    const dir = caseDir();
    tinyCase(dir);
    const config = await Config.load(join(dir, 'model'));
    const before = tree(dir);
    // The directory is made whole beside its place (no journal), then renamed into place: never here.
    fill(1);
    await expect(new Emulator(config, join(dir, 'work'), 'tiny').run()).rejects.toThrow(
      /no space left on the device; no file was changed/,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('runParameterSets: each member fails with the file named, and keeps its earlier set', async () => {
    const dir = caseDir();
    const work = join(dir, 'work');
    const config = await parameterSetsConfig(SALMON_NC);
    // The earlier sets' files, without their outputs (which a run writes on this small disk too).
    const earlier = join(dir, 'earlier');
    await runParameterSets(config, OLD_SETS, earlier, { modelname: 'salmon' });
    for (const m of ['member001', 'member002', 'member003']) {
      mkdirSync(join(work, m), { recursive: true });
      for (const ext of ['rvi', 'rvp', 'rvh', 'rvt', 'rvc']) {
        cpSync(join(earlier, m, `salmon.${ext}`), join(work, m, `salmon.${ext}`));
      }
    }
    const before = tree(work);
    fill(1);
    const outcomes = await runParameterSets(config, NEW_SETS, work, { modelname: 'salmon', overwrite: true });
    for (const o of outcomes) {
      expect(o.ok ? '' : o.error.message).toMatch(
        /^cannot write (\S+member00[123]\/salmon\.rv[a-z]|the save's journal \S+member00[123]\/\.rvkit-journal\.\S+): no space left on the device; no file was changed$/,
      );
    }
    expect(tree(work)).toEqual(before);
  });
});
