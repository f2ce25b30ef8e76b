/**
 * How Raven turns a token into a number, so that rules compare IDs and counts exactly as the engine does:
 * IDs with `atoll` (a word becomes 0, `12abc` becomes 12, `1.5` becomes 1), small counts with `(int)atof`
 * (`2.7` becomes 2, `1e1` becomes 10), and "is this an integer" with `strtoll` reading the whole token
 * (RavenInclude.h: s_to_ll, s_to_i, StringIsLong).
 */

import { numberAt } from '../parser/numbers.js';

const LLONG_MAX = 9223372036854775807n;
const LLONG_MIN = -9223372036854775808n;

/** C's `atoll`: the integer at the start of the text (after blanks), 0 when there is none; as a decimal string
 * (IDs are 64-bit, beyond the precision of a JavaScript number). */
export function atoll(text: string): string {
  // Fast paths: an ID written canonically is its own key; a short plain integer needs no BigInt.
  if (isCanonical(text)) return text;
  if (text.length < 16 && /^-?\d+$/.test(text)) return String(Number(text));
  const m = /^\s*([+-]?)(\d+)/.exec(text);
  if (!m) return '0';
  let v = BigInt(m[2]);
  if (m[1] === '-') v = -v;
  // glibc saturates on overflow.
  if (v > LLONG_MAX) v = LLONG_MAX;
  if (v < LLONG_MIN) v = LLONG_MIN;
  return v.toString();
}

/** An ID as Raven's atoll reads it, fit for a map key: a number when it is a safe integer (most IDs), else its
 * decimal string (64-bit IDs). Two cells name the same thing exactly when their keys are equal. */
export type IdKey = number | string;

/** The map key of an ID cell (atoll semantics). */
export function idKey(text: string): IdKey {
  if (isCanonical(text)) return Number(text);
  const s = atoll(text);
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : s;
}

/**
 * The value of `text[start, end)` when it is a canonical whole number (digits without a leading zero, at most
 * 15 of them: what atoll, atoi and atof all read as itself), else -1. Read in place, with no string made, for
 * tables of thousands of rows.
 */
export function plainWholeAt(text: string, start: number, end: number): number {
  const n = end - start;
  if (n < 1 || n > 15) return -1;
  let c = text.charCodeAt(start);
  if (c < 48 || c > 57 || (c === 48 && n > 1)) return -1;
  let v = c - 48;
  for (let j = start + 1; j < end; j++) {
    c = text.charCodeAt(j);
    if (c < 48 || c > 57) return -1;
    v = v * 10 + (c - 48);
  }
  return v;
}

/** `idKey` of `text[start, end)`, read in place when the ID is a canonical whole number. */
export function idKeyAt(text: string, start: number, end: number): IdKey {
  const v = plainWholeAt(text, start, end);
  return v >= 0 ? v : idKey(text.slice(start, end));
}

/** `atof` of `text[start, end)`, read in place when it is a plain number literal. */
export function atofAt(text: string, start: number, end: number): number {
  const v = numberAt(text, start, end);
  return Number.isNaN(v) ? atof(text.slice(start, end)) : v;
}

/** True for the key of a negative ID (which Raven's ID lookups never match). */
export function isNegativeKey(key: IdKey): boolean {
  return typeof key === 'number' ? key < 0 : key.startsWith('-');
}

/** A positive integer without leading zeros, shorter than 16 digits (what atoll gives back unchanged). */
function isCanonical(text: string): boolean {
  const n = text.length;
  if (n === 0 || n > 15) return false;
  let c = text.charCodeAt(0);
  if (c < 49 || c > 57) return n === 1 && c === 48;
  for (let i = 1; i < n; i++) {
    c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Raven's `StringIsLong`: the whole token is a base-10 integer (leading blanks and a sign allowed). */
export function isLong(text: string): boolean {
  return /^\s*[+-]?\d+$/.test(text);
}

/** C's `atof`: the longest numeric prefix (decimal or hexadecimal, `inf`, `nan`), 0 when there is none. */
export function atof(text: string): number {
  // Fast path for the common case, a plain number: JavaScript's Number() reads it as C does. It also takes
  // `0b…`/`0o…` (C reads 0) and blanks around the number: those go the long way.
  const c = text.charCodeAt(0);
  if (c > 32 && !(c === 48 && /^0[bBoO]/.test(text))) {
    const n = Number(text);
    if (!Number.isNaN(n) && text.charCodeAt(text.length - 1) > 32) return n;
  }
  const t = text.replace(/^\s+/, '');
  const hex = /^([+-]?)0[xX]([0-9a-fA-F]+)/.exec(t);
  if (hex) return (hex[1] === '-' ? -1 : 1) * Number.parseInt(hex[2], 16);
  const special = /^([+-]?)(inf(inity)?|nan)/i.exec(t);
  if (special) {
    const sign = special[1] === '-' ? -1 : 1;
    return special[2].toLowerCase().startsWith('inf') ? sign * Infinity : NaN;
  }
  const m = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(t);
  return m ? Number.parseFloat(m[0]) : 0;
}

/** Raven's `s_to_i`, `(int)atof(text)`: what a count or a class index in a table reads as. */
export function sToI(text: string): number {
  const v = atof(text);
  return Number.isFinite(v) ? Math.trunc(v) : 0;
}
