/**
 * Running an OSTRICH setup's model as OSTRICH runs it (src/Model.cpp): each worker has its directory
 * (ModelSubdir + number) holding copies of the extra files and directories, the model program and the
 * PreserveBestModel script; an evaluation writes the model files from the templates there, runs the model
 * program there (its output in OstExeOut.txt), and reads the responses from its outputs. The response files
 * are removed before each run, so a failed run is never read as the outputs of the one before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runProcess } from '../../engine/childProcess.js';
import { DEFAULT_TIMEOUT_MS } from '../../engine/run.js';
import { STOP_SIGNALS } from '../../engine/stopOnSignals.js';
import { localRunner, type TaskRunner } from '../../engine/taskRunner.js';
import { CalibrationSetupError, type SetupProblem } from '../errors.js';
import type { Evaluation, Evaluator } from '../evaluator.js';
import type { SearchSpace } from '../space.js';
import { fillTemplate, namesIn } from '../templates.js';
import { writeInPlace } from '../writeInPlace.js';
import { ResponseError, ostrichObjective, responseFiles } from './responses.js';
import type { OstrichSetup } from './setup.js';

/** Where OSTRICH writes the model program's output. */
export const EXE_OUTPUT = 'OstExeOut.txt';

/** Options of an OSTRICH setup's evaluations. */
export interface OstrichEvaluatorOptions {
  /** Where the model program runs (default this machine). */
  readonly runner?: TaskRunner;
  /** Milliseconds before a model run is killed and fails (default 1 h). */
  readonly timeout?: number;
  /** Environment of the model program. */
  readonly env?: NodeJS.ProcessEnv;
}

/** The last lines of a text, for an error message. */
function lastLines(text: string, n: number): string {
  return text.trimEnd().split('\n').slice(-n).join('\n');
}

/** ERROR lines of the Raven_errors.txt files beside the response files, if any. */
function ravenErrors(dirs: readonly string[]): string[] {
  const out: string[] = [];
  for (const dir of dirs) {
    const path = join(dir, 'Raven_errors.txt');
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'latin1').split('\n'))
      if (line.startsWith('ERROR')) out.push(line.trim());
  }
  return out;
}

/** An OSTRICH setup's model, run as OSTRICH runs it. */
export class OstrichEvaluator implements Evaluator {
  private readonly templates: { text: string; model: string }[];
  private readonly written = new Map<string, string>();
  private readonly runner: TaskRunner;
  private evaluations = 0;

  constructor(
    readonly setup: OstrichSetup,
    private readonly space: SearchSpace,
    private readonly options: OstrichEvaluatorOptions = {},
  ) {
    this.runner = options.runner ?? localRunner(1);
    const problems: SetupProblem[] = [];
    const from = (path: string) => resolve(setup.dir, path);
    this.templates = [];
    for (const pair of setup.filePairs) {
      const path = from(pair.template);
      if (!existsSync(path))
        problems.push({ place: pair.place, message: `template ${pair.template} not found` });
      else this.templates.push({ text: readFileSync(path, 'latin1'), model: pair.model });
    }
    const exe = setup.modelExecutable;
    if (exe.path.includes('/') && !existsSync(from(exe.path))) {
      problems.push({ place: exe.place, message: `ModelExecutable ${exe.path} not found` });
    }
    if (setup.preserveBestModel && !existsSync(from(setup.preserveBestModel.path))) {
      problems.push({
        place: setup.preserveBestModel.place,
        message: `PreserveBestModel ${setup.preserveBestModel.path} not found`,
      });
    }
    for (const f of setup.extraFiles)
      if (!existsSync(from(f)))
        problems.push({ place: { file: setup.file, line: 0 }, message: `extra file ${f} not found` });
    for (const d of setup.extraDirs)
      if (!existsSync(from(d)))
        problems.push({ place: { file: setup.file, line: 0 }, message: `extra directory ${d} not found` });
    // OSTRICH only warns about a parameter no template holds; it can never be calibrated, so say so.
    if (this.templates.length === setup.filePairs.length) {
      const all = this.templates.map((t) => t.text).join('\n');
      for (const p of [...setup.parameters, ...setup.tied]) {
        if (namesIn(all, [p.name]).length === 0) {
          problems.push({
            place: p.place ?? null,
            message: `${p.name} is in no template (${setup.filePairs.map((f) => f.template).join(', ')})`,
          });
        }
      }
    }
    if (problems.length > 0) throw new CalibrationSetupError(problems);
  }

  slotDir(slot: number): string {
    const prefix = this.setup.modelSubdir;
    return prefix === null ? this.setup.dir : join(this.setup.dir, `${prefix}${slot}`);
  }

  async prepare(slot: number): Promise<void> {
    const { setup } = this;
    if (setup.modelSubdir === null) return;
    const dir = this.slotDir(slot);
    // A fresh directory: a model program left running by a killed calibration keeps the old one (deleted).
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    await mkdir(dir, { recursive: true });
    const from = (path: string) => resolve(setup.dir, path);
    const copyInto = async (path: string) => {
      if (isAbsolute(path) || !existsSync(from(path))) return;
      await copyFile(from(path), join(dir, basename(path)));
    };
    await copyInto(setup.modelExecutable.path);
    if (setup.preserveBestModel) await copyInto(setup.preserveBestModel.path);
    for (const f of setup.extraFiles) {
      await mkdir(dirname(join(dir, f)), { recursive: true });
      await copyFile(from(f), join(dir, f));
    }
    for (const d of setup.extraDirs) await cp(from(d), join(dir, d), { recursive: true });
    for (const key of [...this.written.keys()]) if (key.startsWith(`${slot}\0`)) this.written.delete(key);
  }

