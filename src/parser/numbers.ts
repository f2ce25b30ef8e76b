/**
 * Numbers as RV files write them. Two questions are asked of a token: is it a plain number literal (for
 * typed values and the JSON dump), and would the engine's own check (`is_numeric`) accept it (for the
 * diagnostics of time-series values, which the engine rejects when that check fails).
 */

const D0 = 48;
const D9 = 57;
const DOT = 46;
const PLUS = 43;
const MINUS = 45;
const LOWER_E = 101;
const UPPER_E = 69;

const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * The value of the number literal `text[start, end)`, or NaN when it is not one
 * (`[+-]digits[.digits][(e|E)[+-]digits]`, at least one mantissa digit). Correctly rounded: short literals
 * take an exact integer fast path, the rest go through Number().
 */
export function numberAt(text: string, start: number, end: number): number {
  let i = start;
  let negative = false;
  let c = text.charCodeAt(i);
  if (c === PLUS || c === MINUS) {
    negative = c === MINUS;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let significant = 0;
  let fraction = 0;
  while (i < end && (c = text.charCodeAt(i)) >= D0 && c <= D9) {
    if (significant > 0 || c !== D0) significant++;
    mantissa = mantissa * 10 + (c - D0);
    digits++;
    i++;
  }
  if (i < end && text.charCodeAt(i) === DOT) {
    i++;
    while (i < end && (c = text.charCodeAt(i)) >= D0 && c <= D9) {
      if (significant > 0 || c !== D0) significant++;
      mantissa = mantissa * 10 + (c - D0);
      digits++;
      fraction++;
      i++;
    }
  }
  if (digits === 0) return NaN;
  let exponent = 0;
  if (i < end && ((c = text.charCodeAt(i)) === LOWER_E || c === UPPER_E)) {
    i++;
    let expNegative = false;
    c = text.charCodeAt(i);
    if (c === PLUS || c === MINUS) {
      expNegative = c === MINUS;
      i++;
    }
    let expDigits = 0;
    while (i < end && (c = text.charCodeAt(i)) >= D0 && c <= D9) {
      exponent = exponent * 10 + (c - D0);
      expDigits++;
      i++;
    }
    if (expDigits === 0) return NaN;
    if (expNegative) exponent = -exponent;
  }
  if (i !== end) return NaN;
  const scale = exponent - fraction;
  // Exact: an integer mantissa below 2^53 times or divided by an exact power of ten rounds once.
  if (significant <= 15 && scale >= -22 && scale <= 22) {
    const value = scale >= 0 ? mantissa * POW10[scale] : mantissa / POW10[-scale];
    return negative ? -value : value;
  }
  return Number(text.slice(start, end));
}

/** True when `text[start, end)` is a plain number literal. */
export function isNumberLiteral(text: string, start: number, end: number): boolean {
  return !Number.isNaN(numberAt(text, start, end));
}

/**
 * The engine's `is_numeric`: it reads a numeric prefix (sign, digits, fraction) and calls the token
 * non-numeric when that reads as zero and the token does not start with `0`. So `12abc` passes, and `-0.0`,
 * `.0` and `abc` fail.
 */
export function engineNumeric(text: string, start: number, end: number): boolean {
  if (text.charCodeAt(start) === D0) return true;
  let i = start;
  const c0 = text.charCodeAt(i);
  if (c0 === PLUS || c0 === MINUS) i++;
  let c: number;
  while (i < end && (c = text.charCodeAt(i)) >= D0 && c <= D9) {
    if (c !== D0) return true;
    i++;
  }
  if (i < end && text.charCodeAt(i) === DOT) {
    i++;
    while (i < end && (c = text.charCodeAt(i)) >= D0 && c <= D9) {
      if (c !== D0) return true;
      i++;
    }
  }
  return false;
}
