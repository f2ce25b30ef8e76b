/**
 * What a calibration leaves beside its journal: `result.json`, written once the calibration has finished
 * (its presence is the "finished" marker: a rerun with --resume, such as a Slurm array task, skips the
 * calibration), and `history.csv`, every evaluation with the best so far.
 *
 * result.json (version 1): `{"result":"rvkit-calibration","version":1,"status":"finished","algorithm",
 * "seed","budget","evaluations","failed","best":{"evaluation","cost","responses":{…},"parameters":{name:
 * value in real units},"tied":{…}},"started","finished","seconds"}`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../project/atomicWrite.js';
import { entryCost, type JournalEntry, type JournalHeader } from './journal.js';
import type { SearchSpace } from './space.js';

/** The file names in a calibration directory. */
export const CALIBRATION_FILES = {
  journal: 'journal.jsonl',
  result: 'result.json',
  history: 'history.csv',
} as const;

/** A finished calibration, as result.json holds it. */
export interface CalibrationResult {
  readonly result: 'rvkit-calibration';
  readonly version: 1;
  readonly status: 'finished';
  readonly algorithm: string;
  readonly seed: number;
  readonly budget: number;
  /** Evaluations run, the final run of the best included. */
  readonly evaluations: number;
  readonly failed: number;
  readonly best: {
    readonly evaluation: number;
    readonly cost: number;
    readonly responses: Readonly<Record<string, number | null>>;
    /** Each parameter's value in real units (what the model received). */
    readonly parameters: Readonly<Record<string, number>>;
    readonly tied: Readonly<Record<string, number>>;
  };
  readonly started: string;
  readonly finished: string;
  /** Wall time of the evaluations, summed over the runs that made them (seconds). */
  readonly seconds: number;
}

/** The best evaluation of a list (the earliest of equal costs), final runs left out. */
export function bestEntry(entries: readonly JournalEntry[]): JournalEntry | null {
  let best: JournalEntry | null = null;
  for (const e of entries) if (!e.final && (best === null || entryCost(e) < entryCost(best))) best = e;
  return best;
}

/** The result of a finished calibration. */
export function calibrationResult(
  header: JournalHeader,
  entries: readonly JournalEntry[],
  space: SearchSpace,
  best: { index: number; x: readonly number[]; cost: number },
): CalibrationResult {
  const values = space.values(best.x);
  const entry = entries.find((e) => e.i === best.index && !e.final);
  return {
    result: 'rvkit-calibration',
    version: 1,
    status: 'finished',
    algorithm: header.algorithm,
    seed: header.seed,
    budget: header.budget,
    evaluations: entries.length,
    failed: entries.filter((e) => !e.ok).length,
    best: {
      evaluation: best.index,
      cost: best.cost,
      responses: entry?.responses ?? {},
      parameters: Object.fromEntries(space.parameters.map((p) => [p.name, values.get(p.name)!])),
      tied: Object.fromEntries(space.tied.map((t) => [t.name, values.get(t.name)!])),
    },
    started: header.started,
    finished: entries.at(-1)?.at ?? new Date().toISOString(),
    seconds: Math.round(entries.reduce((s, e) => s + e.ms, 0)) / 1000,
  };
}

/** Reads the result.json of a calibration directory, or null when the calibration has not finished. */
export function readCalibrationResult(dir: string): CalibrationResult | null {
  const path = join(dir, CALIBRATION_FILES.result);
  if (!existsSync(path)) return null;
  const result = JSON.parse(readFileSync(path, 'utf8')) as CalibrationResult;
  return result.result === 'rvkit-calibration' && result.status === 'finished' ? result : null;
}

/** Writes result.json atomically: it appears whole, or not at all. */
export async function writeCalibrationResult(dir: string, result: CalibrationResult): Promise<void> {
  await writeFileAtomic(join(dir, CALIBRATION_FILES.result), `${JSON.stringify(result, null, 2)}\n`);
}

function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** history.csv: one row per evaluation in the order they ended, with the best cost so far. */
export function historyCsv(entries: readonly JournalEntry[], space: SearchSpace): string {
  const responseNames = [...new Set(entries.flatMap((e) => Object.keys(e.responses)))];
  const header = [
    'evaluation',
    'cost',
    'best_cost',
    'ok',
    ...space.parameters.map((p) => p.name),
    ...space.tied.map((t) => t.name),
    ...responseNames,
    'seconds',
    'model_seconds',
    'worker',
    'final',
    'error',
  ];
  let best = Infinity;
  const rows = entries.map((e) => {
    const cost = entryCost(e);
    if (!e.final && cost < best) best = cost;
    const values = space.values(e.x);
    return [
      e.i,
      e.cost,
      Number.isFinite(best) ? best : null,
      e.ok,
      ...space.parameters.map((p) => values.get(p.name)!),
      ...space.tied.map((t) => values.get(t.name)!),
      ...responseNames.map((n) => e.responses[n]),
      e.ms / 1000,
      e.run_ms / 1000,
      e.slot,
      e.final === true,
      e.error,
    ]
      .map(csvCell)
      .join(',');
  });
  return [header.join(','), ...rows].join('\n') + '\n';
}
