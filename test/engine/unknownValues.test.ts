/**
 * What Raven does with a value it does not know, proved on the real engine: for every enumerated argument of
 * every .rvi command (each option, each process algorithm) and a sample of the other files, a misspelt value is
 * written into a copy of a corpus model shortened to a few days, Raven runs, and the outcome must be the one
 * the grammar's `unknown` says: `fatal` stops at once with an ERROR, `error` logs an ERROR and stops before
 * simulating, `warning` completes with one WARNING more than the control run, `ignored` completes with exactly
 * the messages of the control run. The control run has the argument's fallback value, or the line without the
 * argument, or no line at all. A second run writes every value of every .rvi option list and checks that
 * Raven rejects none of them.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CATALOGUE } from '../../grammar/index.js';
import {
  ENERGY_PROCESSES,
  GEOCHEMICAL_PROCESSES,
  HYDROLOGIC_PROCESSES,
  PROCESS_MODIFIERS,
} from '../../grammar/rvi/processes.js';
import type { Arg, CommandSpec, FileType, UnknownValue } from '../../grammar/types.js';
import { MODELS, copyModel, ravenBinary, removeTemporaryDirs, tempDir } from './helpers.js';

const run = promisify(execFile);
const MODEL = MODELS.irondequoit;

/** The messages of one run (Raven_errors.txt). */
interface Outcome {
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  readonly completed: boolean;
}

/** A misspelt value of one argument of one command, and where its line goes. */
interface Case {
  readonly label: string;
  readonly file: FileType;
  readonly arg: Arg;
  /** The command line with this value in the argument. */
  readonly line: (value: string) => string;
  /** Lines written before it (groups it refers to). */
  readonly prelude?: string;
  /** The line of the file it is written after (default: :SoilModel in the .rvi, the end elsewhere). */
  readonly after?: RegExp;
  /**
   * What Raven reads when it passes over an unknown value that has no fallback: the line without the
   * (optional) argument, or nothing at all (undefined).
   */
  readonly without?: string;
}

/** The word a misspelt value stands for: not in the list, not even upper-cased. */
function misspelt(arg: Arg): string {
  const value = `${arg.values![0]}X`;
  expect(arg.values).not.toContain(value.toUpperCase());
  return value;
}

/** Words given to arguments that are not under test, where the first listed value or a plain word would not do. */
const FILL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The infill method is read only after PET_DATA.
  ':Evaporation': { method: 'PET_DATA' },
  ':OW_Evaporation': { method: 'PET_DATA' },
  ':CustomOutput': { variable: 'STREAMFLOW' },
  ':AggregateDiagnostic': { observation_type: 'HYDROGRAPH' },
  ':LateralFlush': { to_keyword: 'To' },
  ':-->Conditional': { value: 'TestGroup' },
};

/** How many arguments to write: the required ones, up to the one under test, and what makes Raven read it. */
function argCount(spec: CommandSpec, index: number): number {
  const required = (spec.args ?? []).filter((a) => !a.optional && !a.variadic).length;
  // The :EvaluationPeriod condition is read only when a threshold follows it.
  const extra = spec.name === ':EvaluationPeriod' ? 1 : 0;
  return Math.max(required, index + 1 + extra);
}

/** A command line with `value` in argument `index` and ordinary words elsewhere. */
function commandLine(spec: CommandSpec, index: number, value: string): string {
  const args = spec.args ?? [];
  const words = [spec.name];
  for (let j = 0; j < argCount(spec, index); j++) {
    const arg = args[Math.min(j, args.length - 1)];
    const fill = FILL[spec.name]?.[arg.name];
    if (j === index) words.push(value);
    else if (fill) words.push(fill);
    else if (arg.type === 'enum') words.push(arg.values![0]);
    else if (arg.type === 'stateVar') words.push(arg.name.startsWith('to') ? 'SURFACE_WATER' : 'SOIL[0]');
    else if (arg.type === 'int' || arg.type === 'float') words.push('1');
    else if (arg.type === 'date') words.push('2000-01-02');
    else if (arg.type === 'time') words.push('00:00:00');
    else words.push('TestGroup');
  }
  return words.join(' ');
}

