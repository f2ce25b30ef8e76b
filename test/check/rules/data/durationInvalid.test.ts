import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV403 duration-invalid', () => {
  it('points at a negative or zero :Duration', async () => {
    const negative = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:Duration\s+366/, to: ':Duration -366' },
    ]);
    expect(only('RV403', negative)).toEqual([
      'Irondequoit.rvi:10:11: error: :Duration -366 is negative: give the number of days to simulate [RV403]',
    ]);
    const zero = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvi', from: /:Duration\s+20819/, to: ':Duration 0' },
    ]);
    expect(only('RV403', zero)).toEqual([
      'raven-hbv-salmon.rvi:13:11: error: :Duration 0 is zero: give the number of days to simulate [RV403]',
    ]);
  });

  it('accepts a duration with a time of day', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:Duration\s+366/, to: ':Duration 0 12:00:00' },
    ]);
    expect(only('RV403', out)).toEqual([]);
  });
});
