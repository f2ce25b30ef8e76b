/**
 * Reading OSTRICH's input file, `ostIn.txt`, as OSTRICH reads it (src/Model.cpp, ParameterGroup.cpp,
 * ResponseVarGroup.cpp, DDSAlgorithm.cpp, PDDSAlgorithm.cpp of DOI-BOR/ostrich), for the settings rvkit runs.
 * OSTRICH skips what it does not know; rvkit never does: every key or section it does not run is an error
 * naming its line, and every problem of the file is reported at once.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CalibrationSetupError, type Place, type SetupProblem } from '../errors.js';
import {
  fixedFormat,
  type Parameter,
  type TiedForm,
  type TiedParameter,
  type Transform,
} from '../parameters.js';
import type {
  DdsSettings,
  FilePair,
  Observation,
  OstrichObjective,
  OstrichSetup,
  ResponseLocation,
  ResponseVar,
  TiedResponseVar,
} from './setup.js';

/** A line of ostIn.txt that is neither blank nor a comment. */
interface DataLine {
  /** 1-based line number. */
  readonly n: number;
  /** The line without its leading and trailing whitespace. */
  readonly text: string;
  readonly words: readonly string[];
  /** The 1-based column of each word in the file's line. */
  readonly columns: readonly number[];
}

/** The words of a line and their 1-based columns. */
function wordsAt(raw: string): { words: string[]; columns: number[] } {
  const out = { words: [] as string[], columns: [] as number[] };
  for (const m of raw.matchAll(/[^ \t\r]+/g)) {
    out.words.push(m[0]);
    out.columns.push(m.index! + 1);
  }
  return out;
}

/** The column of `word` in a line: the first whole word equal to it from word `from` on (undefined if none). */
function columnOf(l: DataLine, word: string | undefined, from = 0): number | undefined {
  if (word === undefined) return undefined;
  const i = l.words.indexOf(word, from);
  return i < 0 ? undefined : l.columns[i];
}

/** The keys OSTRICH reads that rvkit does not run, with what to do instead. */
const UNSUPPORTED_KEYS: Record<string, string> = {
  OstrichCaching: 'rvkit runs every evaluation (set it to no)',
  CheckSensitivities: 'rvkit does not check sensitivities (set it to no)',
  SurrogateApproach: 'rvkit has no surrogate models (set it to no)',
  DisklessModel: 'rvkit runs models on disk (set it to no)',
  SuperMUSE: 'rvkit runs on its own workers or a Slurm allocation (set it to no)',
  TelescopingStrategy: 'rvkit has no telescoping bounds (set it to none)',
  BoxCoxTransformation: 'rvkit does not transform residuals',
  PenalizeInfeasibleParameters: 'rvkit keeps parameters inside their bounds',
  NumberOfSurrogates: 'rvkit has no surrogate models',
  SelectionScheme: 'this is a genetic algorithm setting',
  OnObsError: 'a response rvkit cannot read makes the evaluation fail (the worst objective)',
  OstrichWarmStart:
    'rvkit continues an interrupted calibration with --resume, from its own journal (set it to no)',
  PreserveModelOutput: 'rvkit keeps the best run; set it to no',
};

/** Keys whose value may say "off" (then they are accepted): the words that mean off. */
const OFF_VALUES: Record<string, readonly string[]> = {
  OstrichCaching: ['no'],
  CheckSensitivities: ['no'],
  SurrogateApproach: ['no'],
  DisklessModel: ['no'],
  SuperMUSE: ['no'],
  TelescopingStrategy: ['none'],
  OstrichWarmStart: ['no'],
  PreserveModelOutput: ['no'],
};

/** OSTRICH's sections that rvkit does not run (any other Begin… is unknown to OSTRICH too). */
const UNSUPPORTED_SECTIONS = new Set([
  'IntegerParams',
  'CombinatorialParams',
  'GeomParams',
  'SpecialParams',
  'ParameterCorrection',
  'TypeConversion',
  'MathAndStats',
  'MoreStats',
  'SimulatedAlg',
  'GeneticAlg',
  'SamplingAlg',
  'SteepDescAlg',
  'PowellAlg',
  'FletchReevesAlg',
  'BisectionAlg',
  'LevMar',
  'ParticleSwarm',
  'APPSO',
  'SCEUA',
  'GLUE',
  'SMOOTH',
  'PAES',
  'NSGAII',
  'MOPSOCD',
  'PADDSAlg',
  'PADDS',
  'ParallelPADDSAlg',
  'ParallelPADDS',
  'ParaPADDSAlg',
  'ParaPADDS',
  'DiscreteDDSAlg',
  'BEERS',
  'SuperMUSE',
  'SurrogateModels',
  'PumpAndTreat',
  'PlumeGeometry',
  'CandidateWells',
  'LookupTable',
]);

