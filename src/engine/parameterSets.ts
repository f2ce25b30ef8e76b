/**
 * One configuration run with many parameter sets, as calibration and sensitivity analysis do: each set is
 * written to its own member directory and run there, no more at a time than there are cores; the writing
 * overlaps the runs.
 */
import { join } from 'node:path';
import type { Config } from '../models/sections/config.js';
import '../project/configMethods.js'; // Config#writeRv
import { OutputReader } from '../output/outputReader.js';
import { ensembleConcurrency, runEnsemble, type EnsembleOptions } from './ensemble.js';
import type { RunOptions } from './run.js';

/** Parameter values: in the configuration's parameter order, or by name. */
export type ParameterSet = readonly number[] | Readonly<Record<string, number>>;

/** Options of runParameterSets. */
export interface ParameterSetsOptions extends EnsembleOptions {
  /** File name stem of every member's files (default: `model`). */
  readonly modelname?: string;
  /** Replace member files that differ (a re-run with other values); refused otherwise. */
  readonly overwrite?: boolean;
  /** Options of each Raven run (binary, timeout...). */
  readonly run?: RunOptions;
}

/** The result of one member: its values and directory, and its outputs or the error that ended it. */
export type ParameterSetOutcome = {
  readonly index: number;
  readonly params: ParameterSet;
  readonly workdir: string;
} & ({ readonly ok: true; readonly output: OutputReader } | { readonly ok: false; readonly error: Error });

/** The directory of member `index` (from 0) under `workdir`: member001, member002... */
export function memberDir(workdir: string, index: number, count: number): string {
  return join(workdir, `member${String(index + 1).padStart(Math.max(3, String(count).length), '0')}`);
}

/**
 * Runs a symbolic configuration once per parameter set (`config.setParams(set)`), each in its own member
 * directory under `workdir`, in parallel; resolves to one outcome per set, in order. A set that does not fit
 * the parameters (their count or names) fails before anything is written. Each member is built and written
 * while the members before it run (never more than `concurrency` ahead), so a member whose configuration
 * cannot be built (a value a field refuses) or whose files cannot be written (different files there, without
 * `overwrite`) fails alone, in its outcome.
 */
export async function runParameterSets(
  config: Config,
  sets: readonly ParameterSet[],
  workdir: string,
  options: ParameterSetsOptions = {},
): Promise<ParameterSetOutcome[]> {
  const modelname = options.modelname ?? 'model';
  // Every set is checked against the parameters before anything is written (a set that does not fit fails
  // the call); each member's configuration is built when its files are written, while others run: building
  // them all first (~5 ms each) kept both cores idle.
  const values = sets.map((set) => config.paramValues(set));
  const numeric = (i: number) => config.setParams(values[i]!);
  const dirs = sets.map((_, i) => memberDir(workdir, i, sets.length));
  // Members are written while others run: the first ones as they start, and member i + concurrency once
  // member i has started (the one that runs after those running), so that when a run ends, the next one's
  // files are there and Raven starts at once. A write's failure is its member's outcome, not the others'.
  const concurrency = ensembleConcurrency(options);
  const written = new Map<number, Promise<unknown>>();
  const write = (i: number): Promise<unknown> | undefined => {
    if (i >= sets.length) return undefined;
    let pending = written.get(i);
    if (pending === undefined) {
      pending = (async () => numeric(i).writeRv(dirs[i]!, modelname, options.overwrite))();
      pending.catch(() => undefined); // awaited by its own job, which reports it
      written.set(i, pending);
    }
    return pending;
  };
  const jobs = dirs.map((configdir, i) => async () => {
    await write(i);
    written.delete(i);
    return {
      ...options.run,
      modelname,
      configdir,
      outputdir: 'output',
      onSpawn: (pid: number) => {
        void write(i + concurrency);
        options.run?.onSpawn?.(pid);
      },
    };
  });
  const outcomes = await runEnsemble(jobs, options);
  return outcomes.map((o) => {
    const member = { index: o.index, params: sets[o.index]!, workdir: dirs[o.index]! };
    return o.ok
      ? { ...member, ok: true, output: new OutputReader(o.result.runName || null, o.result.outputdir) }
      : { ...member, ok: false, error: o.error };
  });
}