/** Where a .rvi command goes: after :SoilModel (and the test's HRU group), or where Raven needs it. */
function placement(spec: CommandSpec): Pick<Case, 'after' | 'prelude'> {
  if (spec.name === ':-->Conditional') return { after: /^\s*:Baseflow/ };
  // :LateralEquilibrate hands two state-variable slots to AddStateVariables but fills only the first
  // (ParseInput.cpp, case 238): it works only where an earlier process line left a valid second one.
  if (spec.name === ':LateralEquilibrate' || spec.name === ':LateralFlush') return { after: /^\s*:Flush/ };
  if (spec.name === ':Transport') return { after: /^:EndHydrologicProcesses/ };
  const transported = [':Decay', ':Transformation', ':Equilibrium'];
  if (transported.includes(spec.name))
    return { after: /^:EndHydrologicProcesses/, prelude: ':Transport Nitrate' };
  return {};
}

/**
 * Arguments whose control line cannot run on this model: the open-water infill is read only with
 * `:OW_Evaporation PET_DATA`, which needs OW_PET data the model does not have (it is read by the same
 * ParseEvapMethod as the :Evaporation infill, which is tested).
 */
const UNTESTABLE = new Set([':OW_Evaporation infill_method']);

/** Every enumerated argument of every .rvi command (aliases read the same arguments). */
function rviCases(): Case[] {
  const cases: Case[] = [];
  for (const spec of CATALOGUE.rvi.commands) {
    (spec.args ?? []).forEach((arg, index) => {
      if (arg.type !== 'enum' || UNTESTABLE.has(`${spec.name} ${arg.name}`)) return;
      const line = (value: string) => commandLine(spec, index, value);
      const without = arg.optional
        ? line('')
            .split(' ')
            .slice(0, index + 1)
            .join(' ')
        : undefined;
      cases.push({ label: `${spec.name} ${arg.name}`, file: 'rvi', arg, line, without, ...placement(spec) });
    });
  }
  return cases;
}

/** The argument `name` of command `command` of a file type's catalogue. */
function argOf(file: FileType, command: string, name: string): Arg {
  const spec = CATALOGUE[file].commands.find((c) => c.name === command);
  const arg = spec?.args?.find((a) => a.name === name);
  if (!arg) throw new Error(`no argument ${name} of ${command} in the .${file} catalogue`);
  return arg;
}

/** A sample of the other files, one per behaviour they show. */
const SUBBASIN_GROUP = ':SubBasinGroup G1\n  1\n:EndSubBasinGroup';
const OTHER_CASES: readonly Case[] = [
  {
    label: '.rvp :TransientParameter class_type',
    file: 'rvp',
    arg: argOf('rvp', ':TransientParameter', 'class_type'),
    line: (v) =>
      `:TransientParameter X4 ${v} DEFAULT_P\n2000-01-01 00:00:00 1.0 1\n1.0\n:EndTransientParameter`,
  },
  {
    label: '.rvp :HRUTypeChange hru_type',
    file: 'rvp',
    arg: argOf('rvp', ':HRUTypeChange', 'hru_type'),
    line: (v) => `:HRUTypeChange TestGroup ${v} 2000-01-03`,
  },
  {
    label: '.rvh :PopulateHRUGroup condition_base',
    file: 'rvh',
    arg: argOf('rvh', ':PopulateHRUGroup', 'condition_base'),
    line: (v) => `:PopulateHRUGroup TestGroup With ${v} NOTWITHIN TestGroup`,
  },
  {
    label: '.rvh :PopulateSubBasinGroup condition',
    file: 'rvh',
    arg: argOf('rvh', ':PopulateSubBasinGroup', 'condition'),
    line: (v) => `:PopulateSubBasinGroup G2 With SUBBASINS ${v} G1`,
    prelude: SUBBASIN_GROUP,
  },
  {
    label: '.rvh :IntersectSubBasinGroups condition',
    file: 'rvh',
    arg: argOf('rvh', ':IntersectSubBasinGroups', 'condition'),
    line: (v) => `:IntersectSubBasinGroups G3 From G1 And ${v} G1`,
    prelude: SUBBASIN_GROUP,
  },
  {
    label: '.rvc :Nudge method',
    file: 'rvc',
    arg: argOf('rvc', ':Nudge', 'method'),
    line: (v) => `:Nudge ${v} SOIL[0] 1.0 TestGroup`,
  },
];

let model: string;
let baseline: Outcome;

