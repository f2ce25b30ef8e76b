/**
 * The scheduler of a calibration: it replays the journal into a fresh algorithm, then keeps the slots busy
 * with the candidates the algorithm proposes, journals each evaluation as it ends, reports it back, and, once
 * the algorithm is done, runs the best set once more (OSTRICH's closing evaluation).
 *
 * Candidates are asked for at the same moments live and in replay (at the start, and after each result is
 * reported, as many as the algorithm allows) and run in the order they were made, so a replay makes the same
 * candidates as the run it replays. A slot stays with its evaluation until the algorithm has taken its result
 * (a synchronous parallel DDS takes them in order): a new best's files are still there for PreserveBestModel.
 */
import { performance } from 'node:perf_hooks';
import type { Algorithm, Best, Candidate } from './algorithm.js';
import { JournalError, ModelRefusedError } from './errors.js';
import type { Evaluation, Evaluator } from './evaluator.js';
import { entryCost, jsonResponses, type Journal, type JournalEntry } from './journal.js';

/** Where a calibration stands, after each evaluation. */
export interface SearchProgress {
  /** Evaluations done (replayed ones included), and the budget. */
  readonly done: number;
  readonly budget: number;
  /** Evaluations done in this run (not replayed), and the seconds this run has taken. */
  readonly doneHere: number;
  readonly seconds: number;
  /** Failed evaluations so far. */
  readonly failed: number;
  /** The best so far. */
  readonly best: Best | null;
  /** The evaluation that just ended. */
  readonly entry: JournalEntry;
}

/** What drives a search. */
export interface SearchOptions {
  readonly algorithm: Algorithm;
  readonly evaluator: Evaluator;
  readonly journal: Journal;
  /** The journal's evaluations so far, in the order written. */
  readonly replay: readonly JournalEntry[];
  /** Evaluations at once. */
  readonly slots: number;
  readonly signal?: AbortSignal;
  /** Called after each evaluation is journaled. */
  readonly onEvaluation?: (progress: SearchProgress) => void;
  /** Called before an evaluation starts. */
  readonly onStart?: (candidate: Candidate, slot: number) => void;
  /** The values in real units of a point, journaled with it. */
  readonly values?: (x: readonly number[]) => Record<string, number>;
}

/** The search's end. */
export interface SearchOutcome {
  readonly best: Best;
  /** Every evaluation, replayed and new, in the order journaled (the final run last). */
  readonly entries: readonly JournalEntry[];
}

/** How long a run killed by a stop signal waits for the calibration's own stop before it counts as failed. */
const STOP_GRACE_MS = 2000;

/** Resolves when `signal` aborts, or after STOP_GRACE_MS. */
function stopGrace(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, STOP_GRACE_MS);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** An error for an aborted calibration. */
export class CalibrationAborted extends Error {
  override readonly name = 'AbortError';
}

