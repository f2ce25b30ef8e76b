/**
 * `--to-ostrich`: an rvkit calibration written as an OSTRICH setup. OSTRICH itself, run on it, makes the
 * evaluations rvkit makes on the model (same seed, same DDS, the values written with every digit): the same
 * parameter sets and the same objectives, row by row. rvkit's --ostrich on the written setup does too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  calibrateModel,
  calibrateOstrich,
  ostModelText,
  parseParamSpec,
  parseTieSpec,
  prepareModel,
  writeOstrichSetup,
  type CalibrationSetup,
  type JournalEntry,
} from '../../src/calibrate/index.js';
import { gr4jCopy, ostrichBinary, removeTemporaryDirs, runOstrich, tempDir } from './helpers.js';

beforeAll(() => {
  ostrichBinary();
});
afterAll(removeTemporaryDirs);

it('gives a setup on which OSTRICH makes the evaluations rvkit makes', async () => {
  const parameters = [
    'x1=SoilProfiles DEFAULT_P SOIL_PROD 0.01 2.5',
    'SoilParameterList [DEFAULT] GR4J_X3 10 700 log10',
    'AvgAnnualSnow 1 30',
  ].map((p) => parseParamSpec(p));
  const setup: CalibrationSetup = {
    parameters,
    tied: [parseTieSpec('UniformInitialConditions SOIL[0] = 500*x1', ['x1', 'GR4J_X3', 'AvgAnnualSnow'])],
    objective: [{ metric: 'NSE' }, { metric: 'RMSE', weight: 0.002 }],
    algorithm: { budget: 9, seed: 31 },
  };
  const exported = join(await tempDir(), 'ostrich');
  const ostIn = await writeOstrichSetup(await gr4jCopy(), setup, exported);
  runOstrich(exported);
  const theirs = readFileSync(join(exported, 'OstModel0.txt'), 'latin1').split('\n').slice(1);

  const ours = await calibrateModel(await gr4jCopy(), setup, { jobs: 1, writeBack: false });
  const entries = readFileSync(join(ours.dir, 'journal.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l) as JournalEntry);
  // The search space holds log10 of GR4J_X3 in both; OstModel0.txt reports it in real units.
  const { space } = prepareModel(ours.project, setup);
  const rows = ostModelText({ space, precision: 16, augmented: [] }, entries).split('\n').slice(1);
  expect(theirs.length).toBe(11);
  expect(rows).toEqual(theirs);

  // rvkit running the written setup as OSTRICH would.
  const again = await calibrateOstrich(ostIn);
  expect(again.result.best.cost).toBe(ours.result.best.cost);
}, 600_000);
