/**
 * Emulator: a Config bound to a working directory, run by the real engine. Its files are written on the
 * first run (never over different files unless `overwrite`), outputs go to `<workdir>/output`, and
 * `resume()` gives the Config that continues from the end state of the run.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../models/sections/config.js';
import '../project/configMethods.js'; // Config#writeRv
import { OutputReader } from '../output/outputReader.js';
import { runRaven, type RunOptions, type RunResult } from './run.js';

/** A configuration, its directory and its runs. */
export class Emulator {
  /** The directory of the configuration files (and of the `output` subdirectory). */
  readonly workdir: string;
  /** The file name stem of the configuration files. */
  readonly modelname: string;
  private written = false;
  private last: RunResult | undefined;

  constructor(
    readonly config: Config,
    workdir: string | null = null,
    modelname: string | null = null,
    private readonly overwrite = false,
  ) {
    this.workdir = workdir ? resolve(workdir) : mkdtempSync(join(tmpdir(), 'rvkit-emulator-'));
    this.modelname = modelname ?? (config.run_name as string | null) ?? 'raven';
  }

  /** Where the last run wrote its outputs, or null before a run. */
  get output_path(): string | null {
    return this.last?.outputdir ?? null;
  }

  /** The reader of the last run's outputs. */
  get output(): OutputReader {
    if (!this.last) throw new Error('Emulator: no run yet; call run() first');
    return new OutputReader(this.last.runName || null, this.last.outputdir);
  }

  /** The last run's full report (messages, warnings, timings), or undefined before a run. */
  get result(): RunResult | undefined {
    return this.last;
  }

  /** Writes the files if not yet written (replacing different ones only if `overwrite`), runs Raven, and
   * returns the reader of its outputs; throws RavenError when Raven fails. */
  async run(overwrite = false, options: RunOptions = {}): Promise<OutputReader> {
    if (!this.written || overwrite) {
      await this.config.writeRv(this.workdir, this.modelname, overwrite || this.overwrite);
      this.written = true;
    }
    this.last = await runRaven({
      ...options,
      modelname: this.modelname,
      configdir: this.workdir,
      outputdir: join(this.workdir, 'output'),
      overwrite: true,
    });
    return this.output;
  }

  /** A new Config starting from the end state of the last run (and, if `timestamp`, from its end time). */
  resume(timestamp = true): Config {
    const solution = this.output.files.solution;
    if (!solution) throw new Error('Emulator.resume: the run wrote no solution file');
    return this.config.setSolution(readFileSync(solution, 'latin1'), timestamp);
  }
}
