/**
 * The parameters of a calibration as OSTRICH defines them: bounds and an initial value given in the "input"
 * space, searched in the "OSTRICH" space (a transform such as log10 makes the search uniform over orders of
 * magnitude), written to the model in real units, reported in the "output" space; tied parameters computed
 * from them. The algorithms see only vectors in the search space; this module turns them into the text each
 * placeholder or model value receives.
 */
import { formatE, formatF } from './cFormat.js';
import type { Place } from './errors.js';

/** OSTRICH's transforms: none, base-10 or natural logarithm. */
export type Transform = 'none' | 'log10' | 'ln';

/** A parameter the algorithm varies. */
export interface Parameter {
  /** Its name: the placeholder in templates, or a label for a value of the typed model. */
  readonly name: string;
  /** Bounds in the input space (`transforms.in`). */
  readonly low: number;
  readonly high: number;
  /** The initial value (input space), drawn at random, or read from the model as it is. */
  readonly init: number | 'random' | 'extract';
  /** Transform of the bounds and initial value as given, of the search, and of the values reported. */
  readonly transforms: { readonly in: Transform; readonly ost: Transform; readonly out: Transform };
  /** How its value is written: `free`, or a Fortran format (F10.4, E12.5, I5). */
  readonly format: string;
  /** Where it was defined. */
  readonly place?: Place;
}

/** How a tied parameter is computed from others (OSTRICH's TiedParam forms). */
export type TiedForm =
  /** c1·x + c0 */
  | { readonly kind: 'linear1'; readonly c1: number; readonly c0: number }
  /** c3·x1·x2 + c2·x2 + c1·x1 + c0 */
  | {
      readonly kind: 'linear2';
      readonly c3: number;
      readonly c2: number;
      readonly c1: number;
      readonly c0: number;
    }
  /** (c3·x1 + c2) / (c1·x2 + c0) */
  | {
      readonly kind: 'ratio';
      readonly c3: number;
      readonly c2: number;
      readonly c1: number;
      readonly c0: number;
    }
  /** Σ wᵢ·xᵢ */
  | { readonly kind: 'wsum'; readonly weights: readonly number[] }
  /** c2·base^(c1·x) + c0 (base e when `base` is null) */
  | {
      readonly kind: 'exp';
      readonly base: number | null;
      readonly c2: number;
      readonly c1: number;
      readonly c0: number;
    }
  /** c3·log_base(c2·x + c1) + c0 (natural log when `base` is null) */
  | {
      readonly kind: 'log';
      readonly base: number | null;
      readonly c3: number;
      readonly c2: number;
      readonly c1: number;
      readonly c0: number;
    }
  /** a constant */
  | { readonly kind: 'constant'; readonly value: number };

/** A parameter computed from others (or a constant). */
export interface TiedParameter {
  readonly name: string;
  /** The parameters (or tied parameters defined before it) it is computed from. */
  readonly of: readonly string[];
  readonly form: TiedForm;
  readonly format: string;
  readonly place?: Place;
}

/** OSTRICH's NEARLY_ZERO: what a log transform takes for a value ≤ 0. */
const NEARLY_ZERO = 1e-10;

/** A value from `from` space to `to` space (through real units). */
export function convert(value: number, from: Transform, to: Transform): number {
  if (from === to) return value;
  let real = value;
  if (from === 'log10') real = Math.pow(10, value);
  else if (from === 'ln') real = Math.exp(value);
  if (to === 'none') return real;
  // OSTRICH guards the logarithm of a value given in real units only.
  if (from === 'none' && real <= 0) real = NEARLY_ZERO;
  return to === 'log10' ? Math.log10(real) : Math.log(real);
}

/**
 * OSTRICH's conversions, in its own order of operations (they decide the last bit of a value): ConvertInVal
 * (input space to search space), GetTransformedVal (search space to real units), ConvertOutVal (search
 * space to output space).
 */
