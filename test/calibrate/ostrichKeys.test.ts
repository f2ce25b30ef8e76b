/**
 * The OSTRICH keys the corpus setups leave out, run by OSTRICH itself and by rvkit on the same setup (GR4J
 * Salmon, glibc's random numbers): initial values given, read from the model file (`extract`: with a
 * ModelSubdir OSTRICH reads it in the first worker's directory, empty at the start, and starts at random),
 * searched in log10 and ln, written in a fixed format; a response found by keyword and one read from an
 * extra file (BeginExtraFiles) that a step of the model program copies; and the WSSE objective of
 * observations. Both write the same OstModel0.txt, row by row.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CalibrationAborted, calibrateOstrich } from '../../src/calibrate/index.js';
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

/** The setup's parameters: x1 and x6 given, x2 extracted, x3 searched in log10, x5 in ln, x4 written as F6.3. */
const PARAMS = [
  'BeginParams',
  '  par_x1  0.529    0.01  2.5   none none  none',
  '  par_x2  extract  -15   10    none none  none',
  '  par_x3  407.29   10    700   none log10 none',
  '  par_x4  1.072    0.5   7     none none  none  F6.3',
  '  par_x5  16.9     1     30    none ln    none',
  '  par_x6  0.947    0     1     none none  none',
  'EndParams',
].join('\n');

/**
 * Lays out the GR4J setup with these keys in `dir`: the model file beside the .rvp template (where `extract`
 * reads par_x2's value), an extra file `scale.txt` that the model program copies into its output, and the
 * given responses and objective.
 */
function setup(dir: string, edit: (text: string) => string): string {
  layOutOstrichSetup('gr4j-cemaneige', dir, { randomNumbers: false });
  const template = readFileSync(join(dir, 'raven-gr4j-salmon.rvp.tpl'), 'latin1');
  // The model file as a modeller left it: every placeholder with a value; par_x2's is the one extracted.
  const values: Record<string, string> = {
    par_x1: '0.529',
    par_x2: '-3.396',
    par_x3: '407.29',
    par_x4: '1.072',
    par_x5: '16.9',
    par_x6: '0.947',
    par_half_x1: '264.5',
    par_1_minus_x6: '0.053',
  };
  writeFileSync(
    join(dir, 'raven-gr4j-salmon.rvp'),
    template.replace(/par_[a-z0-9_]+/g, (name) => values[name] ?? name),
    'latin1',
  );
  writeFileSync(join(dir, 'scale.txt'), 'scale 0.25\n');
  // A pre-processing step: the extra file's value goes into the outputs the responses read.
  const program = join(dir, 'ostrich-runs-raven.sh');
  writeFileSync(program, readFileSync(program, 'utf8') + 'cp ../scale.txt ./output/scale.txt\n');
  const ostIn = join(dir, 'ostIn.txt');
  const text = edit(readFileSync(ostIn, 'latin1'))
    .replace(/BeginParams[\s\S]*?EndParams/, PARAMS)
    .replace('BeginExtraDirs', 'BeginExtraFiles\nscale.txt\nEndExtraFiles\n\nBeginExtraDirs')
    .replace(/^RandomSeed .*$/m, 'RandomSeed 29')
    .replace(/MaxIterations +\d+/, 'MaxIterations 8')
    .replace('UseRandomParamValues', 'UseInitialParamValues');
  writeFileSync(ostIn, text);
  return dir;
}

/** Runs OSTRICH and rvkit on two copies of a setup; returns both OstModel0.txt. */
async function both(
  edit: (text: string) => string,
): Promise<{ theirs: string[]; ours: string[]; notes: string[] }> {
  const theirs = setup(join(await tempDir(), 'gr4j'), edit);
  const ours = setup(join(await tempDir(), 'gr4j'), edit);
  runOstrich(theirs);
  const notes: string[] = [];
  await calibrateOstrich(join(ours, 'ostIn.txt'), { onNote: (note) => notes.push(note) });
  const rows = (dir: string) =>
    readFileSync(join(dir, 'OstModel0.txt'), 'latin1')
      .trim()
      .split('\n')
      .map((l) => l.trimEnd());
  return { theirs: rows(theirs), ours: rows(ours), notes };
}

