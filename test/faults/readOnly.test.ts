/**
 * A file the user made read-only is not written, by any writing command (issue 23 item 6: `chmod 444 x.rvh;
 * rvkit fmt --write x.rvh` rewrote it, as did saveProject and writeRv, because a rename over a file ignores
 * the file's own mode). Root writes through permission bits, so the commands run as nobody (setpriv) when
 * the tests run as root, as CI does: the permission is what is tested. A model's save writes nothing when
 * one of its files is read-only; `rvkit fmt --write` formats the others and says which it left.
 */
import { chmodSync, copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import { findEngine } from '../../src/engine/discovery.js';
import { runParameterSets } from '../../src/engine/parameterSets.js';
import { emulatedCase } from './emulated.js';
import { asRoot, caseDirs, giveTo, NOBODY, runChild, tree } from './harness.js';
import { nithCase, OLD_SETS, SALMON_NC, tinyCase } from './models.js';
import { parameterSetsConfig } from './symbolic.js';

const user = asRoot ? NOBODY : undefined;
const caseDir = caseDirs('rvkit-readonly-');

/** Makes one file read-only, hands the case to the unprivileged user; returns the tree before. */
function readOnly(dir: string, file: string): Map<string, string> {
  giveTo(dir);
  chmodSync(file, 0o444);
  return tree(dir);
}

describe('a read-only file is not written (item 6)', () => {
  it('rvkit fmt --write x.rvh on a read-only file', async () => {
    const dir = caseDir();
    const model = nithCase(dir);
    const file = join(model, 'Nith.rvh');
    const before = readOnly(dir, file);
    const r = await runChild('fmt', { caseDir: dir, argv: ['--write', file] }, {}, user);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('Nith.rvh: read-only, not formatted');
    expect(tree(dir)).toEqual(before);
    expect(statSync(file).mode & 0o777).toBe(0o444);
  });

  it('rvkit fmt --write on a directory: the read-only file is left and named, the others formatted', async () => {
    const dir = caseDir();
    const model = nithCase(dir);
    const before = readOnly(dir, join(model, 'Nith.rvh'));
    const r = await runChild('fmt', { caseDir: dir }, {}, user);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('Nith.rvh: read-only, not formatted');
    const after = tree(dir);
    expect(after.get('model/Nith.rvh')).toBe(before.get('model/Nith.rvh'));
    expect(after.get('model/Nith.rvi')).not.toBe(before.get('model/Nith.rvi'));
  });

  it.each([
    ['rvkit fix', 'fix', 'Nith.rvp'],
    ['saveProject', 'saveProject', 'Nith.rvp'],
  ])('%s: nothing written when one file of the model is read-only', async (_, command, name) => {
    const dir = caseDir();
    const model = nithCase(dir);
    const before = readOnly(dir, join(model, name));
    const r = await runChild(command, { caseDir: dir }, {}, user);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(
      `cannot write ${join(model, name)}: permission denied (the file is read-only); no file was changed`,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('Config.writeRv in place: nothing written when one file it changed is read-only', async () => {
    const dir = caseDir();
    const model = tinyCase(dir);
    const before = readOnly(dir, join(model, 'tiny.rvh'));
    const r = await runChild('writeRv', { caseDir: dir }, {}, user);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `cannot write ${join(model, 'tiny.rvh')}: permission denied (the file is read-only); no file was changed`,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('Emulator.run: a read-only file in the work directory stops the write, and Raven does not run', async () => {
    const dir = caseDir();
    await emulatedCase(dir);
    const before = readOnly(dir, join(dir, 'work', 'tiny.rvi'));
    const r = await runChild('emulator', { caseDir: dir }, {}, user);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`cannot write ${join(dir, 'work', 'tiny.rvi')}: permission denied`);
    expect(tree(dir)).toEqual(before);
  });

  it('runParameterSets: the member with a read-only file fails alone, keeping its files', async () => {
    const dir = caseDir();
    const config = await parameterSetsConfig(SALMON_NC);
    await runParameterSets(config, OLD_SETS, join(dir, 'work'), { modelname: 'salmon' });
    // The unprivileged user cannot reach root's engine cache: the engine is copied beside the case.
    mkdirSync(join(dir, 'bin'));
    copyFileSync(findEngine().path, join(dir, 'bin', 'raven'));
    chmodSync(join(dir, 'bin', 'raven'), 0o755);
    const file = join(dir, 'work', 'member002', 'salmon.rvp');
    const before = readOnly(dir, file);
    const r = await runChild(
      'parameterSets',
      { caseDir: dir },
      { RAVEN_BINARY: join(dir, 'bin', 'raven') },
      user,
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`member 2: cannot write ${file}: permission denied (the file is read-only)`);
    expect(r.stderr).not.toContain('member 1');
    expect(r.stderr).not.toContain('member 3');
    expect(readFileSync(file, 'latin1')).toBe(before.get('work/member002/salmon.rvp')!.slice(2));
    for (const [path, text] of before) {
      if (path.startsWith('work/member002/') && !path.includes('output'))
        expect(tree(dir).get(path)).toBe(text);
    }
  });
});
