/**
 * Parameters by reference into a model of another shape (the Salmon MOHYSE benchmark model of Raven's own
 * repository): a `:SubBasinProperties` value by subbasin and for every row (`*`), a `:GlobalParameter`, and an
 * HRU column. The best set is written back at exactly those places, and Raven, run on the model as written
 * back, computes the objective the calibration journaled for it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calibrateModel, parseParamSpec, readJournal, resolveReference } from '../../src/calibrate/index.js';
import { runRaven } from '../../src/engine/run.js';
import { readDiagnostics } from '../../src/output/diagnostics.js';
import { loadProject } from '../../src/project/load.js';
import { copyCorpusModel } from '../paths.js';
import { removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

const MOHYSE = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Salmon_MOHYSE';

const PARAMS = [
  'scale=SubBasinProperties 1 GAMMA_SCALE 0.05 0.5',
  'shape=SubBasinProperties * GAMMA_SHAPE 0.5 3',
  'pet=GlobalParameter MOHYSE_PET_COEFF 0.5 2',
  'elevation=HRUs 1 ELEVATION 700 1000',
];

it('calibrates subbasin properties, a global parameter and an HRU column by reference', async () => {
  const model = copyCorpusModel(MOHYSE, join(await tempDir(), 'mohyse'));
  const outcome = await calibrateModel(
    model,
    { parameters: PARAMS.map((p) => parseParamSpec(p)), algorithm: { kind: 'lhs', budget: 4, seed: 6 } },
    { jobs: 2 },
  );
  const { best } = outcome.result;
  expect(outcome.result.failed).toBe(0);
  // The values reached Raven: four different sets, four different objectives.
  const { entries } = await readJournal(join(outcome.dir, 'journal.jsonl'));
  expect(new Set(entries.filter((e) => !e.final).map((e) => e.cost)).size).toBe(4);

  // Written back where each reference points, and only the value's characters there.
  const project = await loadProject(model);
  for (const spec of PARAMS.map((p) => parseParamSpec(p))) {
    const { sites } = resolveReference(project, spec.target as string[]);
    expect(sites.length).toBeGreaterThan(0);
    for (const site of sites)
      expect(site.file.text.slice(site.start, site.end)).toBe(String(best.parameters[spec.name]));
  }
  const rvh = readFileSync(join(model, 'raven-mohyse-salmon.rvh'), 'latin1');
  expect(rvh).toMatch(
    new RegExp(`^ +1, +${best.parameters['scale']}, +${best.parameters['shape']}\\s*$`, 'm'),
  );

  // Raven on the model as written back: the objective the journal holds for the best set.
  const run = await runRaven({ configdir: model, modelname: 'raven-mohyse-salmon', outputdir: 'check' });
  const table = readDiagnostics(readFileSync(join(run.outputdir, 'Diagnostics.csv'), 'utf8'));
  expect((table['DIAG_NASH_SUTCLIFFE'] as number[])[0]).toBe(-best.cost);
}, 600_000);
