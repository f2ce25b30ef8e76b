/**
 * A loaded model written to another directory is self-contained inside it (issue 23 item 2): a file it
 * redirects to outside its own directory (`../shared/Qobs.rvt`, or an absolute path) is copied into the new
 * directory and the `:RedirectToFile` line names the copy (that line only changes); no file outside the new
 * directory is written. The same for the work directories of `Emulator` and `runParameterSets`.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../../src/index.js'; // attaches Config.load and writeRv
import { Emulator } from '../../src/engine/emulator.js';
import { runParameterSets } from '../../src/engine/parameterSets.js';
import { Config } from '../../src/models/sections/config.js';
import { Variable } from '../../src/models/symbolic/expr.js';
import { loadProject } from '../../src/project/load.js';
import { ownCorpus, rvFilesUnder } from '../paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const read = (path: string) => readFileSync(path, 'latin1');
const FORCING = read(join(ownCorpus, 'gr4j-tiny', 'tiny.rvt'));
const USERS_FILE = '# the user file that must not be touched\n';

/**
 * `<base>/model`: tiny with its forcing in `<base>/shared/Qobs.rvt`, named `../shared/Qobs.rvt` or by its
 * absolute path; `<base>/runs/shared/Qobs.rvt` is a user's own file (where the old code wrote the copy's).
 */
function layout(absolute: boolean): { base: string; model: string; shared: string; users: string } {
  const base = mkdtempSync(join(tmpdir(), 'rvkit-copy-'));
  dirs.push(base);
  const model = join(base, 'model');
  cpSync(join(ownCorpus, 'gr4j-tiny'), model, { recursive: true });
  mkdirSync(join(base, 'shared'));
  const shared = join(base, 'shared', 'Qobs.rvt');
  writeFileSync(shared, FORCING);
  writeFileSync(
    join(model, 'tiny.rvt'),
    `# forcing\n:RedirectToFile ${absolute ? shared : '../shared/Qobs.rvt'}\n`,
  );
  mkdirSync(join(base, 'runs', 'shared'), { recursive: true });
  const users = join(base, 'runs', 'shared', 'Qobs.rvt');
  writeFileSync(users, USERS_FILE);
  return { base, model, shared, users };
}

/** Every RV file under `dir` with its text. */
function files(dir: string): Record<string, string> {
  return Object.fromEntries(rvFilesUnder(dir).map((p) => [p.slice(dir.length + 1), read(p)]));
}

describe('a copy of a model is self-contained (item 2)', () => {
  it.each([
    ['../shared/Qobs.rvt', false],
    ['an absolute path', true],
  ])('writeRv to another directory: a redirect to %s is copied in and named there', async (_, absolute) => {
    const { base, model, shared, users } = layout(absolute);
    const config = await Config.load(model);
    const work = join(base, 'runs', 'w');
    const written = await config.writeRv(work, 'tiny', true);
    // Nothing outside the copy was written; the model itself is as it was.
    expect(read(users)).toBe(USERS_FILE);
    expect(read(shared)).toBe(FORCING);
    expect(files(join(base, 'runs'))).toEqual({
      'shared/Qobs.rvt': USERS_FILE,
      ...Object.fromEntries(Object.entries(files(work)).map(([k, v]) => [`w/${k}`, v])),
    });
    // The copy holds the forcing, and its redirect line (only that line) names it there.
    expect(Object.keys(written).sort()).toEqual([
      'Qobs.rvt',
      'tiny.rvc',
      'tiny.rvh',
      'tiny.rvi',
      'tiny.rvp',
      'tiny.rvt',
    ]);
    expect(read(join(work, 'Qobs.rvt'))).toBe(FORCING);
    expect(read(join(work, 'tiny.rvt'))).toBe('# forcing\n:RedirectToFile Qobs.rvt\n');
    for (const name of ['tiny.rvi', 'tiny.rvp', 'tiny.rvh', 'tiny.rvc']) {
      expect(read(join(work, name))).toBe(read(join(model, name)));
    }
    // Loaded from where it is, the copy reads only its own files.
    const copy = await loadProject(work);
    expect(copy.problems).toEqual([]);
    expect(copy.files.map((f) => f.path).every((p) => p.startsWith(work + '/'))).toBe(true);
  });

  it('Emulator.run: the work directory is a self-contained copy, and Raven runs it', async () => {
    const { base, model, users } = layout(false);
    const config = await Config.load(model);
    config.duration = 30;
    const work = join(base, 'runs', 'w');
    const output = await new Emulator(config, work, 'tiny', true).run();
    expect(read(users)).toBe(USERS_FILE);
    expect(read(join(work, 'tiny.rvt'))).toBe('# forcing\n:RedirectToFile Qobs.rvt\n');
    expect(output.hydrograph).toBeTruthy();
  });

  it('runParameterSets: every member is a self-contained copy with its values, and Raven runs each', async () => {
    const { base, model, users } = layout(false);
    const config = await Config.load(model);
    config.duration = 30;
    config.global_parameter = { ...config.global_parameter, AVG_ANNUAL_SNOW: new Variable('X1') };
    const work = join(base, 'runs', 'sets');
    const outcomes = await runParameterSets(config, [[10], [20]], work, { modelname: 'tiny' });
    expect(outcomes.map((o) => o.ok || o.error.message)).toEqual([true, true]);
    expect(read(users)).toBe(USERS_FILE);
    for (const [i, member] of ['member001', 'member002'].entries()) {
      expect(read(join(work, member, 'tiny.rvt'))).toBe('# forcing\n:RedirectToFile Qobs.rvt\n');
      expect(read(join(work, member, 'Qobs.rvt'))).toBe(FORCING);
      // The set changes its parameter's line; every other line of the model is kept (its gauge included).
      const rvp = read(join(work, member, 'tiny.rvp'));
      expect(rvp).toBe(
        read(join(model, 'tiny.rvp')).replace('AVG_ANNUAL_SNOW 16.9', `AVG_ANNUAL_SNOW ${[10, 20][i]}`),
      );
    }
  });
});
