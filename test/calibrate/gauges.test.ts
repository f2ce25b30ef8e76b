/**
 * An objective over several gauges, on the real engine: Raven's Nith benchmark (4 subbasins, observed flows
 * at two of them, New Hamburg (36) and Canning (43), each its own :ObservationData file), one year. The
 * weighted sum rvkit journals is the one computed here by hand from Raven's own Diagnostics.csv, row by row,
 * and Raven's NSE of each gauge is the one computed here by hand from the simulated and observed flows of
 * Hydrographs.csv (the closing run keeps Raven's outputs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  calibrateModel,
  parseObjectiveSpec,
  parseParamSpec,
  readJournal,
  type CalibrationSetup,
} from '../../src/calibrate/index.js';
import { readDiagnostics } from '../../src/output/diagnostics.js';
import { copyCorpusModel } from '../paths.js';
import { removeTemporaryDirs, tempDir } from './helpers.js';

afterAll(removeTemporaryDirs);

const NITH = 'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Nith';

/** Nith as Raven 4.12.1 runs it (its :AggregatedVariable lines, written for an older Raven, removed), one year. */
async function nithCopy(): Promise<string> {
  const dir = copyCorpusModel(NITH, join(await tempDir(), 'Nith'));
  const rvi = join(dir, 'Nith.rvi');
  const text = readFileSync(rvi, 'latin1')
    .replace(/^:AggregatedVariable[^\n]*\n/gm, '')
    .replace(/^:Duration[^\n]*/m, ':Duration 365');
  writeFileSync(rvi, text, 'latin1');
  return dir;
}

/** NSE of the simulated against the observed flows of a subbasin in Hydrographs.csv (observed days only). */
function nseByHand(csv: string, subbasin: string): number {
  const rows = csv
    .trim()
    .split('\n')
    .map((l) => l.split(','));
  const head = rows[0]!.map((h) => h.trim());
  const sim = head.indexOf(`${subbasin} [m3/s]`);
  const obs = head.indexOf(`${subbasin} (observed) [m3/s]`);
  expect(sim).toBeGreaterThan(0);
  expect(obs).toBeGreaterThan(0);
  const pairs = rows
    .slice(1)
    .filter((r) => r[obs]!.trim() !== '')
    .map((r) => [Number(r[sim]), Number(r[obs])] as const);
  expect(pairs.length).toBeGreaterThan(300);
  const mean = pairs.reduce((s, [, o]) => s + o, 0) / pairs.length;
  const error = pairs.reduce((s, [m, o]) => s + (o - m) ** 2, 0);
  const spread = pairs.reduce((s, [, o]) => s + (o - mean) ** 2, 0);
  return 1 - error / spread;
}

it('weighs the metrics of two observed gauges into the objective Raven computes for each', async () => {
  const model = await nithCopy();
  const setup: CalibrationSetup = {
    parameters: [
      parseParamSpec('beta=SoilParameterList [DEFAULT] HBV_BETA 0.3 3'),
      parseParamSpec('melt=SnowParameterList [DEFAULT] MELT_FACTOR 1.5 5'),
    ],
    // New Hamburg's NSE counts 0.7, Canning's 0.3, and Canning's RMSE (not in the model's metrics) 0.05.
    objective: ['NSE@[36]*0.7', 'NSE@[43]*0.3', 'RMSE@[43]*0.05'].map(parseObjectiveSpec),
    algorithm: { kind: 'mc', budget: 3, seed: 11 },
  };
  const outcome = await calibrateModel(model, setup, { jobs: 1, writeBack: false });
  const { entries } = await readJournal(join(outcome.dir, 'journal.jsonl'));
  expect(entries).toHaveLength(4);
  for (const entry of entries) {
    expect(entry.ok).toBe(true);
    expect(Object.keys(entry.responses).sort()).toEqual([
      'NASH_SUTCLIFFE@HYDROGRAPH_ALL[36]',
      'NASH_SUTCLIFFE@HYDROGRAPH_ALL[43]',
      'RMSE@HYDROGRAPH_ALL[43]',
    ]);
  }
  // Different parameters, different fits at each gauge.
  const nse36 = entries.map((e) => e.responses['NASH_SUTCLIFFE@HYDROGRAPH_ALL[36]']);
  expect(new Set(nse36).size).toBeGreaterThan(1);

  // The closing run: Raven's Diagnostics.csv and Hydrographs.csv, read and combined here by hand.
  const final = entries.find((e) => e.final)!;
  const output = join(outcome.bestRunDir, 'output');
  const diagnostics = readDiagnostics(readFileSync(join(output, 'run1_Diagnostics.csv'), 'utf8'));
  const series = diagnostics['observed_data_series'] as string[];
  expect([...series].sort()).toEqual(['HYDROGRAPH_ALL[36]', 'HYDROGRAPH_ALL[43]']);
  const at = (metric: string, name: string) =>
    (diagnostics[`DIAG_${metric}`] as number[])[series.indexOf(name)]!;
  const byHand =
    0.7 * -at('NASH_SUTCLIFFE', 'HYDROGRAPH_ALL[36]') +
    0.3 * -at('NASH_SUTCLIFFE', 'HYDROGRAPH_ALL[43]') +
    0.05 * at('RMSE', 'HYDROGRAPH_ALL[43]');
  expect(final.cost).toBe(byHand);
  expect(final.cost).toBe(outcome.result.best.cost);

  // Raven's NSE of each gauge is the flows' (Diagnostics.csv prints 6 significant digits).
  const hydrographs = readFileSync(join(output, 'run1_Hydrographs.csv'), 'utf8');
  expect(nseByHand(hydrographs, 'Sub36')).toBeCloseTo(at('NASH_SUTCLIFFE', 'HYDROGRAPH_ALL[36]'), 5);
  expect(nseByHand(hydrographs, 'Sub43')).toBeCloseTo(at('NASH_SUTCLIFFE', 'HYDROGRAPH_ALL[43]'), 5);
}, 600_000);
