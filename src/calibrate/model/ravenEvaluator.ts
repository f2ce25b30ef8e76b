/**
 * Evaluations of a model directory: each slot is a work directory that mirrors the model (links to its
 * files and folders) except the files the calibration writes; an evaluation writes the files whose text
 * changed since the slot's last one, runs Raven there (through the task runner), and reads the objective
 * from Diagnostics.csv. A run Raven refuses or that crashes gets the worst objective and keeps its errors.
 * The closing run of the best set goes to its own directory with Raven's full outputs (for the plots).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { findEngine } from '../../engine/discovery.js';
import { RavenError } from '../../engine/errors.js';
import { runRaven, type RunOptions } from '../../engine/run.js';
import { readRunName } from '../../engine/runName.js';
import { STOP_SIGNALS } from '../../engine/stopOnSignals.js';
import { runPrefix } from '../../output/outputFiles.js';
import type { Project } from '../../project/project.js';
import type { Evaluation, Evaluator } from '../evaluator.js';
import type { SearchSpace } from '../space.js';
import { writeInPlace } from '../writeInPlace.js';
import type { ModelFile } from './modelFiles.js';
import { ObjectiveError, objectiveFromDiagnostics, type ObjectiveTerm } from './objective.js';

/** Options of a model's evaluations. */
export interface RavenEvaluatorOptions {
  /** Where the work directories go: `<workDir>/slot-<n>` and `<workDir>/best`. */
  readonly workDir: string;
  /** Paths under the model directory that are not mirrored (the calibration's own directory). */
  readonly exclude: readonly string[];
  /** Options of each Raven run (binary, runner, timeout, environment). */
  readonly run?: RunOptions;
}

/** Copies the model directory's tree into `dest` as links, except `skip` (relative paths) and `exclude`. */
async function mirror(
  from: string,
  dest: string,
  skip: ReadonlySet<string>,
  within: readonly string[],
  exclude: readonly string[],
  rel = '',
): Promise<void> {
  await mkdir(dest, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
    const source = join(from, entry.name);
    if (skip.has(path) || exclude.some((e) => resolve(e) === resolve(source))) continue;
    if (entry.isDirectory() && within.some((w) => w.startsWith(`${path}/`))) {
      await mirror(source, join(dest, entry.name), skip, within, exclude, path);
    } else {
      await symlink(source, join(dest, entry.name));
    }
  }
}

/** A model directory's evaluations. */
export class RavenEvaluator implements Evaluator {
  /** The output directory of a run, inside its work directory. */
  readonly output: string;
  private readonly lastWritten = new Map<string, string>();
  /** The .rvi's path in a work directory, and its :RunName when no parameter is in the .rvi. */
  private readonly rvi: string;
  private readonly fixedRunName: string | null;
  private binary: string | undefined;

  constructor(
    private readonly project: Project,
    private readonly space: SearchSpace,
    private readonly files: readonly ModelFile[],
    private readonly objective: readonly ObjectiveTerm[],
    private readonly options: RavenEvaluatorOptions,
  ) {
    // Raven writes into output/ of the work directory, unless the model reads files from its own output/.
    const readsOutput = project.files.some((f) => relative(project.dir, f.path).split(sep)[0] === 'output');
    this.output = readsOutput ? 'rvkit-output' : 'output';
    this.rvi = `${project.stem}.rvi`;
    const rviFile = files.find((f) => f.rel === this.rvi);
    const rviText = project.files.find((f) => relative(project.dir, f.path) === this.rvi)?.text ?? '';
    this.fixedRunName = rviFile?.varies ? null : readRunName(rviFile?.render(new Map(), 'work') ?? rviText);
  }

  slotDir(slot: number): string {
    return join(this.options.workDir, `slot-${slot}`);
  }

  /** The directory of the closing run of the best set. */
  bestDir(): string {
    return join(this.options.workDir, 'best');
  }

  private async build(dir: string, work: boolean): Promise<void> {
    // A fresh directory: a Raven left running by a killed calibration keeps the old one (deleted).
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    const written = this.files.map((f) => f.rel);
    await mirror(this.project.dir, dir, new Set([...written, this.output]), written, this.options.exclude);
    for (const f of this.files) {
      await mkdir(dirname(join(dir, f.rel)), { recursive: true });
      if (!f.varies) await writeFile(join(dir, f.rel), f.render(new Map(), work ? 'work' : 'run'), 'latin1');
    }
    for (const key of [...this.lastWritten.keys()])
      if (key.startsWith(`${dir}\0`)) this.lastWritten.delete(key);
  }

  /** Removes the slots' work directories and the runs' console files (the best run's directory stays). */
  async cleanup(): Promise<void> {
    if (!existsSync(this.options.workDir)) return;
    for (const entry of await readdir(this.options.workDir)) {
      if (entry.startsWith('slot-') || /^best\.std(out|err)$/.test(entry))
        await rm(join(this.options.workDir, entry), { recursive: true, force: true });
    }
  }

  async prepare(slot: number): Promise<void> {
    await this.build(this.slotDir(slot), true);
  }

  async evaluate(
    slot: number,
    x: readonly number[],
    signal?: AbortSignal,
    final = false,
  ): Promise<Evaluation> {
    const dir = final ? this.bestDir() : this.slotDir(slot);
    if (final) await this.build(dir, false);
    const texts = this.space.texts(x);
    let runName = this.fixedRunName;
    for (const f of this.files) {
      if (!f.varies) continue;
      const text = f.render(texts, final ? 'run' : 'work');
      if (f.rel === this.rvi) runName = readRunName(text);
      const key = `${dir}\0${f.rel}`;
      if (this.lastWritten.get(key) === text) continue;
      writeInPlace(join(dir, f.rel), text);
      this.lastWritten.set(key, text);
    }
    // Found once (not at every run); Raven's run name known from the text written (the .rvi is not
    // read back), and the output directory not listed: the evaluation reads Diagnostics.csv only.
    this.binary ??= this.options.run?.binary ?? findEngine(this.options.run?.env).path;
    const started = performance.now();
    let result;
    try {
      result = await runRaven({
        ...this.options.run,
        binary: this.binary,
        modelname: this.project.stem,
        configdir: dir,
        outputdir: this.output,
        signal,
        listOutputs: false,
        // Its console read from files once it ends (no pipe events while Raven runs); started by rvkit-launch
        // when it is built: Node does not fork itself per run.
        screenFiles: { stdout: `${dir}.stdout`, stderr: `${dir}.stderr` },
        launcher: true,
        ...(runName !== null && { rviRunName: runName }),
      });
    } catch (error) {
      if (!(error instanceof RavenError)) throw error;
      const why = error.errors.length > 0 ? error.errors.join('\n') : error.message;
      return {
        cost: Infinity,
        ok: false,
        error: why,
        responses: {},
        runMs: performance.now() - started,
        ...(error.signal && STOP_SIGNALS.includes(error.signal) && { stoppedBy: error.signal }),
      };
    }
    const path = join(result.outputdir, `${runPrefix(result.runName)}Diagnostics.csv`);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new ObjectiveError(
        'Raven wrote no Diagnostics.csv: the model needs observations (:ObservationData) and :EvaluationMetrics',
      );
    }
    const { cost, responses } = objectiveFromDiagnostics(text, this.objective);
    const ok = Number.isFinite(cost);
    return {
      cost: ok ? cost : Infinity,
      ok,
      ...(!ok && {
        error: `the objective is ${cost} (${Object.entries(responses)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')})`,
      }),
      responses,
      runMs: result.processMs,
    };
  }
}
