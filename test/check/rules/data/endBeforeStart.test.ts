import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV402 end-before-start', () => {
  it('points at an :EndDate before the start', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:Duration\s+366/, to: ':EndDate 1999-12-31 00:00:00' },
    ]);
    expect(only('RV402', out)).toEqual([
      'Irondequoit.rvi:10:10: error: :EndDate 1999-12-31 is before the start 2000-01-01: the simulation has no time step [RV402]',
    ]);
  });

  it('points at an :EndDate equal to the start', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:Duration\s+366/, to: ':EndDate 2000-01-01' },
    ]);
    expect(only('RV402', out)).toEqual([
      'Irondequoit.rvi:10:10: error: :EndDate 2000-01-01 is the same as the start 2000-01-01: the simulation has no time step [RV402]',
    ]);
  });

  it('points at an :EndDate written before :StartDate, and accepts one after it', async () => {
    const before = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:Duration\s+366/, to: '' },
      { file: 'Irondequoit.rvi', from: ':StartDate', to: ':EndDate 2000-02-01 00:00:00\n:StartDate' },
    ]);
    expect(only('RV402', before)).toEqual([
      'Irondequoit.rvi:9:10: error: :EndDate comes before :StartDate: Raven measures it from its default start in 1666; move it after :StartDate [RV402]',
    ]);
    const after = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:Duration\s+366/, to: ':EndDate 2000-02-01 00:00:00' },
    ]);
    expect(only('RV402', after)).toEqual([]);
  });
});