  /** Runs a program in a slot's directory as OSTRICH runs it, its output into `outputFile`. */
  private async runProgram(
    path: string,
    dir: string,
    outputFile: string,
    signal?: AbortSignal,
  ): Promise<{
    ok: boolean;
    output: string;
    ms: number;
    problem: string | null;
    signal?: NodeJS.Signals | null;
  }> {
    const lines: string[] = [];
    const started = performance.now();
    const run = async (argv: readonly string[]) => {
      const [program, ...args] = this.runner.wrap(argv);
      return runProcess(program!, args, {
        cwd: dir,
        env: this.options.env ?? process.env,
        timeout: this.options.timeout ?? DEFAULT_TIMEOUT_MS,
        signal,
        onLine: (line) => lines.push(line),
      });
    };
    let outcome;
    try {
      outcome = await run([path]);
    } catch (error) {
      // A script without a #! line: the shell OSTRICH's system() goes through runs it.
      if ((error as NodeJS.ErrnoException).code !== 'ENOEXEC') {
        const output = `${path}: ${(error as Error).message}`;
        await writeFile(join(dir, outputFile), output + '\n');
        return { ok: false, output, ms: performance.now() - started, problem: output };
      }
      outcome = await run(['/bin/sh', path]);
    }
    const output = lines.join('\n') + (lines.length > 0 ? '\n' : '');
    writeInPlace(join(dir, outputFile), output, 'utf8');
    const problem = outcome.timedOut
      ? `killed after the timeout`
      : outcome.aborted
        ? 'aborted'
        : outcome.signal
          ? `killed by ${outcome.signal}`
          : outcome.exitCode !== 0
            ? `exited with status ${outcome.exitCode}`
            : null;
    return { ok: problem === null, output, ms: outcome.elapsedMs, problem, signal: outcome.signal };
  }

  async evaluate(slot: number, x: readonly number[], signal?: AbortSignal): Promise<Evaluation> {
    const { setup } = this;
    const dir = this.slotDir(slot);
    const texts = this.space.texts(x);
    for (const t of this.templates) {
      const text = fillTemplate(t.text, texts);
      const key = `${slot}\0${t.model}`;
      if (this.written.get(key) === text && existsSync(join(dir, t.model))) continue;
      writeInPlace(join(dir, t.model), text);
      this.written.set(key, text);
    }
    const files = responseFiles(setup);
    await Promise.all(files.map((f) => rm(join(dir, f), { force: true })));
    const first = this.evaluations++ === 0;
    const run = await this.runProgram(setup.modelExecutable.path, dir, EXE_OUTPUT, signal);
    const missing = files.filter((f) => !existsSync(join(dir, f)));
    if (missing.length > 0 || run.problem === 'aborted') {
      const raven = ravenErrors(files.map((f) => dirname(join(dir, f))));
      const why = [
        `${setup.modelExecutable.path} ${run.problem ?? 'finished'} without writing ${missing.join(', ')}`,
        ...raven,
        ...(raven.length === 0 && run.output.trim() !== ''
          ? [`its last output:\n${lastLines(run.output, 5)}`]
          : []),
      ];
      return {
        cost: Infinity,
        ok: false,
        error: why.join('\n'),
        responses: {},
        runMs: run.ms,
        ...(run.signal && STOP_SIGNALS.includes(run.signal) && { stoppedBy: run.signal }),
      };
    }
    try {
      const { cost, responses } = ostrichObjective(setup, (f) => readFileSync(join(dir, f), 'latin1'));
      return {
        cost: Number.isNaN(cost) ? Infinity : cost,
        ok: !Number.isNaN(cost),
        responses: Object.fromEntries(responses),
        runMs: run.ms,
        ...(Number.isNaN(cost) && { error: 'the objective is not a number' }),
      };
    } catch (error) {
      if (!(error instanceof ResponseError)) throw error;
      // The outputs are there but hold no value where the setup says: that is the setup's mistake, and it
      // would fail every evaluation.
      if (first) {
        const r = [
          ...setup.responses,
          ...(setup.objective.kind === 'WSSE' ? setup.objective.observations : []),
        ].find((v) => v.name === error.response);
        throw new CalibrationSetupError([
          { place: r?.place ?? null, message: `${r ? `${r.name}: ` : ''}${error.message}` },
        ]);
      }
      return { cost: Infinity, ok: false, error: error.message, responses: {}, runMs: run.ms };
    }
  }

  async onBest(slot: number, signal?: AbortSignal): Promise<void> {
    const script = this.setup.preserveBestModel;
    if (!script) return;
    await this.runProgram(script.path, this.slotDir(slot), 'OstSaveOut.txt', signal);
  }
}
