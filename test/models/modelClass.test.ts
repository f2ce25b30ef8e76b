import { ConfigValidationError } from '../../src/models/modelClass/errors.js';
import { EvaluationPeriod } from '../../src/models/rvi/evaluationPeriod.js';

describe('model base: a line command', () => {
  it('builds, validates, writes and reads back', () => {
    const p = new EvaluationPeriod({ name: 'cal', start: '2000-01-01', end: '2000-01-15' });
    expect(p).toBeInstanceOf(EvaluationPeriod);
    expect(p.toRv()).toBe(':EvaluationPeriod cal 2000-01-01 2000-01-15\n');
    expect(EvaluationPeriod.parse(p.toRv()).toJSON()).toEqual(p.toJSON());
    expect(p.toJSON()).toEqual({ name: 'cal', start: '2000-01-01', end: '2000-01-15' });
  });

  it('lists every problem: missing, wrong type, unknown field', () => {
    const e = (() => {
      try {
        new EvaluationPeriod({ name: 3, start: 'June', color: 'red' });
      } catch (x) {
        return x as ConfigValidationError;
      }
      throw new Error('no error');
    })();
    expect(e).toBeInstanceOf(ConfigValidationError);
    expect(e.problems.map((p) => `${p.path}: ${p.message}`).sort()).toEqual([
      'color: unknown field of EvaluationPeriod',
      'end: is required',
      'name: must be a string',
      'start: must be a date yyyy-mm-dd [hh:mm:ss]',
    ]);
  });

  it('points at the word in the text that is wrong', () => {
    const text = '# periods\n:EvaluationPeriod cal 2000-01-01 2000-13\n';
    try {
      EvaluationPeriod.parse(text);
      throw new Error('no error');
    } catch (x) {
      const e = x as ConfigValidationError;
      expect(e.problems).toEqual([
        {
          path: 'end',
          message: 'must be a date yyyy-mm-dd [hh:mm:ss]',
          location: { file: '<text>', line: 2, column: 34 },
        },
      ]);
    }
  });
});
