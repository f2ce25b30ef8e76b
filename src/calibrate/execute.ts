/**
 * Running a prepared calibration in its directory: starting its journal or continuing it (`resume`), the
 * search, then history.csv and result.json. A finished calibration (result.json present) is not run again
 * when resumed: its result is returned as it is, so a batch of calibrations rerun with --resume only does
 * what is left.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../project/atomicWrite.js';
import type { Algorithm } from './algorithm.js';
import { CalibrationSetupError } from './errors.js';
import type { Evaluator } from './evaluator.js';
import { Journal, type JournalEntry, type JournalHeader } from './journal.js';
import {
  CALIBRATION_FILES,
  calibrationResult,
  historyCsv,
  readCalibrationResult,
  writeCalibrationResult,
  type CalibrationResult,
} from './results.js';
import { runSearch, type SearchProgress } from './search.js';
import type { SearchSpace } from './space.js';

/** A calibration ready to run. */
export interface CalibrationPlan {
  /** The calibration directory: journal.jsonl, history.csv, result.json. */
  readonly dir: string;
  /** What the journal's header says (its start time is added). */
  readonly header: Omit<JournalHeader, 'started'>;
  /** A fresh algorithm (it is replayed from the journal when resuming). */
  readonly makeAlgorithm: () => Algorithm;
  readonly evaluator: Evaluator;
  readonly space: SearchSpace;
  /** Evaluations at once. */
  readonly slots: number;
  /** Called with every evaluation in the journal's order, replayed ones first (`replayed` true). */
  readonly onEntry?: (entry: JournalEntry, replayed: boolean) => Promise<void> | void;
  /** Called once the search is done, before result.json is written. */
  readonly finish?: (entries: readonly JournalEntry[], result: CalibrationResult) => Promise<void>;
}

/** How to run it. */
export interface ExecuteOptions {
  /** Continue the journal in the calibration directory if there is one (else start). */
  readonly resume?: boolean;
  /** Discard an earlier journal and result and start again. */
  readonly restart?: boolean;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: SearchProgress) => void;
}

/** What running a plan gave: the result, and whether it was already there. */
export interface ExecuteOutcome {
  readonly result: CalibrationResult;
  /** True when the calibration had finished before and nothing ran. */
  readonly alreadyFinished: boolean;
  /** Evaluations replayed from the journal. */
  readonly replayed: number;
}

/** Runs (or continues) a calibration plan to its end. */
export async function executePlan(
  plan: CalibrationPlan,
  options: ExecuteOptions = {},
): Promise<ExecuteOutcome> {
  const journalPath = join(plan.dir, CALIBRATION_FILES.journal);
  if (options.restart) {
    await rm(journalPath, { force: true });
    await rm(join(plan.dir, CALIBRATION_FILES.result), { force: true });
  }
  const finished = readCalibrationResult(plan.dir);
  if (finished && options.resume) return { result: finished, alreadyFinished: true, replayed: 0 };
  // A journal killed before its header was written holds no calibration: start afresh.
  if (Journal.exists(journalPath) && !(await readFile(journalPath, 'utf8')).includes('\n'))
    await rm(journalPath);
  const exists = Journal.exists(journalPath);
  if (exists && !options.resume) {
    throw new CalibrationSetupError([
      {
        place: { file: journalPath, line: 0 },
        message: `a calibration ${finished ? 'finished' : 'was started'} here: continue it with --resume, or start again with --restart`,
      },
    ]);
  }
  // A calibration that stops before its first evaluation leaves nothing behind (its directory included).
  const fresh = !existsSync(plan.dir);
  const header: JournalHeader = { ...plan.header, started: new Date().toISOString() };
  const opened = exists
    ? await Journal.resume(journalPath, header)
    : { journal: await Journal.create(journalPath, header), entries: [] };
  const { journal, entries: replay } = opened;
  let journaled = replay.length;
  try {
    for (const entry of replay) await plan.onEntry?.(entry, true);
    const outcome = await runSearch({
      algorithm: plan.makeAlgorithm(),
      evaluator: plan.evaluator,
      journal,
      replay,
      slots: plan.slots,
      signal: options.signal,
      values: (x) => Object.fromEntries(plan.space.values(x)),
      onEvaluation: (progress) => {
        journaled++;
        void plan.onEntry?.(progress.entry, false);
        options.onProgress?.(progress);
      },
    });
    await journal.close();
    const result = calibrationResult(journal.header, outcome.entries, plan.space, outcome.best);
    await mkdir(plan.dir, { recursive: true });
    await writeFileAtomic(join(plan.dir, CALIBRATION_FILES.history), historyCsv(outcome.entries, plan.space));
    await plan.finish?.(outcome.entries, result);
    await writeCalibrationResult(plan.dir, result);
    return { result, alreadyFinished: false, replayed: replay.length };
  } catch (error) {
    await journal.close().catch(() => undefined);
    if (fresh && journaled === 0) await rm(plan.dir, { recursive: true, force: true });
    throw error;
  } finally {
    await journal.close().catch(() => undefined);
  }
}
