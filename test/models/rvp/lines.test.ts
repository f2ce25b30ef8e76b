/** The one-line .rvp commands: :RainSnowTransition and :GlobalParameter. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import { Variable, mul } from '../../../src/models/symbolic/expr.js';
import { FreeSymbolError } from '../../../src/models/commandText/write.js';
import { GlobalParameter, RainSnowTransition } from '../../../src/models/rvp/index.js';
import { locatedProblems, problems } from './helpers.js';

describe(':RainSnowTransition', () => {
  it('writes temp and delta on one line and reads them back', () => {
    const r = new RainSnowTransition({ temp: 0.5, delta: 2 });
    expect(bindingOf(RainSnowTransition)?.spec.name).toBe(':RainSnowTransition');
    expect(r.toRv()).toBe(':RainSnowTransition 0.5 2\n');
    expect(RainSnowTransition.parse(r.toRv()).toJSON()).toEqual({ temp: 0.5, delta: 2 });
  });

  it('requires both values, numbers or expressions', () => {
    expect(problems(() => new RainSnowTransition({ temp: 'warm' }))).toEqual([
      'temp: must be a number or a symbolic expression',
      'delta: is required',
    ]);
  });

  it('holds expressions and refuses to write them while symbolic', () => {
    const r = new RainSnowTransition({ temp: mul(new Variable('X1'), 2), delta: 1 });
    expect(r.toJSON()).toEqual({ temp: { op: '*', args: [{ name: 'X1' }, 2] }, delta: 1 });
    expect(() => r.toRv()).toThrow(FreeSymbolError);
  });

  it('fails on a word Raven would read with atof, and on a missing value', () => {
    expect(locatedProblems(() => RainSnowTransition.parse(':RainSnowTransition _AUTO\n'))).toEqual([
      "1:21 temp: '_AUTO' is not a number: Raven reads this value with atof (_DEFAULT, _AUTO and alias names become 0)",
    ]);
    expect(locatedProblems(() => RainSnowTransition.parse(':RainSnowTransition 1\n'))).toEqual([
      '1:1 delta: is required',
    ]);
  });
});

describe(':GlobalParameter', () => {
  it('is a name and a value on one line', () => {
    const g = new GlobalParameter({ name: 'RAINSNOW_TEMP', value: -0.5 });
    expect(bindingOf(GlobalParameter)?.spec.name).toBe(':GlobalParameter');
    expect(g.toRv()).toBe(':GlobalParameter RAINSNOW_TEMP -0.5\n');
    expect(GlobalParameter.parse(g.toRv()).toJSON()).toEqual({ name: 'RAINSNOW_TEMP', value: -0.5 });
  });

  it('validates its fields and refuses symbols and bad names on writing', () => {
    expect(problems(() => new GlobalParameter({ value: 'x' }))).toEqual([
      'name: is required',
      'value: must be a number or a symbolic expression',
    ]);
    expect(() => new GlobalParameter({ name: 'X', value: new Variable('P') }).toRv()).toThrow(
      FreeSymbolError,
    );
    expect(() => new GlobalParameter({ name: 'A B', value: 1 }).toRv()).toThrow('one word');
  });

  it('fails on a value Raven would read with atof', () => {
    expect(locatedProblems(() => GlobalParameter.parse(':GlobalParameter SNOW_SWI **\n'))).toEqual([
      "1:27 value: '**' is not a number: Raven reads this value with atof (_DEFAULT, _AUTO and alias names become 0)",
    ]);
  });
});
