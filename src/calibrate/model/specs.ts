/**
 * The short texts that name a calibration on the command line, read into a `CalibrationSetup`:
 *
 * - a parameter: `[NAME=]TARGET LOW HIGH [INIT] [log10|ln]`, where TARGET is a template's placeholder or
 *   reference words into the model (`SoilParameterList [DEFAULT] GR4J_X3 10 700`);
 * - a tied value: `TARGET = EXPR`, EXPR linear in one or two parameters (`500*x1`, `1 - x6`,
 *   `0.5*X1*X2 + X2 + 2*X1 - 1`);
 * - an objective term: `METRIC[@SERIES][*WEIGHT][:max|min|zero]` (`NSE`, `KGE@[2]*0.5`, `PCT_BIAS`).
 *
 * A calibration can also be given whole as JSON (`--setup file.json`): the `CalibrationSetup` type.
 */
import { readFileSync } from 'node:fs';
import { CalibrationSetupError, type Place } from '../errors.js';
import type { TiedForm, Transform } from '../parameters.js';
import type { ObjectiveTerm, Sense } from './objective.js';
import type { CalibrationSetup, ModelParameter, ModelTied } from './setup.js';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A name from reference words: the column or key, made of letters, digits and `_`. */
export function nameFromTarget(words: readonly string[], withRow = false): string {
  const keys = words.slice(1).filter((w) => !/^#\d+$/.test(w));
  const picked =
    keys.length === 0
      ? [words[0]!]
      : keys.length === 2
        ? withRow
          ? [keys[1]!, keys[0]!]
          : [keys[1]!]
        : keys;
  const name = picked
    .join('_')
    .replace(/^:/, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return name || 'value';
}

/** Reads `[NAME=]TARGET LOW HIGH [INIT] [log10|ln]`; throws `CalibrationSetupError` naming the text. */
export function parseParamSpec(spec: string, place: Place | null = null): ModelParameter {
  const bad = (why: string) => new CalibrationSetupError([{ place, message: `--param "${spec}": ${why}` }]);
  let text = spec.trim();
  let name: string | undefined;
  const named = /^([A-Za-z_][\w.-]*)\s*=\s*(.*)$/.exec(text);
  if (named) [, name, text] = named as unknown as [string, string, string];
  const words = text.split(/\s+/).filter((w) => w !== '');
  let transform: Transform = 'none';
  if (words.length > 0 && ['none', 'log10', 'ln'].includes(words.at(-1)!))
    transform = words.pop() as Transform;
  let count = 0;
  while (count < words.length && NUMBER.test(words[words.length - 1 - count]!)) count++;
  if (count < 2 || count > 3)
    throw bad('expected a target then its bounds: TARGET LOW HIGH [INIT] [log10|ln]');
  const numbers = words.splice(words.length - count).map(Number);
  if (words.length === 0) throw bad('name the value to calibrate before its bounds');
  const [low, high, init] = numbers as [number, number, number | undefined];
  const single = words.length === 1 && !words[0]!.startsWith(':');
  return {
    // One word that is not a command is a template's placeholder, unless the model resolves it otherwise.
    name: name ?? (single ? words[0]! : nameFromTarget(words)),
    ...(!single || name !== undefined ? { target: words } : {}),
    low,
    high,
    ...(init !== undefined && { init }),
    ...(transform !== 'none' && { transform }),
    ...(place && { place }),
  };
}

/** One term of a linear expression: a coefficient, and the names it multiplies. */
interface Term {
  coefficient: number;
  names: string[];
}

function linearTerms(expr: string): Term[] | null {
  const parts = expr
    .replace(/\s+/g, '')
    .replace(/-/g, '+-')
    .split('+')
    .filter((p) => p !== '');
  const terms: Term[] = [];
  for (const part of parts) {
    let coefficient = 1;
    const names: string[] = [];
    let body = part;
    if (body.startsWith('-')) {
      coefficient = -1;
      body = body.slice(1);
    }
    for (const factor of body.split('*')) {
      if (NUMBER.test(factor)) coefficient *= Number(factor);
      else if (/^[A-Za-z_][\w.]*$/.test(factor)) names.push(factor);
      else return null;
    }
    terms.push({ coefficient, names });
  }
  return terms;
}

/** Reads `TARGET = EXPR` (EXPR linear in one or two parameters); `names` are the parameters' names. */
export function parseTieSpec(spec: string, names: readonly string[], place: Place | null = null): ModelTied {
  const bad = (why: string) => new CalibrationSetupError([{ place, message: `--tie "${spec}": ${why}` }]);
  const eq = spec.lastIndexOf('=');
  if (eq < 0) throw bad('expected TARGET = EXPRESSION');
  const words = spec
    .slice(0, eq)
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const terms = linearTerms(spec.slice(eq + 1));
  if (words.length === 0) throw bad('name the value it sets before "="');
  if (!terms)
    throw bad(
      'the expression must be sums of numbers and parameter names (500*x1, 1 - x6, a*X1*X2 + b*X2 + c*X1 + d)',
    );
  const used = [...new Set(terms.flatMap((t) => t.names))];
  const unknown = used.filter((n) => !names.includes(n));
  if (unknown.length > 0) throw bad(`unknown parameter ${unknown.join(', ')}`);
  const sum = (pick: (t: Term) => boolean) => terms.filter(pick).reduce((s, t) => s + t.coefficient, 0);
  let form: TiedForm;
  if (used.length === 1 && terms.every((t) => t.names.length <= 1)) {
    form = { kind: 'linear1', c1: sum((t) => t.names.length === 1), c0: sum((t) => t.names.length === 0) };
  } else if (
    used.length === 2 &&
    terms.every((t) => t.names.length <= 2 && new Set(t.names).size === t.names.length)
  ) {
    const [x1, x2] = used as [string, string];
    form = {
      kind: 'linear2',
      c3: sum((t) => t.names.length === 2),
      c2: sum((t) => t.names.length === 1 && t.names[0] === x2),
      c1: sum((t) => t.names.length === 1 && t.names[0] === x1),
      c0: sum((t) => t.names.length === 0),
    };
  } else throw bad('a tied value is linear in one parameter, or in two with their product');
  const single = words.length === 1 && !words[0]!.startsWith(':');
  return {
    name: single ? words[0]! : nameFromTarget(words),
    ...(!single && { target: words }),
    of: used,
    form,
    ...(place && { place }),
  };
}

/** Reads `METRIC[@SERIES][*WEIGHT][:max|min|zero]`. */
export function parseObjectiveSpec(spec: string): ObjectiveTerm {
  const m = /^([A-Za-z_0-9]+)(?:@([^*:]+))?(?:\*([^:]+))?(?::(max|min|zero))?$/.exec(spec.trim());
  if (!m || (m[3] !== undefined && !NUMBER.test(m[3]))) {
    throw new CalibrationSetupError([
      { place: null, message: `--objective "${spec}": expected METRIC[@SERIES][*WEIGHT][:max|min|zero]` },
    ]);
  }
  return {
    metric: m[1]!,
    ...(m[2] !== undefined && { series: m[2] }),
    ...(m[3] !== undefined && { weight: Number(m[3]) }),
    ...(m[4] !== undefined && { sense: m[4] as Sense }),
  };
}

/** Gives every parameter and tied value a distinct name (a column name with its row when two share it). */
export function distinctNames(setup: CalibrationSetup): CalibrationSetup {
  const all = [...setup.parameters, ...(setup.tied ?? [])];
  const counts = new Map<string, number>();
  for (const p of all) counts.set(p.name, (counts.get(p.name) ?? 0) + 1);
  const rename = <T extends ModelParameter | ModelTied>(p: T): T => {
    if ((counts.get(p.name) ?? 0) < 2 || p.target === undefined) return p;
    const words = typeof p.target === 'string' ? p.target.split(/\s+/) : p.target;
    return { ...p, name: nameFromTarget(words, true) };
  };
  return { ...setup, parameters: setup.parameters.map(rename), tied: (setup.tied ?? []).map(rename) };
}

/** Reads a calibration setup from a JSON file (the `CalibrationSetup` type). */
export function readSetupFile(path: string): CalibrationSetup {
  let data: CalibrationSetup;
  try {
    data = JSON.parse(readFileSync(path, 'utf8')) as CalibrationSetup;
  } catch (error) {
    throw new CalibrationSetupError([
      {
        place: { file: path, line: 0 },
        message: `not a JSON calibration setup: ${(error as Error).message}`,
      },
    ]);
  }
  if (!Array.isArray(data.parameters)) {
    throw new CalibrationSetupError([
      {
        place: { file: path, line: 0 },
        message: 'a setup needs "parameters": [{ "name", "target", "low", "high" }, …]',
      },
    ]);
  }
  // Each entry's line: where its name is written.
  const lines = readFileSync(path, 'utf8').split('\n');
  const at = (name: string): Place => {
    const n = lines.findIndex((l) => /"name"\s*:/.test(l) && l.includes(JSON.stringify(name)));
    // The column of the name's value, as an editor counts (1-based).
    const column = n < 0 ? 0 : lines[n]!.indexOf(JSON.stringify(name)) + 1;
    return { file: path, line: n + 1, ...(column > 0 && { column }) };
  };
  return {
    ...data,
    parameters: data.parameters.map((p) => ({ ...p, place: p.place ?? at(p.name) })),
    tied: (data.tied ?? []).map((t) => ({ ...t, place: t.place ?? at(t.name) })),
  };
}
