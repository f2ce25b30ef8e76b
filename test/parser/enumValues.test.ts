/** An unknown value of an enumerated argument: Raven's severity from the catalogue, and the likely value. */
import { parseRv } from '../../src/parser/parseRv.js';
import { formatDiagnostic } from '../../src/parser/diagnostics.js';
import { closestValue, editDistance } from '../../src/parser/check/suggest.js';
import type { FileType } from '../../grammar/types.js';

function problems(text: string, fileType: FileType = 'rvi') {
  return parseRv(text, { fileType, fileName: `m.${fileType}` }).diagnostics.map(formatDiagnostic);
}

test('a value Raven stops on is an error, with the value it most likely stands for', () => {
  expect(problems(':Routing ROUTE_NONEE\n')).toEqual([
    "m.rvi:1:10: error: 'ROUTE_NONEE' is not a value Raven knows for method: did you mean ROUTE_NONE? " +
      'Raven reports an error and does not run the simulation',
  ]);
  expect(problems(':Calendar GREGORAIN\n')).toEqual([
    "m.rvi:1:11: error: 'GREGORAIN' is not a value Raven knows for calendar: did you mean GREGORIAN? " +
      'Raven stops at once with an error',
  ]);
});

test('a value Raven warns about or passes over is a warning that says so', () => {
  expect(problems(':EvaluationMetrics NASH_SUTCLIFE RMSE\n')).toEqual([
    "m.rvi:1:20: warning: 'NASH_SUTCLIFE' is not a value Raven knows for metrics: did you mean NASH_SUTCLIFFE? " +
      'Raven warns and goes on without it',
  ]);
  expect(problems(':Method RUNGE_KUTTA\n')).toEqual([
    "m.rvi:1:9: warning: 'RUNGE_KUTTA' is not a value Raven knows for method (EULER, STANDARD, ORDERED_SERIES, " +
      "ITER_HEUN). Raven silently ignores it and uses ORDERED_SERIES (rvkit's own warning: Raven says nothing)",
  ]);
});

test('case and bracketed widths are compared as Raven compares them', () => {
  expect(problems(':Evaporation pet_oudin\n:PotentialMeltMethod potmelt_hmets\n:Calendar noleap\n')).toEqual(
    [],
  );
  expect(problems(':EvaluationMetrics KLING_GUPTA[3] NASH_SUTCLIFFE\n')).toEqual([]);
  // strcmp elsewhere: a lower-case routing method is not read, and the upper-case one is suggested.
  expect(problems(':Routing route_none\n')[0]).toContain('did you mean ROUTE_NONE?');
});

test('a suggestion only when one value is clearly meant', () => {
  expect(editDistance('ROUTE_NONE', 'ROUTE_NOEN')).toBe(1);
  expect(closestValue('BASE_LINAER', ['BASE_LINEAR', 'BASE_VIC'])).toBe('BASE_LINEAR');
  expect(closestValue('XYZ', ['BASE_LINEAR', 'BASE_VIC'])).toBeUndefined();
  // Two values as close: no guess.
  expect(closestValue('LINEAR_2', ['LINEAR_21', 'LINEAR_22'])).toBeUndefined();
  // Short words must match but for case.
  expect(closestValue('ABC', ['UBC', 'HBV'])).toBeUndefined();
  expect(closestValue('ubc', ['UBC', 'HBV'])).toBe('UBC');
});
