/**
 * A file changed between loading and saving is never overwritten (the fault suite of issue 23): every writing
 * command that saves a model it read refuses, names the file and writes nothing at all; the work directories
 * of the emulators and parameter sets refuse to replace a file someone else put there unless told to
 * overwrite. The CLI commands are stopped at the first step of their save (the test hook
 * RVKIT_FAULT_STOP_AT=begin: after reading, before writing), a file is changed, and they continue.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index.js';
import { Emulator } from '../../src/engine/emulator.js';
import { runParameterSets } from '../../src/engine/parameterSets.js';
import { Config } from '../../src/models/sections/config.js';
import { FileExistsError, ProjectConflictError } from '../../src/project/errors.js';
import { loadProject, saveProject } from '../../src/project/index.js';
import { emulatedCase } from './emulated.js';
import { caseDirs, go, stopped, stoppedOrExited, tree, warm } from './harness.js';
import {
  editNith,
  editTiny,
  nithCase,
  NEW_SETS,
  OLD_SETS,
  SALMON_NC,
  tinyCase,
  tinyModelCase,
} from './models.js';
import { parameterSetsConfig } from './symbolic.js';

const caseDir = caseDirs('rvkit-conflict-');

const EDIT = '# changed by someone else meanwhile\r\n';

describe('a file changed between load and save is not overwritten', () => {
  it.each([
    ['rvkit fmt --write', 'fmt', 'Nith.rvh'],
    ['rvkit fix', 'fix', 'Nith.rvp'],
  ])('%s: refused, the file named, nothing written', async (_, command, name) => {
    const dir = caseDir();
    const model = nithCase(dir);
    const w = warm(command, { RVKIT_FAULT_STOP_AT: 'begin' });
    await w.ready;
    go(w, { caseDir: dir });
    await stopped(w);
    appendFileSync(join(model, name), EDIT);
    const before = tree(dir);
    process.kill(w.child.pid!, 'SIGCONT');
    const { code } = await w.exit;
    expect(code).toBe(3);
    expect(w.stderr).toContain(
      `changed on disk since the model was loaded, not overwritten: ${join(model, name)}`,
    );
    expect(tree(dir)).toEqual(before);
  });

  it('rvkit calibrate: writing the best set back is refused, the file named, nothing written', async () => {
    const dir = caseDir();
    const model = tinyModelCase(dir);
    // Stopped at its first save, after every evaluation (history.csv): the .rvp is edited meanwhile; then on
    // through each later save's first step, the write-back's among them.
    const w = warm('calibrate', { RVKIT_FAULT_STOP_AT: 'begin' });
    await w.ready;
    go(w, { caseDir: dir });
    await stopped(w);
    appendFileSync(join(model, 'tiny.rvp'), EDIT);
    const before = tree(dir, ['calibration']);
    do process.kill(w.child.pid!, 'SIGCONT');
    while (await stoppedOrExited(w));
    const { code } = await w.exit;
    expect(code).toBe(3);
    expect(w.stderr).toContain(
      `changed on disk since the model was loaded, not overwritten: ${join(model, 'tiny.rvp')}`,
    );
    expect(tree(dir, ['calibration'])).toEqual(before);
  });

  it('saveProject: refused, nothing written', async () => {
    const dir = caseDir();
    const model = nithCase(dir);
    const project = await loadProject(model);
    editNith(project);
    appendFileSync(join(model, 'channel_sections.rvp'), EDIT);
    const before = tree(dir);
    await expect(saveProject(project)).rejects.toThrow(ProjectConflictError);
    expect(tree(dir)).toEqual(before);
  });

  it('Config.writeRv in place: refused, nothing written', async () => {
    const dir = caseDir();
    const model = tinyCase(dir);
    const config = await Config.load(model);
    editTiny(config);
    appendFileSync(join(model, 'tiny.rvp'), EDIT);
    const before = tree(dir);
    await expect(config.writeRv(model, undefined, true)).rejects.toThrow(ProjectConflictError);
    expect(tree(dir)).toEqual(before);
  });

  it('Emulator.run: a file someone put in the work directory is not replaced unless overwrite', async () => {
    const dir = caseDir();
    const { config, work } = await emulatedCase(dir);
    writeFileSync(join(work, 'tiny.rvi'), readFileSync(join(work, 'tiny.rvi'), 'latin1') + EDIT);
    const before = tree(dir);
    config.duration = 30;
    await expect(new Emulator(config, work, 'tiny').run()).rejects.toThrow(FileExistsError);
    expect(tree(dir)).toEqual(before);
  });

  it('runParameterSets: a member with a file someone changed fails alone unless overwrite', async () => {
    const dir = caseDir();
    const sets = await parameterSetsConfig(SALMON_NC);
    const work = join(dir, 'work');
    await runParameterSets(sets, OLD_SETS, work, { modelname: 'salmon' });
    const file = join(work, 'member003', 'salmon.rvi');
    appendFileSync(file, EDIT);
    const edited = readFileSync(file, 'latin1');
    const outcomes = await runParameterSets(sets, [OLD_SETS[0]!, OLD_SETS[1]!, NEW_SETS[2]!], work, {
      modelname: 'salmon',
    });
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.name))).toEqual(['ok', 'ok', 'FileExistsError']);
    expect(readFileSync(file, 'latin1')).toBe(edited);
  });
});