export const spaces = {
  /** Input space to search space (RealParam::ConvertInVal). */
  toSearch(p: Parameter, value: number): number {
    const { in: tin, ost } = p.transforms;
    if (ost === 'none')
      return tin === 'none' ? value : tin === 'log10' ? Math.pow(10, value) : Math.exp(value);
    if (ost === 'log10') {
      if (tin === 'none') return Math.log10(value <= 0 ? NEARLY_ZERO : value);
      return tin === 'log10' ? value : Math.log10(Math.exp(value));
    }
    if (tin === 'none') return Math.log(value <= 0 ? NEARLY_ZERO : value);
    return tin === 'log10' ? Math.log(Math.pow(10, value)) : value;
  },
  /** Search space to real units, the value the model receives (RealParam::GetTransformedVal). */
  toReal(p: Parameter, value: number): number {
    const ost = p.transforms.ost;
    return ost === 'none' ? value : ost === 'log10' ? Math.pow(10, value) : Math.exp(value);
  },
  /** Search space to output space (RealParam::ConvertOutVal). */
  toOutput(p: Parameter, value: number): number {
    const { ost, out } = p.transforms;
    if (ost === 'none') return out === 'none' ? value : out === 'log10' ? Math.log10(value) : Math.log(value);
    if (ost === 'log10') {
      return out === 'none' ? Math.pow(10, value) : out === 'log10' ? value : Math.log(Math.pow(10, value));
    }
    return out === 'none' ? Math.exp(value) : out === 'log10' ? Math.log10(Math.exp(value)) : value;
  },
};

/** The value of a tied parameter from the values (real units) of what it is computed from. */
export function tiedValue(form: TiedForm, x: readonly number[]): number {
  switch (form.kind) {
    case 'linear1':
      return form.c1 * x[0]! + form.c0;
    case 'linear2':
      return form.c3 * x[0]! * x[1]! + form.c2 * x[1]! + form.c1 * x[0]! + form.c0;
    case 'ratio':
      return (form.c3 * x[0]! + form.c2) / (form.c1 * x[1]! + form.c0);
    case 'wsum':
      return form.weights.reduce((sum, w, i) => sum + w * x[i]!, 0);
    case 'exp':
      return form.base === null
        ? form.c2 * Math.exp(form.c1 * x[0]!) + form.c0
        : form.c2 * Math.pow(form.base, form.c1 * x[0]!) + form.c0;
    case 'log': {
      const n = form.c2 * x[0]! + form.c1;
      if (form.base === null) return form.c3 * Math.log(n) + form.c0;
      if (form.base === 10) return form.c3 * Math.log10(n) + form.c0;
      return form.c3 * (Math.log10(n) / Math.log10(form.base)) + form.c0;
    }
    case 'constant':
      return form.value;
  }
}

/** Whether a format is a Fortran format OSTRICH writes with (F, E, D, I); any other word means free. */
export function fixedFormat(format: string): { kind: 'F' | 'E' | 'I'; width: number; digits: number } | null {
  const m = /^([FfEeDd])(\d+)\.(\d+)$/.exec(format) ?? /^([Ii])(\d+)$/.exec(format);
  if (!m) return null;
  const letter = m[1]!.toUpperCase();
  const kind = letter === 'I' ? 'I' : letter === 'F' ? 'F' : 'E';
  return { kind, width: Number(m[2]), digits: m[3] === undefined ? 0 : Number(m[3]) };
}

/** How values are written into model files. */
export type ValueStyle =
  /** As OSTRICH writes them: `%.<precision>E` for free formats (precision 6 unless NumDigitsOfPrecision). */
  | { readonly kind: 'ostrich'; readonly precision: number }
  /** Every digit of the double (the shortest text that reads back as the same number). */
  | { readonly kind: 'exact' };

/** The text a value is written as: its fixed format when it has one (as OSTRICH writes it), else the style's. */
export function valueText(value: number, format: string, style: ValueStyle): string {
  const fixed = fixedFormat(format);
  if (fixed) {
    let text: string;
    if (fixed.kind === 'F') text = formatF(value, fixed.digits).padStart(fixed.width);
    else if (fixed.kind === 'I') text = String(Math.trunc(value)).padStart(fixed.width);
    else {
      const offset = value < 0 ? 8 : 7;
      let d = fixed.digits + offset > fixed.width ? fixed.width - offset : fixed.digits;
      if (d === -1) d = 0;
      if (d < 0) throw new RangeError(`value ${formatE(value)} does not fit the format ${format}`);
      text = formatE(value, d).padStart(fixed.width);
    }
    // OSTRICH cuts the text at the width.
    return text.slice(0, fixed.width);
  }
  return style.kind === 'ostrich' ? formatE(value, style.precision) : exactText(value);
}

/** The shortest text of a double that reads back as the same double (JavaScript's own, exponent as Raven reads it). */
export function exactText(value: number): string {
  return String(value).replace('e+', 'e');
}
