/**
 * `calibrateModel` on a corpus model (GR4J CemaNeige, Salmon River), run by the real engine: parameters by
 * reference into the model, the objective from Raven's Diagnostics.csv, the journal and result files, the
 * best set written back as a minimal diff (or into a copy), a finished calibration not run again, and the
 * same parameter set giving bit-identical Raven outputs through a .tpl template and through references.
 */
import { chmodSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  calibrateModel,
  parseParamSpec,
  readCalibrationResult,
  resolveReference,
  type CalibrationSetup,
  type JournalEntry,
} from '../../src/calibrate/index.js';
import { loadProject } from '../../src/project/load.js';
import { GR4J_PARAMS, gr4jCopy, removeTemporaryDirs, snapshot, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

const setup = (budget: number, seed: number, extra: Partial<CalibrationSetup> = {}): CalibrationSetup => ({
  parameters: GR4J_PARAMS.map((p) => parseParamSpec(p)),
  algorithm: { budget, seed },
  ...extra,
});

/** Where each GR4J parameter's value is in the model's files. */
async function sitesOf(model: string) {
  const project = await loadProject(model);
  return GR4J_PARAMS.map((p) => {
    const spec = parseParamSpec(p);
    return { name: spec.name, site: resolveReference(project, spec.target as string[]).sites[0]! };
  });
}

function journal(dir: string): JournalEntry[] {
  return readFileSync(join(dir, 'journal.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l) as JournalEntry);
}

it('calibrates, journals each evaluation, and writes only the values back', async () => {
  const model = await gr4jCopy();
  const before = snapshot(model);
  const originalRvp = readFileSync(join(model, 'raven-gr4j-salmon.rvp'), 'latin1');
  const then = await sitesOf(model);
  const outcome = await calibrateModel(model, setup(12, 5), { jobs: 1 });
  const { result } = outcome;

  expect(result.evaluations).toBe(13);
  expect(result.failed).toBe(0);
  const entries = journal(outcome.dir);
  expect(entries.map((e) => e.i)).toEqual([...Array(13).keys()].map((i) => i + 1));
  expect(entries.at(-1)!.final).toBe(true);
  // The best is the lowest cost (−NSE), and Raven's NSE is what the journal holds.
  const costs = entries.filter((e) => !e.final).map((e) => e.cost!);
  expect(result.best.cost).toBe(Math.min(...costs));
  expect(result.best.responses['NASH_SUTCLIFFE@HYDROGRAPH_ALL[1]']).toBe(-result.best.cost);
  expect(entries.at(-1)!.cost).toBe(result.best.cost);
  expect(readCalibrationResult(outcome.dir)).toEqual(result);
  expect(readFileSync(join(outcome.dir, 'history.csv'), 'utf8').trim().split('\n')).toHaveLength(14);
  // The best run's full outputs stay; the slots' work directories go.
  expect(existsSync(join(outcome.bestRunDir, 'output', 'Hydrographs.nc'))).toBe(true);
  expect(readdirSync(join(outcome.dir, 'work'))).toEqual(['best']);

  // Only the .rvp changed, and only at the six values: putting the old values back gives the old file.
  const after = snapshot(model);
  const changed = [...after].filter(
    ([name, bytes]) => !name.startsWith('calibration/') && before.get(name) !== bytes,
  );
  expect(changed.map(([name]) => name)).toEqual(['raven-gr4j-salmon.rvp']);
  const rvp = readFileSync(join(model, 'raven-gr4j-salmon.rvp'), 'latin1');
  const now = await sitesOf(model);
  let restored = rvp;
  for (const { name, site } of [...now].sort((a, b) => b.site.start - a.site.start)) {
    expect(rvp.slice(site.start, site.end)).toBe(String(result.best.parameters[name]));
    const old = then.find((t) => t.name === name)!;
    restored =
      restored.slice(0, site.start) +
      originalRvp.slice(old.site.start, old.site.end) +
      restored.slice(site.end);
  }
  expect(restored).toBe(originalRvp);

  // Resumed once finished: nothing runs, the result is the same.
  const again = await calibrateModel(model, setup(12, 5), { jobs: 1, resume: true });
  expect(again.alreadyFinished).toBe(true);
  expect(again.result).toEqual(result);
  expect(journal(outcome.dir)).toEqual(entries);
});

it('writes the calibrated model into a copy with -o, leaving the model as it was, even a read-only one', async () => {
  const model = await gr4jCopy();
  const before = snapshot(model);
  const copy = join(await tempDir(), 'calibrated');
  // A model the user may not write (an archive, the shared corpus): the copy is theirs to write and edit.
  const modes = (mode: number) =>
    [model, ...readdirSync(model).map((f) => join(model, f))].forEach((p) => chmodSync(p, mode));
  modes(0o555);
  const outcome = await calibrateModel(
    model,
    setup(6, 9, { algorithm: { kind: 'mc', budget: 6, seed: 9 } }),
    {
      jobs: 2,
      output: copy,
      dir: join(await tempDir(), 'calibration'),
    },
  );
  modes(0o755);
  expect(snapshot(model)).toEqual(before);
  expect(outcome.written).toEqual([join(copy, 'raven-gr4j-salmon.rvp')]);
  expect(statSync(join(copy, 'raven-gr4j-salmon.rvi')).mode & 0o200).toBe(0o200);
  const copied = snapshot(copy);
  expect([...copied.keys()].sort()).toEqual([...before.keys()].sort());
  expect(readFileSync(join(copy, 'raven-gr4j-salmon.rvp'), 'latin1')).toContain(
    String(outcome.result.best.parameters['x3']),
  );
});

it('gives bit-identical Raven outputs for a parameter set through a .tpl template or through references', async () => {
  const typed = await gr4jCopy();
  const templated = await gr4jCopy();
  // The template: the .rvp with a placeholder where each referenced value is.
  const rvp = readFileSync(join(templated, 'raven-gr4j-salmon.rvp'), 'latin1');
  const placed = (await sitesOf(templated)).sort((a, b) => b.site.start - a.site.start);
  let template = rvp;
  for (const { name, site } of placed)
    template = template.slice(0, site.start) + name + template.slice(site.end);
  writeFileSync(join(templated, 'raven-gr4j-salmon.rvp.tpl'), template, 'latin1');
  const placeholders: CalibrationSetup = {
    ...setup(3, 21),
    // The same parameters, named only: placeholders of the template.
    parameters: GR4J_PARAMS.map((p) => ({ ...parseParamSpec(p), target: undefined })),
    algorithm: { kind: 'mc', budget: 3, seed: 21 },
  };
  const byTemplate = await calibrateModel(templated, placeholders, { jobs: 1, writeBack: false });
  const byReference = await calibrateModel(
    typed,
    { ...setup(3, 21), algorithm: { kind: 'mc', budget: 3, seed: 21 } },
    {
      jobs: 1,
      writeBack: false,
    },
  );
  const strip = (e: JournalEntry) => ({ i: e.i, x: e.x, cost: e.cost, responses: e.responses });
  expect(journal(byTemplate.dir).map(strip)).toEqual(journal(byReference.dir).map(strip));
  // The closing runs (the best set) wrote every output; each file is the same, byte for byte.
  const outputs = (dir: string) => snapshot(join(dir, 'output'));
  const a = outputs(byTemplate.bestRunDir);
  const b = outputs(byReference.bestRunDir);
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const name of ['Hydrographs.nc', 'WatershedStorage.nc', 'solution.rvc', 'Diagnostics.csv']) {
    expect(a.get(name)).toBe(b.get(name));
  }
});

it('refuses at once to calibrate in place a model whose parameter file is read-only (-o writes a copy)', async () => {
  const model = await gr4jCopy();
  const rvp = join(model, 'raven-gr4j-salmon.rvp');
  chmodSync(rvp, 0o444);
  const dir = join(await tempDir(), 'calibration');
  await expect(calibrateModel(model, setup(6, 9), { jobs: 1, dir })).rejects.toThrow(
    `${rvp} is read-only: the best set could not be written back into it; give -o DIR for a calibrated copy, or --no-write-back`,
  );
  expect(existsSync(join(dir, 'journal.jsonl'))).toBe(false);
});