/** The first row's parameters (the initial values) of an OstModel0.txt. */
const firstSet = (rows: readonly string[]) => rows[1]!.trim().split(/\s+/).slice(2, 8);

it('runs extract, log10 and ln searches, formats, keyword responses and extra files as OSTRICH', async () => {
  const { theirs, ours, notes } = await both((text) =>
    text
      .replace(
        /BeginResponseVars[\s\S]*?EndResponseVars/,
        [
          'BeginResponseVars',
          // From the top, and by keyword: the RMSE on the row of the series HYDROGRAPH_ALL.
          "  NS     ./model/output/Diagnostics.csv; OST_NULL          1 3 ','",
          "  RMSE   ./model/output/Diagnostics.csv; HYDROGRAPH_ALL    0 4 ','",
          "  SCALE  ./model/output/scale.txt;       scale             0 2 ' '",
          'EndResponseVars',
        ].join('\n'),
      )
      .replace(/NegNS 1 NS wsum -1\.00/, 'NegNS 3 NS RMSE SCALE wsum -1.00 0.003 0.1'),
  );
  expect(theirs).toHaveLength(10);
  // The first run: the initial values, par_x2 drawn at random (processor_0/ held no model file yet).
  const first = firstSet(theirs);
  expect(first.filter((_, i) => i !== 1)).toEqual(GR4J_MODEL_VALUES_PRINTED.filter((_, i) => i !== 1));
  expect(first[1]).not.toBe(GR4J_MODEL_VALUES_PRINTED[1]);
  expect(ours).toEqual(theirs);
  expect(notes).toEqual([
    expect.stringMatching(
      /ostIn\.txt:\d+:3: par_x2: no value to extract from the model files of processor_0\/; a random start instead/,
    ),
  ]);
}, 600_000);

it('extracts initial values from the model files without a ModelSubdir, as OSTRICH', async () => {
  const { theirs, ours } = await both((text) => text.replace(/^ModelSubdir .*$/m, ''));
  expect(firstSet(theirs)).toEqual(GR4J_MODEL_VALUES_PRINTED);
  expect(ours).toEqual(theirs);
}, 600_000);

it('resumes from the extracted values, although the runs overwrote the file they came from', async () => {
  const edit = (text: string) => text.replace(/^ModelSubdir .*$/m, '');
  const theirs = setup(join(await tempDir(), 'gr4j'), edit);
  runOstrich(theirs);
  const ours = setup(join(await tempDir(), 'gr4j'), edit);
  // Stopped after three evaluations: the model file beside ostIn.txt then holds the third one's values.
  const stop = new AbortController();
  await expect(
    calibrateOstrich(join(ours, 'ostIn.txt'), {
      signal: stop.signal,
      onProgress: (p) => {
        if (p.done >= 3) stop.abort();
      },
    }),
  ).rejects.toThrow(CalibrationAborted);
  expect(readFileSync(join(ours, 'raven-gr4j-salmon.rvp'), 'latin1')).not.toContain('-3.396');
  await calibrateOstrich(join(ours, 'ostIn.txt'), { resume: true });
  const rows = (dir: string) => readFileSync(join(dir, 'OstModel0.txt'), 'latin1');
  expect(rows(ours)).toBe(rows(theirs));
}, 600_000);

it('runs the WSSE objective of observations as OSTRICH', async () => {
  const { theirs, ours } = await both((text) =>
    text
      .replace(/ObjectiveFunction +GCOP/, 'ObjectiveFunction WSSE')
      .replace(/BeginTiedRespVars[\s\S]*?EndTiedRespVars/, '')
      .replace(/BeginGCOP[\s\S]*?EndGCOP/, '')
      .replace(
        /BeginResponseVars[\s\S]*?EndResponseVars/,
        [
          'BeginObservations',
          "  obsNS    1.0  1.0   ./model/output/Diagnostics.csv; OST_NULL 1 3 ','",
          "  obsRMSE  0.0  0.01  ./model/output/Diagnostics.csv; OST_NULL 1 4 ','",
          'EndObservations',
        ].join('\n'),
      ),
  );
  // OSTRICH goes on after the search (regression statistics) with runs rvkit does not make: the search and
  // its closing run are the same.
  expect(ours).toHaveLength(10);
  expect(theirs.slice(0, 10)).toEqual(ours);
}, 600_000);