/** The program types OSTRICH has, for the message that names what rvkit does not run. */
const OTHER_PROGRAMS = [
  'GeneticAlgorithm',
  'BinaryGeneticAlgorithm',
  'ShuffledComplexEvolution',
  'SamplingAlgorithm',
  'ParticleSwarm',
  'APPSO',
  'PSO-GML',
  'SimulatedAnnealing',
  'DiscreteSimulatedAnnealing',
  'VanderbiltSimulatedAnnealing',
  'Levenberg-Marquardt',
  'GML-MS',
  'Powell',
  'Steepest-Descent',
  'Fletcher-Reeves',
  'RegressionStatistics',
  'Jacobian',
  'Hessian',
  'Gradient',
  'ModelEvaluation',
  'GridAlgorithm',
  'DDSAU',
  'DiscreteDDS',
  'GLUE',
  'RejectionSampler',
  'MetropolisSampler',
  'SMOOTH',
  'MOPSOCD',
  'PAES',
  'NSGAII',
  'PADDS',
  'ParaPADDS',
  'BEERS',
  'VARS',
];

/** The DDS sections each program reads, in the order OSTRICH looks for them. */
const DDS_SECTIONS: Record<OstrichSetup['programType'], readonly string[]> = {
  DDS: ['DDSAlg', 'DDS'],
  ParallelDDS: ['ParallelDDSAlg', 'ParallelDDS', 'ParaDDSAlg', 'ParaDDS', 'DDSAlg', 'DDS'],
};

/** A C `atof`-like strict number: the whole word must be a number (OSTRICH would read garbage as 0). */
function number(word: string | undefined): number | null {
  if (word === undefined || !/^[+-]?(\d+\.?\d*|\.\d+)([eEdD][+-]?\d+)?$/.test(word)) return null;
  return Number(word.replace(/[dD]/, 'e'));
}

/** OSTRICH's ExtractFileName: a name may hold spaces and ends at a TAB or ';' (the rest follows). */
function fileName(text: string): { name: string; rest: string; separated: boolean } {
  let i = 0;
  while (i < text.length && (/\s/.test(text[i]!) || text[i] === ';')) i++;
  let j = i;
  while (j < text.length && text[j] !== ';' && (text[j] === ' ' || !/\s/.test(text[j]!))) j++;
  const name = text.slice(i, j).replace(/ +$/, '');
  const separated = j < text.length;
  return {
    name: name.replace(/^"(.*)"$/, '$1'),
    rest: text.slice(j < text.length && text[j] === ';' ? j + 1 : j),
    separated,
  };
}

/** The words of a text: separated by spaces and tabs. */
function words(text: string): string[] {
  return text.split(/[ \t]+/).filter((w) => w !== '');
}

/** The text after the first `n` words of a line. */
function afterWords(text: string, n: number): string {
  const m = new RegExp(`^(?:[ \\t]*[^ \\t]+){${n}}`).exec(text);
  return m ? text.slice(m[0].length) : '';
}

/** Reads `ostIn.txt`; throws `CalibrationSetupError` with every problem found, each with its line. */
export function parseOstIn(path: string): OstrichSetup {
  const file = resolve(path);
  const text = readFileSync(file, 'latin1');
  return parseOstInText(text, file);
}

