/**
 * Links (issue 23 item 7: `ln -s ../shared/common.rvh model/m.rvh; rvkit fmt --write model/m.rvh` replaced the
 * link with a regular file and left the shared file as it was; fix did the same; fmt --check and --write on a
 * directory skipped linked files silently). A link is written through to its target, the file the user meant,
 * and stays a link; a link that leads out of the directory named is a file outside it (refused unless
 * allowed, and named); no command skips a linked file silently.
 */
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import { fixCommand } from '../../src/cli/commands/fix.js';
import { fmtCommand } from '../../src/cli/commands/fmt.js';
import { Emulator } from '../../src/engine/emulator.js';
import { runParameterSets } from '../../src/engine/parameterSets.js';
import { Config } from '../../src/models/sections/config.js';
import { loadProject, saveProject } from '../../src/project/index.js';
import { call } from '../cli/call.js';
import { emulatedCase } from './emulated.js';
import { caseDirs, tree } from './harness.js';
import { editNith, editTiny, nithCase, NEW_SETS, OLD_SETS, SALMON_NC, tinyCase } from './models.js';
import { parameterSetsConfig } from './symbolic.js';

const caseDir = caseDirs('rvkit-links-');

const read = (path: string) => readFileSync(path, 'latin1');
const UNFORMATTED = ':HRUs\n:Attributes AREA\n:Units km2\n1   2.5\n:EndHRUs\n';
const FORMATTED = ':HRUs\n  :Attributes AREA\n  :Units      km2\n  1           2.5\n:EndHRUs\n';

/** Moves `file` to `target` and puts a link (`link`, as written) in its place. */
function linkOut(file: string, target: string, link: string): void {
  renameSync(file, target);
  symlinkSync(link, file);
}

