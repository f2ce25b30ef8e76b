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

/**
 * The syntax of a number literal as an automaton over character classes, so that the row scanner can check
 * a token while it splits the line (rows.ts) and `isNumberLiteral` gives the same answer anywhere else.
 * It accepts exactly the texts `numberAt` reads: `[+-]digits[.digits][(e|E)[+-]digits]`, a mantissa digit
 * before or after the dot.
 */
const enum LiteralClass {
  Other,
  Digit,
  Sign,
  Dot,
  Exponent,
}

/** How many character classes the literal automaton has (the row width of `LITERAL_NEXT`). */
export const LITERAL_CLASSES = 5;

/** The character class of each ASCII code (anything above ASCII is `Other`, class 0). */
export const LITERAL_CLASS = new Uint8Array(128);
for (let c = D0; c <= D9; c++) LITERAL_CLASS[c] = LiteralClass.Digit;
LITERAL_CLASS[PLUS] = LiteralClass.Sign;
LITERAL_CLASS[MINUS] = LiteralClass.Sign;
LITERAL_CLASS[DOT] = LiteralClass.Dot;
LITERAL_CLASS[LOWER_E] = LiteralClass.Exponent;
LITERAL_CLASS[UPPER_E] = LiteralClass.Exponent;

const enum Literal {
  Dead,
  Start,
  Sign,
  Whole,
  DotAfterDigits,
  DotFirst,
  Fraction,
  E,
  ExponentSign,
  ExponentDigits,
}

/** The automaton's start state. */
export const LITERAL_START = Literal.Start;

/** How many states the literal automaton has (state 0 is the dead end). */
export const LITERAL_STATES = 10;

/** Next state by `state * LITERAL_CLASSES + class` (Dead by default). */
export const LITERAL_NEXT = new Uint8Array(LITERAL_STATES * LITERAL_CLASSES);
const edge = (from: Literal, cls: LiteralClass, to: Literal) =>
  (LITERAL_NEXT[from * LITERAL_CLASSES + cls] = to);
edge(Literal.Start, LiteralClass.Digit, Literal.Whole);
edge(Literal.Start, LiteralClass.Sign, Literal.Sign);
edge(Literal.Start, LiteralClass.Dot, Literal.DotFirst);
edge(Literal.Sign, LiteralClass.Digit, Literal.Whole);
edge(Literal.Sign, LiteralClass.Dot, Literal.DotFirst);
edge(Literal.Whole, LiteralClass.Digit, Literal.Whole);
edge(Literal.Whole, LiteralClass.Dot, Literal.DotAfterDigits);
edge(Literal.Whole, LiteralClass.Exponent, Literal.E);
edge(Literal.DotAfterDigits, LiteralClass.Digit, Literal.Fraction);
edge(Literal.DotAfterDigits, LiteralClass.Exponent, Literal.E);
edge(Literal.DotFirst, LiteralClass.Digit, Literal.Fraction);
edge(Literal.Fraction, LiteralClass.Digit, Literal.Fraction);
edge(Literal.Fraction, LiteralClass.Exponent, Literal.E);
edge(Literal.E, LiteralClass.Sign, Literal.ExponentSign);
edge(Literal.E, LiteralClass.Digit, Literal.ExponentDigits);
edge(Literal.ExponentSign, LiteralClass.Digit, Literal.ExponentDigits);
edge(Literal.ExponentDigits, LiteralClass.Digit, Literal.ExponentDigits);

/** 1 for the states where a literal may end. */
export const LITERAL_ACCEPTS = new Uint8Array(LITERAL_STATES);
for (const s of [Literal.Whole, Literal.DotAfterDigits, Literal.Fraction, Literal.ExponentDigits])
  LITERAL_ACCEPTS[s] = 1;

/** True when `text[start, end)` is a plain number literal. */
export function isNumberLiteral(text: string, start: number, end: number): boolean {
  let state: number = Literal.Start;
  for (let i = start; i < end && state !== Literal.Dead; i++) {
    const c = text.charCodeAt(i);
    state = LITERAL_NEXT[state * LITERAL_CLASSES + (c < 128 ? LITERAL_CLASS[c] : LiteralClass.Other)];
  }
  return LITERAL_ACCEPTS[state] === 1;
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