/** Reads the text of an ostIn.txt read from `file`. */
export function parseOstInText(text: string, file: string): OstrichSetup {
  const problems: SetupProblem[] = [];
  const notes: { place: Place; message: string }[] = [];
  const at = (n: number, column?: number): Place => ({ file, line: n, ...(column && { column }) });
  const fail: Fail = (n, message, column) => problems.push({ place: at(n, column), message });

  const lines: DataLine[] = [];
  text.split('\n').forEach((raw, i) => {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    lines.push({ n: i + 1, text: trimmed, ...wordsAt(raw) });
  });

  const keys = new Map<string, DataLine>();
  const sections = new Map<string, { begin: DataLine; body: DataLine[] }>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const key = line.words[0]!;
    if (key.startsWith('Begin') && key.length > 5) {
      const name = key.slice(5);
      const end = lines.findIndex((l, j) => j > i && l.words[0] === `End${name}`);
      if (end < 0) {
        fail(line.n, `${key} has no End${name}`, line.columns[0]);
        continue;
      }
      if (sections.has(name))
        fail(
          line.n,
          `a second ${key} section (the first is on line ${sections.get(name)!.begin.n})`,
          line.columns[0],
        );
      else sections.set(name, { begin: line, body: lines.slice(i + 1, end) });
      i = end;
      continue;
    }
    if (key.startsWith('End')) {
      fail(line.n, `${key} without Begin${key.slice(3)}`, line.columns[0]);
      continue;
    }
    if (keys.has(key)) {
      // OSTRICH reads the first occurrence of a key; a second one is a mistake worth saying.
      fail(
        line.n,
        `${key} is set twice (first on line ${keys.get(key)!.n}); OSTRICH reads only the first`,
        line.columns[0],
      );
      continue;
    }
    keys.set(key, line);
  }

  const value = (key: string): { line: DataLine; rest: string } | null => {
    const line = keys.get(key);
    return line ? { line, rest: line.text.slice(key.length).trim() } : null;
  };
  const firstWord = (rest: string) => words(rest.replace(/\s#.*$/, ''))[0];

  // The keys rvkit runs.
  const known = new Set([
    'ProgramType',
    'ObjectiveFunction',
    'ModelExecutable',
    'ModelSubdir',
    'ModelSubDir',
    'PreserveBestModel',
    'RandomSeed',
    'NumDigitsOfPrecision',
    'SynchReceives',
    'AttemptFileCleanup',
    'ModelOutputRedirectionFile',
  ]);
  for (const [key, line] of keys) {
    if (known.has(key)) continue;
    if (key in UNSUPPORTED_KEYS) {
      const v = (firstWord(line.text.slice(key.length)) ?? '').toLowerCase();
      if (OFF_VALUES[key]?.includes(v)) continue;
      fail(line.n, `${key} is not supported by rvkit: ${UNSUPPORTED_KEYS[key]}`, line.columns[0]);
    } else
      fail(
        line.n,
        `unknown OSTRICH key ${JSON.stringify(key)} (OSTRICH would ignore it; remove it or fix its spelling)`,
        line.columns[0],
      );
  }
  if (keys.has('ModelOutputRedirectionFile')) {
    fail(
      keys.get('ModelOutputRedirectionFile')!.n,
      "ModelOutputRedirectionFile is not supported by rvkit: the model program's output goes to OstExeOut.txt",
    );
  }

  // ProgramType
  let programType: OstrichSetup['programType'] = 'DDS';
  const program = value('ProgramType');
  if (!program) problems.push({ place: at(0), message: 'no ProgramType (rvkit runs DDS and ParallelDDS)' });
  else {
    const type = (firstWord(program.rest) ?? '').toLowerCase();
    if (type === 'dds') programType = 'DDS';
    else if (type === 'paralleldds') programType = 'ParallelDDS';
    else {
      const named = OTHER_PROGRAMS.find((p) => p.toLowerCase() === type) ?? firstWord(program.rest) ?? '';
      fail(
        program.line.n,
        `ProgramType ${named} is not run by rvkit: it runs DDS and ParallelDDS (for ${named}, use OSTRICH itself)`,
        program.line.columns[1],
      );
    }
  }

  // ModelExecutable, ModelSubdir, PreserveBestModel
  const exe = value('ModelExecutable');
  let modelExecutable: OstrichSetup['modelExecutable'] = { path: '', place: at(0) };
  if (!exe)
    problems.push({
      place: at(0),
      message: 'no ModelExecutable (the program OSTRICH runs for each evaluation)',
    });
  else {
    const { name } = fileName(exe.rest);
    if (name === '') fail(exe.line.n, 'ModelExecutable names no program');
    else if (name.endsWith('()'))
      fail(exe.line.n, `ModelExecutable ${name}: OSTRICH's internal models are not run by rvkit`);
    modelExecutable = { path: name, place: at(exe.line.n) };
  }
  const subdirValue = value('ModelSubdir') ?? value('ModelSubDir');
  let modelSubdir: string | null = null;
  if (subdirValue) {
    const dir = subdirValue.rest.replace(/^"(.*)"$/, '$1').trim();
    if (dir === '') fail(subdirValue.line.n, 'ModelSubdir names no directory');
    else if (!dir.startsWith('.')) modelSubdir = dir;
  }
  const best = value('PreserveBestModel');
  let preserveBestModel: OstrichSetup['preserveBestModel'] = null;
  if (best) {
    const { name } = fileName(best.rest);
    if (name === '') fail(best.line.n, 'PreserveBestModel names no script');
    else preserveBestModel = { path: name, place: at(best.line.n) };
  }

  // RandomSeed, NumDigitsOfPrecision, SynchReceives, AttemptFileCleanup
  let randomSeed: number | null = null;
  const seed = value('RandomSeed');
  if (seed) {
    const word = firstWord(seed.rest);
    if (word === undefined || !/^[+-]?\d+$/.test(word))
      fail(seed.line.n, `RandomSeed ${word ?? ''} is not an integer`, seed.line.columns[1]);
    // OSTRICH keeps the seed in an unsigned int.
    else randomSeed = Number(word) >>> 0;
  }
  let precision = 6;
  const digits = value('NumDigitsOfPrecision');
  if (digits) {
    const p = Number(firstWord(digits.rest));
    if (Number.isInteger(p) && p >= 1 && p <= 32) precision = p;
    else
      fail(
        digits.line.n,
        `NumDigitsOfPrecision ${firstWord(digits.rest) ?? ''}: must be an integer from 1 to 32`,
      );
  }
  let synchronous = false;
  const synch = value('SynchReceives');
  if (synch) {
    const v = (firstWord(synch.rest) ?? '').toLowerCase();
    if (v === 'yes') synchronous = true;
    else if (v !== 'no') fail(synch.line.n, `SynchReceives ${v}: yes or no`, synch.line.columns[1]);
  }
  const cleanup = value('AttemptFileCleanup');
  if (cleanup && !['yes', 'no'].includes((firstWord(cleanup.rest) ?? '').toLowerCase())) {
    fail(cleanup.line.n, 'AttemptFileCleanup: yes or no');
  }

  // Sections
  const used = new Set<string>();
  const section = (name: string) => {
    const s = sections.get(name);
    if (s) used.add(name);
    return s;
  };

  const listSection = (name: string): string[] => {
    const s = section(name);
    return s ? s.body.map((l) => fileName(l.text).name) : [];
  };
  const extraFiles = listSection('ExtraFiles');
  const extraDirs = listSection('ExtraDirs');

  const filePairs: FilePair[] = [];
  const pairs = section('FilePairs');
  if (!pairs)
    problems.push({
      place: at(0),
      message: 'no BeginFilePairs section (the templates and the model files written from them)',
    });
  else {
    for (const l of pairs.body) {
      const first = fileName(l.text);
      if (!first.separated) {
        fail(
          l.n,
          `file pair without a separator: write "template ; model-file" (a ';' or a TAB between them)`,
        );
        continue;
      }
      const second = fileName(first.rest);
      if (first.name === '' || second.name === '') fail(l.n, 'a file pair needs a template and a model file');
      else filePairs.push({ template: first.name, model: second.name, place: at(l.n) });
    }
    if (filePairs.length === 0 && pairs.body.length === 0)
      fail(pairs.begin.n, 'BeginFilePairs lists no file pair');
  }

  // Parameters
  const parameters: Parameter[] = [];
  const params = section('Params');
  if (!params)
    problems.push({ place: at(0), message: 'no BeginParams section (the parameters to calibrate)' });
  for (const l of params?.body ?? []) {
    const w = l.words;
    const [name, init, lowText, highText] = w;
    if (w.length < 4) {
      fail(l.n, 'a parameter needs: name, initial value (or random or extract), lower bound, upper bound');
      continue;
    }
    const low = number(lowText);
    const high = number(highText);
    if (low === null) fail(l.n, `${name}: the lower bound ${lowText} is not a number`, l.columns[2]);
    if (high === null) fail(l.n, `${name}: the upper bound ${highText} is not a number`, l.columns[3]);
    const transforms: Transform[] = [];
    for (const [i, stage] of ['input', 'search', 'output'].entries()) {
      const t = w[4 + i] ?? 'none';
      if (t === 'none' || t === 'log10' || t === 'ln') transforms.push(t);
      else {
        fail(
          l.n,
          `${name}: unknown ${stage} transform ${JSON.stringify(t)} (none, log10 or ln)`,
          l.columns[4 + i],
        );
        transforms.push('none');
      }
    }
    let format = w[7] ?? 'free';
    if (format !== 'free' && !fixedFormat(format)) {
      notes.push({
        place: at(l.n),
        message: `${name}: "${format}" is not a format (free, Fw.d, Ew.d, Iw): written in free format, as OSTRICH does`,
      });
      format = 'free';
    }
    let initial: Parameter['init'] = 'random';
    if (init === 'random' || init === 'extract') initial = init;
    else {
      const v = number(init);
      if (v === null)
        fail(l.n, `${name}: the initial value ${init} is not a number, random or extract`, l.columns[1]);
      else initial = v;
    }
    if (low === null || high === null) continue;
    if (low >= high) {
      fail(l.n, `${name}: the lower bound ${lowText} is not below the upper bound ${highText}`, l.columns[2]);
      continue;
    }
    if (typeof initial === 'number' && (initial < low || initial > high)) {
      fail(
        l.n,
        `${name}: the initial value ${init} is outside its bounds [${lowText}, ${highText}]`,
        l.columns[1],
      );
    }
    parameters.push({
      name: name!,
      low,
      high,
      init: initial,
      transforms: { in: transforms[0]!, ost: transforms[1]!, out: transforms[2]! },
      format,
      place: at(l.n, l.columns[0]),
    });
  }

  const tied = parseTied(section('TiedParams')?.body ?? [], parameters, fail, at);

  // Responses
  const responses: ResponseVar[] = [];
  for (const l of section('ResponseVars')?.body ?? []) {
    const r = parseLocation(l, fail, 1);
    // Placed at its location (the file name): what a response's later errors are about.
    if (r)
      responses.push({
        name: l.words[0]!,
        ...r.location,
        augmented: r.augmented,
        place: at(l.n, l.columns[1]),
      });
  }
  const tiedResponses: TiedResponseVar[] = [];
  for (const l of section('TiedRespVars')?.body ?? []) {
    const t = parseTiedResponse(
      l,
      [...responses.map((r) => r.name), ...tiedResponses.map((r) => r.name)],
      fail,
    );
    if (t) tiedResponses.push({ ...t, place: at(l.n) });
  }

  // Objective
  let objective: OstrichObjective = { kind: 'WSSE', observations: [] };
  const objectiveValue = value('ObjectiveFunction');
  const objectiveKind = objectiveValue ? (firstWord(objectiveValue.rest) ?? '').toUpperCase() : 'WSSE';
  if (objectiveKind === 'GCOP') {
    const gcop = section('GCOP');
    if (!gcop)
      fail(objectiveValue!.line.n, 'ObjectiveFunction GCOP needs a BeginGCOP section with a CostFunction');
    else
      objective = parseGcop(
        gcop,
        [...responses, ...tiedResponses].map((r) => r.name),
        fail,
        at,
      );
    if (!section('ResponseVars'))
      fail(objectiveValue!.line.n, 'ObjectiveFunction GCOP needs a BeginResponseVars section');
  } else if (objectiveKind === 'WSSE') {
    const obs = section('Observations');
    const observations: Observation[] = [];
    if (!obs)
      problems.push({
        place: objectiveValue ? at(objectiveValue.line.n) : at(0),
        message: 'the WSSE objective needs a BeginObservations section',
      });
    for (const l of obs?.body ?? []) {
      const [name, valueText, weightText] = l.words;
      const v = number(valueText);
      const w = number(weightText);
      if (v === null || w === null) {
        fail(l.n, 'an observation needs: name, value, weight, file; keyword line column token');
        continue;
      }
      const r = parseLocation(l, fail, 3);
      // OSTRICH leaves out an observation of weight zero.
      if (r && Math.abs(w) > 1e-10)
        observations.push({ name: name!, value: v, weight: w, ...r.location, place: at(l.n) });
    }
    objective = { kind: 'WSSE', observations };
  } else {
    fail(
      objectiveValue!.line.n,
      `ObjectiveFunction ${firstWord(objectiveValue!.rest)} is not supported by rvkit (GCOP or WSSE)`,
    );
  }

  const constraints = section('Constraints');
  for (const l of constraints?.body ?? [])
    fail(l.n, 'constraints are not supported by rvkit (leave BeginConstraints empty)');

  // DDS settings
  const dds = parseDds(programType, section, sections, fail, parameters.length);
  const init = section('InitParams');
  if (init) {
    if (programType !== 'ParallelDDS') fail(init.begin.n, 'BeginInitParams is read by ParallelDDS only');
    for (const l of init.body) {
      const values = l.words.slice(0, parameters.length).map(number);
      if (values.length < parameters.length || values.some((v) => v === null)) {
        fail(l.n, `an initial parameter set needs ${parameters.length} numbers`);
      } else dds.initialSets.push(values as number[]);
    }
    if (dds.initialSets.length > 0) dds.useInitial = true;
  }

  for (const [name, s] of sections) {
    if (used.has(name)) continue;
    if (UNSUPPORTED_SECTIONS.has(name))
      fail(s.begin.n, `Begin${name} is not supported by rvkit`, s.begin.columns[0]);
    else if (DDS_SECTIONS.DDS.includes(name) || DDS_SECTIONS.ParallelDDS.includes(name)) {
      fail(s.begin.n, `Begin${name} is not read by ProgramType ${programType}`);
    } else
      fail(s.begin.n, `unknown OSTRICH section Begin${name} (OSTRICH would ignore it)`, s.begin.columns[0]);
  }

  checkNames(parameters, tied, fail);
  if (problems.length > 0) throw new CalibrationSetupError(problems);
  return {
    file,
    dir: dirname(file),
    programType,
    objective,
    modelExecutable,
    modelSubdir,
    preserveBestModel,
    randomSeed,
    precision,
    synchronous,
    extraFiles,
    extraDirs,
    filePairs,
    parameters,
    tied,
    responses,
    tiedResponses,
    dds: { ...dds, initialSets: dds.initialSets },
    notes,
  };
}

/** Records a problem at a line (and the column of the word at fault, when known). */
type Fail = (line: number, message: string, column?: number) => void;

/** A response's location: `file[;] keyword line column [token [yes]]` after its name. */
function parseLocation(
  l: DataLine,
  fail: Fail,
  skip: number,
): { location: ResponseLocation; augmented: boolean } | null {
  const { name: file, rest, separated } = fileName(afterWords(l.text, skip));
  if (!separated) {
    fail(l.n, `${l.words[0]}: end the file name with ';' (or a TAB) before the keyword`);
    return null;
  }
  const w = words(rest);
  const [keyword, lineText, columnText, tokenText, aug] = w;
  const line = lineText === undefined ? null : /^\d+$/.test(lineText) ? Number(lineText) : null;
  const column = columnText === undefined ? null : /^\d+$/.test(columnText) ? Number(columnText) : null;
  if (file === '' || keyword === undefined || line === null || column === null) {
    const what =
      line === null && lineText !== undefined
        ? ` (the line ${lineText} is not a whole number)`
        : column === null && columnText !== undefined
          ? ` (the column ${columnText} is not a whole number)`
          : '';
    // The word at fault: the line or column that is no number, else the end of what is there.
    const bad = line === null && lineText !== undefined ? lineText : column === null ? columnText : undefined;
    fail(
      l.n,
      `${l.words[0]}: expected "file; keyword line column [token]"${what}`,
      columnOf(l, bad, skip + 1) ?? l.columns[0],
    );
    return null;
  }
  if (column < 1) {
    fail(l.n, `${l.words[0]}: column ${column}: columns count from 1`, columnOf(l, columnText, skip + 1));
    return null;
  }
  let token = ' ';
  let augmented = false;
  if (rest.includes("' '")) {
    augmented = words(rest.slice(rest.indexOf("' '") + 3))[0] === 'yes';
  } else if (tokenText !== undefined) {
    token =
      tokenText.length === 3 && tokenText[0] === "'" && tokenText[2] === "'" ? tokenText[1]! : tokenText[0]!;
    augmented = aug === 'yes';
  }
  return { location: { file, keyword, line, column, token }, augmented };
}

/** The tied parameters: `name np p1 … type coefficients… [format]`. */
function parseTied(
  body: readonly DataLine[],
  parameters: readonly Parameter[],
  fail: Fail,
  at: (n: number) => Place,
): TiedParameter[] {
  const tied: TiedParameter[] = [];
  for (const l of body) {
    const w = l.words;
    const name = w[0]!;
    const np = Number(w[1]);
    if (!Number.isInteger(np) || np < 0) {
      fail(l.n, `${name}: the count of parameters ${w[1] ?? ''} is not a whole number`, l.columns[1]);
      continue;
    }
    if (np === 0) {
      const v = number(w[2]);
      if (v === null)
        fail(l.n, `${name}: a constant needs a number (string constants are not supported by rvkit)`);
      else tied.push({ name, of: [], form: { kind: 'constant', value: v }, format: 'free', place: at(l.n) });
      continue;
    }
    const of = w.slice(2, 2 + np);
    const known = new Set([...parameters.map((p) => p.name), ...tied.map((t) => t.name)]);
    const missing = of.filter((p) => !known.has(p));
    if (of.length < np || missing.length > 0) {
      fail(
        l.n,
        `${name}: unknown parameter ${missing.map((m) => `"${m}"`).join(', ') || '(too few names)'}`,
        columnOf(l, missing[0], 2) ?? l.columns[0],
      );
      continue;
    }
    const type = w[2 + np];
    const rest = w.slice(3 + np);
    const coefficients = (n: number): number[] | null => {
      const c = rest.slice(0, n).map(number);
      return c.length === n && c.every((x) => x !== null) ? (c as number[]) : null;
    };
    const formatOf = (n: number): string => {
      const f = rest.slice(n).join(' ').trim();
      return f !== '' && f !== 'free' && fixedFormat(f) ? f : 'free';
    };
    let form: TiedForm | null = null;
    let used = 0;
    const bad = (what: string) =>
      fail(l.n, `${name}: ${type} of ${np} parameter${np > 1 ? 's' : ''} needs ${what}`);
    if (type === 'linear' && np === 1) {
      const c = coefficients(2);
      if (c) [form, used] = [{ kind: 'linear1', c1: c[0]!, c0: c[1]! }, 2];
      else bad('c1 c0');
    } else if (type === 'linear' && np === 2) {
      const c = coefficients(4);
      if (c) [form, used] = [{ kind: 'linear2', c3: c[0]!, c2: c[1]!, c1: c[2]!, c0: c[3]! }, 4];
      else bad('c3 c2 c1 c0');
    } else if (type === 'ratio' && np === 2) {
      const c = coefficients(4);
      if (c) [form, used] = [{ kind: 'ratio', c3: c[0]!, c2: c[1]!, c1: c[2]!, c0: c[3]! }, 4];
      else bad('c3 c2 c1 c0');
    } else if (type === 'wsum') {
      const c = coefficients(np);
      if (c) [form, used] = [{ kind: 'wsum', weights: c }, np];
      else bad(`${np} weights`);
    } else if (type === 'exp' && np === 1) {
      const base = rest[0] === 'exp' ? null : number(rest[0]);
      const c = rest.slice(1, 4).map(number);
      if ((base !== null || rest[0] === 'exp') && c.length === 3 && c.every((x) => x !== null)) {
        [form, used] = [{ kind: 'exp', base, c2: c[0]!, c1: c[1]!, c0: c[2]! }, 4];
      } else bad('base (or exp) c2 c1 c0');
    } else if (type === 'log' && np === 1) {
      const base = rest[0] === 'ln' ? null : number(rest[0]);
      const c = rest.slice(1, 5).map(number);
      if ((base !== null || rest[0] === 'ln') && c.length === 4 && c.every((x) => x !== null)) {
        [form, used] = [{ kind: 'log', base, c3: c[0]!, c2: c[1]!, c1: c[2]!, c0: c[3]! }, 5];
      } else bad('base (or ln) c3 c2 c1 c0');
    } else {
      fail(
        l.n,
        `${name}: the tied form "${type ?? ''}" of ${np} parameter${np > 1 ? 's' : ''} is not supported by rvkit (linear of 1 or 2, ratio of 2, wsum, exp, log, or a constant)`,
      );
    }
    if (form) tied.push({ name, of, form, format: formatOf(used), place: at(l.n) });
  }
  return tied;
}

/** A tied response: `name n v1 … wsum w1 …` or `linear c1 c0` / `linear c3 c2 c1 c0`. */
function parseTiedResponse(
  l: DataLine,
  known: readonly string[],
  fail: Fail,
): Omit<TiedResponseVar, 'place'> | null {
  const w = l.words;
  const name = w[0]!;
  const n = Number(w[1]);
  if (!Number.isInteger(n) || n < 1) {
    fail(l.n, `${name}: the count of response variables ${w[1] ?? ''} is not a whole number`);
    return null;
  }
  const of = w.slice(2, 2 + n);
  const missing = of.filter((r) => !known.includes(r));
  if (of.length < n || missing.length > 0) {
    fail(
      l.n,
      `${name}: unknown response variable ${missing.map((m) => `"${m}"`).join(', ') || '(too few names)'}`,
    );
    return null;
  }
  const type = w[2 + n];
  const c = w.slice(3 + n).map(number);
  if (type === 'wsum' && c.length >= n && c.slice(0, n).every((x) => x !== null)) {
    return { name, of, form: { kind: 'wsum', weights: c.slice(0, n) as number[] } };
  }
  if (type === 'linear' && n === 1 && c.length >= 2 && c.slice(0, 2).every((x) => x !== null)) {
    return { name, of, form: { kind: 'linear1', c1: c[0]!, c0: c[1]! } };
  }
  if (type === 'linear' && n === 2 && c.length >= 4 && c.slice(0, 4).every((x) => x !== null)) {
    return { name, of, form: { kind: 'linear2', c3: c[0]!, c2: c[1]!, c1: c[2]!, c0: c[3]! } };
  }
  fail(l.n, `${name}: expected "wsum" and ${n} weights, or "linear" and its coefficients`);
  return null;
}

function parseGcop(
  gcop: { begin: DataLine; body: DataLine[] },
  responses: readonly string[],
  fail: Fail,
  at: (n: number) => Place,
): OstrichObjective {
  let cost: { name: string; n: number } | null = null;
  let penalty: 'APM' | 'MPM' | 'EPM' = 'MPM';
  for (const l of gcop.body) {
    const [key, v] = l.words;
    if (key === 'CostFunction') {
      if (cost)
        fail(l.n, 'several CostFunction lines make a multi-objective problem, which rvkit does not run');
      else if (!v || !responses.includes(v))
        fail(l.n, `CostFunction ${v ?? ''} is not a response variable`, l.columns[1]);
      else cost = { name: v, n: l.n };
    } else if (key === 'PenaltyFunction') {
      const p = (v ?? '').toUpperCase();
      if (p === 'APM' || p === 'MPM' || p === 'EPM') penalty = p;
      else fail(l.n, `PenaltyFunction ${v ?? ''}: APM, MPM or EPM`, l.columns[1]);
    } else fail(l.n, `unknown GCOP setting ${JSON.stringify(key)}`, l.columns[0]);
  }
  if (!cost) {
    fail(gcop.begin.n, 'BeginGCOP has no CostFunction');
    return { kind: 'GCOP', costFunction: '', penalty, place: at(gcop.begin.n) };
  }
  return { kind: 'GCOP', costFunction: cost.name, penalty, place: at(cost.n) };
}

function parseDds(
  programType: OstrichSetup['programType'],
  section: (name: string) => { begin: DataLine; body: DataLine[] } | undefined,
  sections: Map<string, unknown>,
  fail: Fail,
  paramCount: number,
): DdsSettings & { initialSets: number[][]; useInitial: boolean } {
  const settings = { r: 0.2, maxIterations: 100, useInitial: false, initialSets: [] as number[][] };
  void paramCount;
  const name = DDS_SECTIONS[programType].find((s) => sections.has(s));
  const s = name ? section(name) : undefined;
  for (const l of s?.body ?? []) {
    const [key, v] = l.words;
    switch (key) {
      case 'PerturbationValue': {
        const r = number(v);
        if (r === null || r < 0 || r > 1)
          fail(l.n, `PerturbationValue ${v ?? ''}: a number from 0 to 1`, l.columns[1]);
        else settings.r = r;
        break;
      }
      case 'MaxIterations': {
        const m = Number(v);
        if (!Number.isInteger(m) || m < 1)
          fail(l.n, `MaxIterations ${v ?? ''}: a whole number above 0`, l.columns[1]);
        else settings.maxIterations = m;
        break;
      }
      case 'UseInitialParamValues':
        settings.useInitial = true;
        break;
      case 'UseRandomParamValues':
        settings.useInitial = false;
        break;
      case 'UseOpt':
        if (programType !== 'ParallelDDS' || v !== 'standard')
          fail(l.n, `UseOpt ${v ?? ''} is not supported by rvkit (only standard)`, l.columns[1]);
        break;
      case 'AlphaValue':
      case 'BetaValue':
      case 'EnableDebugging':
        if (programType !== 'ParallelDDS') fail(l.n, `${key} is a ParallelDDS setting`, l.columns[0]);
        break;
      default:
        fail(
          l.n,
          `unknown DDS setting ${JSON.stringify(key)} (PerturbationValue, MaxIterations, UseInitialParamValues, UseRandomParamValues)`,
        );
    }
  }
  return settings;
}

/** OSTRICH's CheckMnemonics: a name inside another name would be replaced inside it, so it stops. */
function checkNames(parameters: readonly Parameter[], tied: readonly TiedParameter[], fail: Fail): void {
  const all = [...parameters, ...tied];
  const seen = new Map<string, number>();
  for (const p of all) {
    const line = p.place?.line ?? 0;
    if (seen.has(p.name)) fail(line, `${p.name} is defined twice (first on line ${seen.get(p.name)})`);
    else seen.set(p.name, line);
  }
  for (const p of all) {
    for (const q of all) {
      if (p !== q && p.name !== q.name && q.name.includes(p.name)) {
        fail(
          p.place?.line ?? 0,
          `${p.name} is part of the name ${q.name}: templates would replace it inside that name`,
        );
      }
    }
  }
}