describe('links are written through, never replaced or skipped (item 7)', () => {
  it('rvkit fmt --write model/m.rvh, a link to ../shared/common.rvh: the shared file is formatted, the link kept', async () => {
    const dir = caseDir();
    mkdirSync(join(dir, 'model'));
    mkdirSync(join(dir, 'shared'));
    writeFileSync(join(dir, 'shared', 'common.rvh'), UNFORMATTED);
    symlinkSync('../shared/common.rvh', join(dir, 'model', 'm.rvh'));
    const r = await call(fmtCommand, ['--write', join(dir, 'model', 'm.rvh')]);
    expect(r.code).toBe(0);
    expect(readlinkSync(join(dir, 'model', 'm.rvh'))).toBe('../shared/common.rvh');
    expect(read(join(dir, 'shared', 'common.rvh'))).toBe(FORMATTED);
  });

  it('rvkit fmt --check on a directory lists a linked file that needs formatting', async () => {
    const dir = caseDir();
    mkdirSync(join(dir, 'model'));
    writeFileSync(join(dir, 'common.rvh'), UNFORMATTED);
    symlinkSync('../common.rvh', join(dir, 'model', 'm.rvh'));
    writeFileSync(join(dir, 'model', 'm.rvp'), ':GlobalParameter RAINSNOW_TEMP 0.0\n');
    const r = await call(fmtCommand, ['--check', join(dir, 'model')]);
    expect([r.code, r.out]).toEqual([1, `${join(dir, 'model', 'm.rvh')}\n`]);
  });

  it('rvkit fmt --write on a directory: a link inside it is written through; a dangling link is named', async () => {
    const dir = caseDir();
    const model = join(dir, 'model');
    mkdirSync(join(model, 'parts'), { recursive: true });
    writeFileSync(join(model, 'parts', 'hrus.rvh'), UNFORMATTED);
    symlinkSync('parts/hrus.rvh', join(model, 'm.rvh'));
    const r = await call(fmtCommand, ['--write', model]);
    expect(r.code).toBe(0);
    expect(lstatSync(join(model, 'm.rvh')).isSymbolicLink()).toBe(true);
    expect(read(join(model, 'parts', 'hrus.rvh'))).toBe(FORMATTED);
    symlinkSync('parts/gone.rvt', join(model, 'gone.rvt'));
    const dangling = await call(fmtCommand, ['--check', model]);
    expect(dangling.code).toBe(3);
    expect(dangling.err).toContain(`cannot read ${join(model, 'gone.rvt')}`);
  });

  it('rvkit fix: a linked .rvp inside the model is fixed through its link; one leading out needs --allow-outside', async () => {
    const dir = caseDir();
    const model = nithCase(dir);
    mkdirSync(join(model, 'parameters'));
    linkOut(join(model, 'Nith.rvp'), join(model, 'parameters', 'Nith.rvp'), 'parameters/Nith.rvp');
    expect((await call(fixCommand, [model])).code).toBe(0);
    expect(readlinkSync(join(model, 'Nith.rvp'))).toBe('parameters/Nith.rvp');
    expect(read(join(model, 'parameters', 'Nith.rvp'))).toContain(':LandUseParameterList');
    // The backup sits beside the name the model uses.
    expect(read(join(model, 'Nith.rvp.orig'))).toContain(':SnowParameterList');

    const other = caseDir();
    const outside = nithCase(other);
    linkOut(join(outside, 'Nith.rvp'), join(other, 'shared', 'Nith.rvp'), '../shared/Nith.rvp');
    const before = tree(other);
    const refused = await call(fixCommand, [outside]);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(`outside ${outside}, not written: ${join(outside, 'Nith.rvp')}`);
    expect(tree(other)).toEqual(before);
    expect((await call(fixCommand, [outside, '--allow-outside'])).code).toBe(0);
    expect(lstatSync(join(outside, 'Nith.rvp')).isSymbolicLink()).toBe(true);
    expect(read(join(other, 'shared', 'Nith.rvp'))).toContain(':LandUseParameterList');
  });

  it('saveProject and Config.writeRv write through a link inside the model', async () => {
    const dir = caseDir();
    const model = nithCase(dir);
    mkdirSync(join(model, 'parameters'));
    linkOut(join(model, 'Nith.rvp'), join(model, 'parameters', 'Nith.rvp'), 'parameters/Nith.rvp');
    const project = await loadProject(model);
    editNith(project);
    await saveProject(project);
    expect(readlinkSync(join(model, 'Nith.rvp'))).toBe('parameters/Nith.rvp');
    expect(read(join(model, 'parameters', 'Nith.rvp'))).toMatch(/^# saved by the fault suite\r\n/);

    const tinyDir = caseDir();
    const tiny = tinyCase(tinyDir);
    linkOut(join(tiny, 'tiny.rvh'), join(tiny, 'hrus.rvh'), 'hrus.rvh');
    const config = await Config.load(tiny);
    editTiny(config);
    await config.writeRv(tiny, undefined, true);
    expect(readlinkSync(join(tiny, 'tiny.rvh'))).toBe('hrus.rvh');
    expect(read(join(tiny, 'hrus.rvh'))).toContain('  1           260 600.0 ');
  });

  it('Emulator.run and runParameterSets: a link in the work directory leading out of it is refused and named', async () => {
    const dir = caseDir();
    const { config, work } = await emulatedCase(dir);
    linkOut(join(work, 'tiny.rvi'), join(dir, 'shared', 'tiny.rvi'), '../shared/tiny.rvi');
    const before = tree(dir);
    config.duration = 30;
    await expect(new Emulator(config, work, 'tiny', true).run()).rejects.toThrow(
      `outside ${work}, not written: ${join(work, 'tiny.rvi')}`,
    );
    expect(tree(dir, ['output'])).toEqual(new Map([...before].filter(([p]) => !p.includes('output'))));

    const sets = await parameterSetsConfig(SALMON_NC);
    const setsWork = join(dir, 'sets');
    await runParameterSets(sets, OLD_SETS, setsWork, { modelname: 'salmon' });
    const member = join(setsWork, 'member002');
    linkOut(join(member, 'salmon.rvp'), join(dir, 'shared', 'salmon.rvp'), '../../shared/salmon.rvp');
    const shared = read(join(dir, 'shared', 'salmon.rvp'));
    const outcomes = await runParameterSets(sets, NEW_SETS, setsWork, {
      modelname: 'salmon',
      overwrite: true,
    });
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.message))).toEqual([
      'ok',
      `outside ${member}, not written: ${join(member, 'salmon.rvp')} (writing outside the directory needs { allowOutside: true }); no file was changed`,
      'ok',
    ]);
    expect(read(join(dir, 'shared', 'salmon.rvp'))).toBe(shared);
  });
});
