/**
 * Reading a model's outputs as OSTRICH reads them (src/ValueExtractor.cpp): find the keyword (or start at the
 * top for OST_NULL), go down `line` lines, take the `column`-th field (fields split by whitespace or by the
 * token character), read it as a number. Then the tied responses and the objective: GCOP's cost function or
 * the weighted sum of squared errors of the observations.
 */
import type { OstrichSetup, ResponseLocation } from './setup.js';

/** A response that could not be read, with why. */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';

  constructor(
    message: string,
    /** The response variable or observation that could not be read, when known. */
    readonly response?: string,
  ) {
    super(message);
  }
}

/** The value of a named response; a ResponseError says which one failed. */
function extractNamed(text: string, where: ResponseLocation, name: string): number {
  try {
    return extractValue(text, where);
  } catch (error) {
    if (error instanceof ResponseError) throw new ResponseError(error.message, name);
    throw error;
  }
}

/** C's strtod on the start of a field (after OSTRICH's D→E): the number, or null when none starts it. */
function readNumber(field: string): number | null {
  const m = /^\s*([+-]?)(nan|inf(?:inity)?|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/i.exec(field);
  if (!m) return null;
  const body = m[2]!.toLowerCase();
  const sign = m[1] === '-' ? -1 : 1;
  if (body === 'nan') return NaN;
  if (body.startsWith('inf')) return sign * Infinity;
  return sign * Number(body);
}

/** One field by OSTRICH's ExtractString (whitespace) or ExtractColString (token): its text and the rest. */
function field(text: string, at: number, token: string): { value: string; next: number; lineEnded: boolean } {
  let i = at;
  if (token === ' ') {
    while (text[i] === ' ' || text[i] === '\t') i++;
    const start = i;
    while (i < text.length && text[i] !== ' ' && text[i] !== '\t') {
      if (text[i] === '\n' || text[i] === '\r')
        return { value: text.slice(start, i), next: i, lineEnded: true };
      i++;
    }
    return { value: text.slice(start, i), next: i, lineEnded: i >= text.length };
  }
  const start = i;
  while (text[i] !== token) {
    if (i >= text.length || text[i] === '\n' || text[i] === '\r')
      return { value: text.slice(start, i), next: i, lineEnded: true };
    i++;
  }
  return { value: text.slice(start, i), next: i + 1, lineEnded: false };
}

/** The value at a response's location in the text of its file; throws `ResponseError` saying what is missing. */
export function extractValue(text: string, where: ResponseLocation): number {
  let at = 0;
  if (where.keyword !== 'OST_NULL') {
    at = text.indexOf(where.keyword);
    if (at < 0) throw new ResponseError(`${where.file} has no "${where.keyword}"`);
  }
  for (let i = 0; i < where.line; i++) {
    const nl = text.indexOf('\n', at);
    // OSTRICH needs the line's end: the requested line must exist (a last line without its end does not count).
    if (nl < 0) {
      const from = where.keyword === 'OST_NULL' ? 'the top' : `"${where.keyword}"`;
      throw new ResponseError(`${where.file} has no line ${where.line} after ${from} (it has ${i})`);
    }
    at = nl + 1;
  }
  let value = '';
  for (let c = 0; c < where.column; c++) {
    const f = field(text, at, where.token);
    value = f.value;
    if (f.lineEnded && c < where.column - 1) {
      throw new ResponseError(
        `${where.file}: line ${where.line} has no column ${where.column} (it has ${c + 1})`,
      );
    }
    at = f.next;
  }
  const number = readNumber(value.replace(/[dD]/g, 'E'));
  if (number === null) {
    throw new ResponseError(
      `${where.file}: line ${where.line}, column ${where.column} holds "${value.trim()}", not a number`,
    );
  }
  return number;
}

/** The responses (plain and tied) of an evaluation and its cost, from the texts of the response files. */
export function ostrichObjective(
  setup: OstrichSetup,
  read: (file: string) => string,
): { cost: number; responses: Map<string, number> } {
  const values = new Map<string, number>();
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    let t = texts.get(file);
    if (t === undefined) texts.set(file, (t = read(file)));
    return t;
  };
  for (const r of setup.responses) values.set(r.name, extractNamed(textOf(r.file), r, r.name));
  for (const t of setup.tiedResponses) {
    const x = t.of.map((name) => values.get(name)!);
    const form = t.form;
    let v: number;
    if (form.kind === 'wsum') v = form.weights.reduce((sum, w, i) => sum + w * x[i]!, 0);
    else if (form.kind === 'linear1') v = form.c1 * x[0]! + form.c0;
    else v = form.c3 * x[0]! * x[1]! + form.c2 * x[1]! + form.c1 * x[0]! + form.c0;
    values.set(t.name, v);
  }
  const objective = setup.objective;
  if (objective.kind === 'GCOP') return { cost: values.get(objective.costFunction)!, responses: values };
  let sum = 0;
  for (const o of objective.observations) {
    const computed = extractNamed(textOf(o.file), o, o.name);
    values.set(o.name, computed);
    // OSTRICH weights each value before the difference (Observation::CalcResidual).
    const error = o.value * o.weight - computed * o.weight;
    sum += error * error;
  }
  return { cost: sum, responses: values };
}

/** The files an evaluation's responses are read from (relative to the model's working directory). */
export function responseFiles(setup: OstrichSetup): string[] {
  const files = setup.responses.map((r) => r.file);
  if (setup.objective.kind === 'WSSE') files.push(...setup.objective.observations.map((o) => o.file));
  return [...new Set(files)];
}
