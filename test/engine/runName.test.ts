import { readRunName } from '../../src/engine/index.js';

describe('readRunName reads :RunName with Raven token rules', () => {
  test('tabs, commas and an inline comment', () => {
    expect(readRunName(':StartDate 2000-01-01\r\n:RunName,\tmyrun # the name\r\n')).toBe('myrun');
  });

  test('commented-out lines do not count; the last one wins; :End stops reading', () => {
    const rvi = ['#:RunName old', ':RunName first', ':RunName second', ':End', ':RunName after'].join('\n');
    expect(readRunName(rvi)).toBe('second');
  });

  test('no :RunName gives the empty name', () => {
    expect(readRunName(':SoilModel SOIL_ONE\n')).toBe('');
  });
});
