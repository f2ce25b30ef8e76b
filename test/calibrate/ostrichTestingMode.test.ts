/**
 * OSTRICH's testing mode: with an OstRandomNumbers.txt beside ostIn.txt, OSTRICH takes its random numbers
 * from that file from the index RandomSeed. rvkit then makes OSTRICH's trajectory exactly: the same
 * parameter sets and objectives, evaluation by evaluation, in OstModel0.txt, on the four OSTRICH setups of
 * the corpus (GR4J-CemaNeige, HBV-EC, HMETS, MOHYSE with tied parameters: linear of one and of two
 * parameters, and a ratio), each run by OSTRICH itself and by rvkit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calibrateOstrich } from '../../src/calibrate/index.js';
import {
  OSTRICH_SETUPS,
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

describe.each(OSTRICH_SETUPS)('OSTRICH setup %s', (name) => {
  it("gives OSTRICH's OstModel0.txt, row by row", async () => {
    const theirs = layOutOstrichSetup(name, join(await tempDir(), name));
    const ours = layOutOstrichSetup(name, join(await tempDir(), name));
    runOstrich(theirs);
    const outcome = await calibrateOstrich(join(ours, 'ostIn.txt'));
    const expected = readFileSync(join(theirs, 'OstModel0.txt'), 'latin1');
    const actual = readFileSync(join(ours, 'OstModel0.txt'), 'latin1');
    // Eleven rows: ten evaluations and OSTRICH's closing run of the best.
    expect(expected.trim().split('\n')).toHaveLength(12);
    expect(actual).toBe(expected);
    expect(outcome.result.evaluations).toBe(11);
    // The optimal parameter set OSTRICH reports, and the runs its PreserveBestModel script saw.
    const optimal = (dir: string) =>
      readFileSync(join(dir, 'OstOutput0.txt'), 'latin1').split('Optimal Parameter Set')[1]!.split('\n\n')[0];
    expect(optimal(ours)).toBe(optimal(theirs));
    expect(readFileSync(join(ours, 'best.log'), 'latin1')).toBe(
      readFileSync(join(theirs, 'best.log'), 'latin1'),
    );
  }, 600_000);
});