/** Reads the messages Raven wrote in `out`. */
async function outcomeOf(out: string): Promise<Outcome> {
  const path = join(out, 'Raven_errors.txt');
  const text = existsSync(path) ? await readFile(path, 'latin1') : '';
  const lines = text.split(/\r?\n/);
  return {
    errors: lines.filter((l) => l.startsWith('ERROR')),
    warnings: lines.filter((l) => l.startsWith('WARNING')),
    completed: text.includes('SIMULATION COMPLETE'),
  };
}

/** Inserts `lines` into a file's text after the first line matching `after` (or at the end). */
function inserted(text: string, lines: string, after?: RegExp): string {
  const all = text.split('\n');
  const at = after ? all.findIndex((l) => after.test(l)) : -1;
  if (after && at < 0) throw new Error(`no line matching ${after}`);
  if (at < 0) return `${text.replace(/\s*$/, '')}\n${lines}\n`;
  return [...all.slice(0, at + 1), lines, ...all.slice(at + 1)].join('\n');
}

/** Runs Raven on a copy of the prepared model with lines added to one file. */
async function runWith(file: FileType, lines: string, after?: RegExp): Promise<Outcome> {
  const dir = join(await tempDir('rvkit-unknown-'), 'model');
  cpSync(model, dir, { recursive: true });
  const path = join(dir, `${MODEL.stem}.${file}`);
  const where = after ?? (file === 'rvi' ? /^:DefineHRUGroup TestGroup/ : undefined);
  await writeFile(path, inserted(await readFile(path, 'latin1'), lines, where), 'latin1');
  await run(ravenBinary(), [MODEL.stem, '-o', 'out/'], { cwd: dir, timeout: 60_000 });
  return outcomeOf(join(dir, 'out'));
}

function runLine(c: Case, line: string): Promise<Outcome> {
  return runWith(c.file, [c.prelude, line].filter(Boolean).join('\n') || '# control', c.after);
}

/** The line as Raven goes on with it when it passes over an unknown value: the fallback, or without it. */
function controlLine(c: Case): string {
  return c.arg.fallback ? c.line(c.arg.fallback) : (c.without ?? '');
}

/** The messages of `outcome` that the baseline run does not have. */
function fresh(outcome: Outcome): { errors: string[]; warnings: string[] } {
  return {
    errors: outcome.errors.filter((e) => !baseline.errors.includes(e)),
    warnings: outcome.warnings.filter((w) => !baseline.warnings.includes(w)),
  };
}

