/**
 * The process the fault suite kills: `node child.js <command>` loads what the command needs, prints `ready`,
 * reads one job (a JSON line: the case directory) from standard input, runs the command on it and exits with
 * its code (1 and the message on standard error when a library call throws). Loading first lets the suite
 * start the next child while it kills this one, and aim its kills at the command rather than at Node's start.
 * The CLI commands run their real `run` (as `rvkit fmt --write` / `rvkit fix` do); the library calls are the
 * public ones.
 */
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { CALIBRATION, editNith, editTiny, NEW_SETS, SALMON_NC } from './models.js';

/** What the child is told to do. */
export interface Job {
  /** The case directory (see models.ts). */
  readonly caseDir: string;
  /** Extra command-line arguments (the CLI commands). */
  readonly args?: readonly string[];
  /** The whole command line of a CLI command, instead of its usual one on `<caseDir>/model`. */
  readonly argv?: readonly string[];
  /** The emulator's and parameter sets' runs: overwrite the work directory's files (default true). */
  readonly overwrite?: boolean;
}

type Run = (job: Job) => Promise<number>;

const io = {
  out: () => undefined,
  err: (t: string) => void process.stderr.write(t),
  interactive: false,
};

/** Each command, loaded: what it does with a job. */
const COMMANDS: Record<string, () => Promise<Run>> = {
  async fmt() {
    const { fmtCommand } = await import('../../src/cli/commands/fmt.js');
    return (job) =>
      fmtCommand.run(job.argv ?? ['--write', join(job.caseDir, 'model'), ...(job.args ?? [])], io);
  },
  async fix() {
    const { fixCommand } = await import('../../src/cli/commands/fix.js');
    return (job) => fixCommand.run(job.argv ?? [join(job.caseDir, 'model'), ...(job.args ?? [])], io);
  },
  async calibrate() {
    const { calibrateCommand } = await import('../../src/cli/commands/calibrate.js');
    return (job) =>
      calibrateCommand.run(job.argv ?? [join(job.caseDir, 'model'), ...CALIBRATION, ...(job.args ?? [])], io);
  },
  async saveProject() {
    const { loadProject, saveProject } = await import('../../src/project/index.js');
    return async (job) => {
      const project = await loadProject(join(job.caseDir, 'model'));
      editNith(project);
      await saveProject(project);
      return 0;
    };
  },
  async writeRv() {
    const { Config } = await import('../../src/models/sections/config.js');
    await import('../../src/index.js');
    return async (job) => {
      const model = join(job.caseDir, 'model');
      const config = await Config.load(model);
      editTiny(config);
      await config.writeRv(model, undefined, true);
      return 0;
    };
  },
  async emulator() {
    const { Config } = await import('../../src/models/sections/config.js');
    const { Emulator } = await import('../../src/engine/emulator.js');
    await import('../../src/index.js');
    return async (job) => {
      const config = await Config.load(join(job.caseDir, 'model'));
      editTiny(config);
      await new Emulator(config, join(job.caseDir, 'work'), 'tiny', job.overwrite ?? true).run();
      return 0;
    };
  },
  async parameterSets() {
    const { parameterSetsConfig } = await import('./symbolic.js');
    const { runParameterSets } = await import('../../src/engine/parameterSets.js');
    const config = await parameterSetsConfig(SALMON_NC);
    return async (job) => {
      const outcomes = await runParameterSets(config, NEW_SETS, join(job.caseDir, 'work'), {
        modelname: 'salmon',
        overwrite: job.overwrite ?? true,
      });
      for (const o of outcomes)
        if (!o.ok) process.stderr.write(`member ${o.index + 1}: ${o.error.message}\n`);
      return outcomes.every((o) => o.ok) ? 0 : 1;
    };
  },
};

const name = process.argv[2] ?? '';
const load = COMMANDS[name];
if (!load) {
  process.stderr.write(`child: no command ${name}\n`);
  process.exit(2);
}
const run = await load();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  lines.close();
  let code: number;
  try {
    code = await run(JSON.parse(line) as Job);
  } catch (e) {
    process.stderr.write(`${(e as Error).name}: ${(e as Error).message}\n`);
    code = 1;
  }
  process.exit(code);
}
