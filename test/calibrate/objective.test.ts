/**
 * A model's objective and runs, on the real engine (GR4J CemaNeige, Salmon River): metrics the model does not
 * compute added to the work copies, each turned into a cost the way it is good (KGE up, RMSE down, PCT_BIAS
 * towards 0), weighted into one sum, read for an evaluation period that leaves the warm-up out; each search
 * run writing only the file whose values changed and Raven writing only Diagnostics.csv there; and a run
 * Raven refuses in the middle of a calibration getting the worst objective, its error kept, the calibration
 * going on to its end.
 */
import { lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  calibrateModel,
  parseParamSpec,
  readJournal,
  type CalibrationSetup,
} from '../../src/calibrate/index.js';
import { readDiagnostics } from '../../src/output/diagnostics.js';
import { GR4J_PARAMS, gr4jCopy, removeTemporaryDirs, snapshot } from './helpers.js';

afterAll(removeTemporaryDirs);

it('weighs KGE, RMSE and PCT_BIAS over an evaluation period, each the way it is good', async () => {
  const model = await gr4jCopy();
  const before = snapshot(model);
  expect(readFileSync(join(model, 'raven-gr4j-salmon.rvi'), 'latin1')).toMatch(
    /:EvaluationMetrics NASH_SUTCLIFFE RMSE\s/,
  );
  const setup: CalibrationSetup = {
    parameters: GR4J_PARAMS.map((p) => parseParamSpec(p)),
    objective: [{ metric: 'KGE' }, { metric: 'PCT_BIAS', weight: 0.01 }, { metric: 'RMSE', weight: 0.1 }],
    period: { start: '1954-03-01', end: '1954-07-27' },
    algorithm: { kind: 'mc', budget: 4, seed: 3 },
  };
  // What a search run leaves in its work directory, seen as each evaluation ends.
  const seen: { outputs: string[]; written: string[] }[] = [];
  const outcome = await calibrateModel(model, setup, {
    jobs: 1,
    writeBack: false,
    onProgress: () => {
      const slot = join(model, 'calibration', 'work', 'slot-0');
      seen.push({
        outputs: readdirSync(join(slot, 'output')).sort(),
        written: readdirSync(slot).filter((f) => !lstatSync(join(slot, f)).isSymbolicLink()),
      });
    },
  });
  const { entries } = await readJournal(join(outcome.dir, 'journal.jsonl'));
  expect(entries).toHaveLength(5);
  for (const entry of entries) {
    const names = Object.keys(entry.responses);
    expect(names).toHaveLength(3);
    // The period's rows, not the whole run's.
    for (const name of names) expect(name).toMatch(/@HYDROGRAPH_CALIBRATION\[1\]$/);
    const value = (metric: string) => entry.responses[names.find((n) => n.startsWith(`${metric}@`))!]!;
    let cost = 0;
    cost += -value('KLING_GUPTA');
    cost += 0.01 * Math.abs(value('PCT_BIAS'));
    cost += 0.1 * value('RMSE');
    expect(entry.cost).toBe(cost);
  }
  const costs = entries.filter((e) => !e.final).map((e) => e.cost!);
  expect(outcome.result.best.cost).toBe(Math.min(...costs));

  // The closing run's Diagnostics.csv: Raven's own numbers, for the period and for the whole run.
  const table = readDiagnostics(readFileSync(join(outcome.bestRunDir, 'output', 'Diagnostics.csv'), 'utf8'));
  const series = table['observed_data_series'] as string[];
  const row = (name: string) => series.indexOf(name);
  const period = row('HYDROGRAPH_CALIBRATION[1]');
  const whole = row('HYDROGRAPH_ALL[1]');
  expect(period).toBeGreaterThanOrEqual(0);
  expect(whole).toBeGreaterThanOrEqual(0);
  const final = entries.find((e) => e.final)!;
  const kge = table['DIAG_KLING_GUPTA'] as number[];
  expect(final.responses['KLING_GUPTA@HYDROGRAPH_CALIBRATION[1]']).toBe(kge[period]);
  expect(kge[period]).not.toBe(kge[whole]);

  // Each search run wrote the .rvp (its values) and the .rvi (metrics, period, :SuppressOutput), linked
  // the rest, and Raven wrote no output but what the objective reads.
  expect(seen).toHaveLength(5);
  for (const { outputs, written } of seen.slice(0, 4)) {
    expect(written.filter((f) => f.endsWith('.rvp') || f.endsWith('.rvi')).sort()).toEqual([
      'raven-gr4j-salmon.rvi',
      'raven-gr4j-salmon.rvp',
    ]);
    expect(written.filter((f) => /\.(rvh|rvt|rvc|nc)$/.test(f))).toEqual([]);
    // (Raven_errors.txt and Raven_progress.txt are Raven's logs, written whatever the options.)
    expect(outputs.filter((f) => !/^Raven_(errors|progress)\.txt$/.test(f))).toEqual(['Diagnostics.csv']);
  }
  expect(snapshot(model).size).toBeGreaterThan(before.size);
  for (const [name, bytes] of before) expect(snapshot(model).get(name)).toBe(bytes);
}, 600_000);

it('gives a run Raven refuses the worst objective, keeps its error, and goes on', async () => {
  const model = await gr4jCopy();
  // GR4J_X4 at or below 0 has no unit hydrograph: Raven refuses the run.
  const setup: CalibrationSetup = {
    parameters: [
      parseParamSpec('x4=LandUseParameterList [DEFAULT] GR4J_X4 -7 7'),
      parseParamSpec('x3=SoilParameterList [DEFAULT] GR4J_X3 10 700'),
    ],
    algorithm: { budget: 12, seed: 2, start: 'model' },
  };
  const outcome = await calibrateModel(model, setup, { jobs: 1, writeBack: false });
  const { entries } = await readJournal(join(outcome.dir, 'journal.jsonl'));
  expect(entries).toHaveLength(13);
  const failed = entries.filter((e) => !e.ok);
  expect(failed.length).toBeGreaterThan(0);
  expect(outcome.result.failed).toBe(failed.length);
  for (const entry of failed) {
    expect(entry.cost).toBeNull();
    expect(entry.x[0]).toBeLessThanOrEqual(0);
    expect(entry.error).toContain('negative or zero duration of unit hydrograph');
  }
  expect(entries.filter((e) => e.ok).every((e) => e.x[0]! > 0)).toBe(true);
  expect(outcome.result.best.parameters['x4']).toBeGreaterThan(0);
}, 600_000);