/** Runs jobs two at a time (the machine has two cores). */
async function inPairs<T, R>(items: readonly T[], job: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await job(items[i]);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

const ABOUT_THE_VALUE = /unrecogni[sz]ed|invalid|unknown|incorrect/i;
const CIRCULAR = 'Errors found in input data';

/** Checks one misspelt run (and its control run with a known value) against the grammar's `unknown`. */
function expectBehaviour(unknown: UnknownValue, bad: Outcome, control: Outcome | undefined): void {
  const { errors, warnings } = fresh(bad);
  switch (unknown) {
    case 'fatal':
      expect(bad.completed).toBe(false);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(ABOUT_THE_VALUE);
      expect(errors[0]).not.toContain(CIRCULAR);
      break;
    case 'error':
      expect(bad.completed).toBe(false);
      expect(errors[0]).toMatch(ABOUT_THE_VALUE);
      expect(errors[errors.length - 1]).toContain(CIRCULAR);
      break;
    case 'warning':
      expect(control?.completed).toBe(true);
      expect(bad.completed).toBe(true);
      expect(errors).toEqual([]);
      expect(warnings.filter((w) => !control!.warnings.includes(w))).toEqual([
        expect.stringMatching(ABOUT_THE_VALUE),
      ]);
      break;
    case 'ignored':
      expect(control?.completed).toBe(true);
      expect(bad.completed).toBe(true);
      expect(bad.errors).toEqual(control!.errors);
      expect(bad.warnings).toEqual(control!.warnings);
      break;
  }
}

beforeAll(async () => {
  model = await copyModel(MODEL);
  const rvi = join(model, `${MODEL.stem}.rvi`);
  // Three days keep each run near 0.1 s; TestGroup is the HRU group the sample lines name.
  const text = (await readFile(rvi, 'latin1')).replace(/^:Duration\s+\d+/m, ':Duration 3');
  await writeFile(rvi, inserted(text, ':DefineHRUGroup TestGroup', /^:SoilModel/), 'latin1');
  baseline = await runWith('rvi', '# baseline');
  expect(baseline.completed).toBe(true);
  expect(baseline.errors).toEqual([]);
}, 60_000);

afterAll(removeTemporaryDirs);

describe('a misspelt value, as the grammar says Raven treats it', () => {
  const cases = [...rviCases(), ...OTHER_CASES];

  test('every enumerated argument says what Raven does with an unknown value', () => {
    for (const file of Object.values(CATALOGUE)) {
      const walk = (specs: readonly CommandSpec[]) => {
        for (const spec of specs) {
          for (const arg of [...(spec.args ?? []), ...(spec.block?.rows?.columns ?? [])]) {
            if (arg.type === 'enum')
              expect([spec.name, arg.unknown]).toEqual([spec.name, expect.any(String)]);
          }
          walk(spec.block?.children ?? []);
        }
      };
      walk(file.commands);
    }
  });

  test('covers every behaviour class, every .rvi option and every process command', () => {
    const classes = new Set(cases.map((c) => c.arg.unknown));
    expect([...classes].sort()).toEqual(['error', 'fatal', 'ignored', 'warning']);
    const rviCommands = new Set(rviCases().map((c) => c.label.split(' ')[0]));
    const withEnum = CATALOGUE.rvi.commands.filter((c) => c.args?.some((a) => a.type === 'enum'));
    expect(rviCommands.size).toBe(withEnum.length);
    expect(rviCommands.size).toBeGreaterThan(70);
  });

  test('Raven fails, warns or goes on exactly as recorded', async () => {
    const results = await inPairs(cases, async (c) => {
      const bad = await runLine(c, c.line(misspelt(c.arg)));
      const needsControl = c.arg.unknown === 'warning' || c.arg.unknown === 'ignored';
      const control = needsControl ? await runLine(c, controlLine(c)) : undefined;
      return { c, bad, control };
    });
    const mismatches: string[] = [];
    for (const { c, bad, control } of results) {
      try {
        expectBehaviour(c.arg.unknown!, bad, control);
      } catch {
        mismatches.push(`${c.label} (${c.arg.unknown}): ${JSON.stringify({ bad: fresh(bad), control })}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});

describe('every listed value', () => {
  // The option commands (not the processes, whose lines build process objects that check their stores, nor
  // :SoilModel, which builds the model once) are written with each of their values, then a misspelt :Routing
  // that must be the only value Raven complains about: the error stops the run before it simulates.
  const PROCESS_LINES = new Set(
    [...HYDROLOGIC_PROCESSES, ...PROCESS_MODIFIERS, ...GEOCHEMICAL_PROCESSES, ...ENERGY_PROCESSES].map(
      (c) => c.name,
    ),
  );
  const SKIP = new Set([':SoilModel', ':Transport', ...PROCESS_LINES]);

  test('Raven reads every value of every .rvi list', async () => {
    const lines: string[] = [];
    let count = 0;
    for (const spec of CATALOGUE.rvi.commands) {
      if (SKIP.has(spec.name)) continue;
      (spec.args ?? []).forEach((arg, index) => {
        if (arg.type !== 'enum' || UNTESTABLE.has(`${spec.name} ${arg.name}`)) return;
        for (const value of arg.values!) {
          lines.push(commandLine(spec, index, value));
          count++;
        }
      });
    }
    const routing = CATALOGUE.rvi.commands.find((c) => c.name === ':Routing')!;
    lines.push(commandLine(routing, 0, 'ROUTE_NONEX'));
    const outcome = await runWith('rvi', lines.join('\n'));
    const { errors, warnings } = fresh(outcome);
    expect(count).toBeGreaterThan(250);
    // The misspelt :Routing, written last, is reached and is the only value Raven does not know (the last
    // values chosen may make later files ask for more, which is not about the values).
    expect(errors.filter((e) => ABOUT_THE_VALUE.test(e))).toEqual([
      'ERROR    : ParseMainInputFile: Unrecognized routing method',
    ]);
    expect(warnings.filter((w) => ABOUT_THE_VALUE.test(w))).toEqual([]);
  }, 60_000);
});
