/**
 * Numbers printed as C's printf prints them (`%E`, `%.nE`, `%f`), so that the files rvkit writes for OSTRICH
 * setups (template values, OstModel0.txt, OstOutput0.txt) hold the very characters OSTRICH writes. JavaScript
 * rounds a decimal tie away from zero where glibc rounds the exact binary value half to even: ties are found
 * from the exact expansion and settled as glibc does.
 */

/**
 * Mantissa digits (no point) and exponent of |x| rounded to `digits` significant digits as glibc rounds:
 * toExponential works on the exact value but takes the larger of two equally near results; an exact tie (the
 * exact expansion goes on with 5 and only zeros) goes to the even digit instead.
 */
function roundDigits(x: number, digits: number): { mantissa: string; exponent: number } {
  const [m, e] = x.toExponential(digits - 1).split('e');
  const rounded = { mantissa: m!.replace('.', ''), exponent: Number(e) };
  const [wm, we] = x.toExponential(Math.min(100, digits + 40)).split('e');
  const exact = wm!.replace('.', '');
  const down = exact.slice(0, digits);
  if (/^50*$/.test(exact.slice(digits)) && down !== rounded.mantissa && Number(down.at(-1)) % 2 === 0) {
    return { mantissa: down, exponent: Number(we) };
  }
  return rounded;
}

/** `%.<precision>E` of C (`%E` is precision 6): 1.234568E+03, -5.000000E-01, inf, nan. */
export function formatE(x: number, precision = 6): string {
  if (Number.isNaN(x)) return x < 0 ? '-NAN' : 'NAN';
  if (!Number.isFinite(x)) return x < 0 ? '-INF' : 'INF';
  const negative = x < 0 || Object.is(x, -0);
  const { mantissa, exponent } = roundDigits(Math.abs(x), precision + 1);
  const body = precision > 0 ? `${mantissa[0]}.${mantissa.slice(1)}` : mantissa[0]!;
  const sign = exponent < 0 ? '-' : '+';
  const e = String(Math.abs(exponent)).padStart(2, '0');
  return `${negative ? '-' : ''}${body}E${sign}${e}`;
}

/** `%.<precision>f` of C (`%f` is precision 6), rounding exact ties to even as glibc does. */
export function formatF(x: number, precision = 6): string {
  if (Number.isNaN(x)) return x < 0 ? '-nan' : 'nan';
  if (!Number.isFinite(x)) return x < 0 ? '-inf' : 'inf';
  const negative = x < 0 || Object.is(x, -0);
  const abs = Math.abs(x);
  if (abs >= 1e21) {
    // toFixed turns to exponents there; such a double is an integer, which BigInt writes exactly.
    return `${negative ? '-' : ''}${BigInt(abs).toString()}${precision > 0 ? `.${'0'.repeat(precision)}` : ''}`;
  }
  const wide = abs.toFixed(Math.min(100, precision + 40));
  const point = wide.indexOf('.');
  const kept = precision === 0 ? point : point + 1 + precision;
  const rest = wide.slice(kept + (precision === 0 ? 1 : 0));
  let text = abs.toFixed(precision);
  if (/^50*$/.test(rest)) {
    // toFixed rounded the exact tie away from zero; glibc keeps an even last digit.
    const down = wide.slice(0, kept);
    if (Number(down.at(-1)) % 2 === 0) text = down;
  }
  return `${negative ? '-' : ''}${text}`;
}