function sameX(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** Runs (or continues) a search to its end; throws `CalibrationAborted` when the signal aborts it. */
export async function runSearch(options: SearchOptions): Promise<SearchOutcome> {
  const { algorithm, evaluator, journal, signal } = options;
  const queue: Candidate[] = [];
  const fill = () => {
    for (let c = algorithm.propose(); c !== null; c = algorithm.propose()) queue.push(c);
  };
  const entries: JournalEntry[] = [];
  let failed = 0;

  // Replay: the same candidates must come, in the journal's order of results.
  fill();
  let final: JournalEntry | null = null;
  for (const entry of options.replay) {
    if (entry.final) {
      final = entry;
      entries.push(entry);
      continue;
    }
    const at = queue.findIndex((c) => c.index === entry.i);
    if (at < 0 || !sameX(queue[at]!.x, entry.x)) {
      throw new JournalError(
        `${journal.path}: evaluation ${entry.i} is not the one this setup makes: the journal belongs to another calibration`,
      );
    }
    queue.splice(at, 1);
    entries.push(entry);
    if (!entry.ok) failed++;
    algorithm.report(entry.i, entryCost(entry));
    fill();
    algorithm.collect();
  }
  const replayed = entries.length;

  const started = performance.now();
  const free = Array.from({ length: Math.max(1, options.slots) }, (_, i) => i).reverse();
  const prepared = new Set<number>();
  const heldBy = new Map<number, number>(); // evaluation index → slot, until the algorithm takes its result
  const running = new Map<
    number,
    Promise<{ candidate: Candidate; slot: number; evaluation: Evaluation; ms: number }>
  >();
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal?.addEventListener('abort', stop, { once: true });
  const firstEver = replayed === 0;
  // The last evaluation's line, written and not yet flushed; its flush, which the next result waits for.
  let unflushed = false;
  let written: Promise<void> = Promise.resolve();
  const serial = free.length === 1;

  const evaluate = async (candidate: Candidate, slot: number, final = false) => {
    const t0 = performance.now();
    if (!prepared.has(slot)) {
      await evaluator.prepare(slot);
      prepared.add(slot);
    }
    options.onStart?.(candidate, slot);
    const evaluation = await evaluator.evaluate(slot, candidate.x, abort.signal, final);
    return { candidate, slot, evaluation, ms: performance.now() - t0 };
  };

  const record = (
    candidate: Candidate,
    slot: number,
    evaluation: Evaluation,
    ms: number,
    isFinal: boolean,
  ): JournalEntry => ({
    i: candidate.index,
    x: candidate.x,
    cost: evaluation.ok && Number.isFinite(evaluation.cost) ? evaluation.cost : null,
    ok: evaluation.ok,
    ...(evaluation.error !== undefined && { error: evaluation.error }),
    responses: jsonResponses(evaluation.responses),
    ...(options.values && { values: options.values(candidate.x) }),
    ms: Math.round(ms * 1000) / 1000,
    run_ms: Math.round(evaluation.runMs * 1000) / 1000,
    slot,
    at: new Date().toISOString(),
    ...(isFinal && { final: true as const }),
  });

  const progress = (entry: JournalEntry) =>
    options.onEvaluation?.({
      done: entries.length - (final === null ? 0 : 1),
      budget: algorithm.budget,
      doneHere: entries.length - replayed,
      seconds: (performance.now() - started) / 1000,
      failed,
      best: algorithm.best(),
      entry,
    });

  try {
    while (!algorithm.finished) {
      if (abort.signal.aborted) throw new CalibrationAborted('the calibration was interrupted');
      while (queue.length > 0 && free.length > 0) {
        const candidate = queue.shift()!;
        const slot = free.pop()!;
        heldBy.set(candidate.index, slot);
        running.set(candidate.index, evaluate(candidate, slot));
      }
      if (running.size === 0) throw new Error('the calibration has nothing to run and is not finished');
      // The last result's line reaches the disk while the next evaluations run, and before the next result is
      // journaled. One worker: flushed here, in this thread, while its evaluation runs (nothing else to do
      // meanwhile); several: through the thread pool, awaited below before the next result is taken.
      if (unflushed) {
        unflushed = false;
        if (serial) journal.flushSync();
        else written = journal.flush();
      }
      await written;
      const done = await Promise.race(running.values());
      running.delete(done.candidate.index);
      // A run killed by a stop signal someone else sent: the same signal may be on its way to this process
      // (scancel and Ctrl-C signal every process at once, and the run's end can be seen first). Wait for it
      // before taking the run as a failure: an interrupted run is not journaled, and a resume runs it again.
      if (done.evaluation.stoppedBy && !abort.signal.aborted) await stopGrace(abort.signal);
      if (abort.signal.aborted) throw new CalibrationAborted('the calibration was interrupted');
      const { candidate, slot, evaluation, ms } = done;
      if (firstEver && entries.length === 0 && !evaluation.ok) {
        // The model fails on the first evaluation of a calibration: a setup problem, said at once.
        throw new ModelRefusedError(
          `the first evaluation failed: ${evaluation.error ?? 'no reason given'}`,
          (evaluation.error ?? '').split('\n'),
          evaluator.slotDir(slot),
        );
      }
      const entry = record(candidate, slot, evaluation, ms, false);
      // Written in the order of the results; flushed once the next candidates have started (above).
      journal.write(entry);
      unflushed = true;
      entries.push(entry);
      if (!entry.ok) failed++;
      algorithm.report(candidate.index, entryCost(entry));
      fill();
      for (const { index, improved } of algorithm.collect()) {
        const slotOf = heldBy.get(index);
        // A result replayed from the journal holds no slot (its files went with the run that made it).
        if (slotOf === undefined) continue;
        heldBy.delete(index);
        // OSTRICH saves each new best as it finds it, from the directory it ran in.
        if (improved && evaluator.onBest) await evaluator.onBest(slotOf, abort.signal);
        free.push(slotOf);
      }
      progress(entry);
    }

    if (unflushed) await journal.flush();
    await written;
    const best = algorithm.best()!;
    if (!final) {
      const candidate = { index: algorithm.budget + 1, x: best.x };
      const slot = 0;
      running.set(candidate.index, evaluate(candidate, slot, true));
      const { evaluation, ms } = await running.get(candidate.index)!;
      running.delete(candidate.index);
      if (evaluation.stoppedBy && !abort.signal.aborted) await stopGrace(abort.signal);
      if (abort.signal.aborted) throw new CalibrationAborted('the calibration was interrupted');
      final = record(candidate, slot, evaluation, ms, true);
      await journal.append(final);
      entries.push(final);
      await evaluator.onBest?.(slot, abort.signal);
      progress(final);
    }
    return { best, entries };
  } finally {
    signal?.removeEventListener('abort', stop);
    if (running.size > 0) {
      abort.abort();
      await Promise.allSettled(running.values());
    }
  }
}
