/**
 * DDS against OSTRICH itself, with OSTRICH's own random numbers (glibc's rand() from RandomSeed, no
 * testing-mode list): on the GR4J Salmon setup (six parameters, NSE from Diagnostics.csv) both programs make
 * the same evaluations. And an objective of several weighted response variables with tied parameters: the
 * same parameter set (the initial values) gives OSTRICH's objective, and the search goes on as OSTRICH's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calibrateOstrich } from '../../src/calibrate/index.js';
import {
  GR4J_MODEL_VALUES_PRINTED,
  layOutOstrichSetup,
  ostrichBinary,
  removeTemporaryDirs,
  runOstrich,
  tempDir,
} from './helpers.js';

beforeAll(() => {
  ostrichBinary();
});
afterAll(removeTemporaryDirs);

/** Edits the ostIn.txt of a laid-out setup. */
function editOstIn(dir: string, edit: (text: string) => string): void {
  const path = join(dir, 'ostIn.txt');
  writeFileSync(path, edit(readFileSync(path, 'latin1')));
}

/** Lays out the GR4J setup twice with the same edit, runs OSTRICH in one and rvkit in the other. */
async function bothPrograms(edit: (text: string) => string): Promise<{ theirs: string; ours: string }> {
  const dirs = [join(await tempDir(), 'gr4j'), join(await tempDir(), 'gr4j')];
  for (const dir of dirs) {
    layOutOstrichSetup('gr4j-cemaneige', dir, { randomNumbers: false });
    editOstIn(dir, edit);
  }
  runOstrich(dirs[0]!);
  await calibrateOstrich(join(dirs[1]!, 'ostIn.txt'));
  const read = (dir: string) => readFileSync(join(dir, 'OstModel0.txt'), 'latin1');
  return { theirs: read(dirs[0]!), ours: read(dirs[1]!) };
}

it('makes the evaluations OSTRICH makes from its RandomSeed (GR4J Salmon, six parameters)', async () => {
  const { theirs, ours } = await bothPrograms((text) =>
    text.replace(/^RandomSeed .*$/m, 'RandomSeed 123').replace(/MaxIterations \d+/, 'MaxIterations 16'),
  );
  expect(theirs.trim().split('\n')).toHaveLength(18);
  expect(ours).toBe(theirs);
}, 600_000);

it("gives OSTRICH's objective of weighted responses and tied parameters for the same parameter set", async () => {
  const { theirs, ours } = await bothPrograms((text) =>
    text
      // Fixed initial values, run first (UseInitialParamValues).
      .replace(/par_x1 +random/, 'par_x1 0.529')
      .replace(/par_x2 +random/, 'par_x2 -3.396')
      .replace(/par_x3 +random/, 'par_x3 407.29')
      .replace(/par_x4 +random/, 'par_x4 1.072')
      .replace(/par_x5 +random/, 'par_x5 16.9')
      .replace(/par_x6 +random/, 'par_x6 0.947')
      .replace('UseRandomParamValues', 'UseInitialParamValues')
      .replace(/MaxIterations \d+/, 'MaxIterations 4')
      .replace(/^RandomSeed .*$/m, 'RandomSeed 7')
      // Two responses of Diagnostics.csv (NSE and RMSE), weighted into the cost.
      .replace(
        /NS +\.\/model\/output\/Diagnostics\.csv;.*$/m,
        "NS      ./model/output/Diagnostics.csv;  OST_NULL  1  3  ','\n  RMSE    ./model/output/Diagnostics.csv;  OST_NULL  1  4  ','",
      )
      .replace(/NegNS 1 NS wsum -1\.00/, 'NegNS 1 NS wsum -1.00\n  Cost 2 NS RMSE wsum -0.75 0.004')
      .replace('CostFunction NegNS', 'CostFunction Cost'),
  );
  const firstRow = (text: string) => text.split('\n')[1]!;
  expect(firstRow(ours)).toBe(firstRow(theirs));
  expect(firstRow(ours).split(/\s+/).slice(2, 8)).toEqual(GR4J_MODEL_VALUES_PRINTED);
  expect(ours).toBe(theirs);
}, 600_000);
