import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV404 timestep-invalid', () => {
  it('points at a step that does not divide a day, and at a step of zero', async () => {
    const two = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:TimeStep\s+1\.0/, to: ':TimeStep 2.0' },
    ]);
    expect(only('RV404', two)).toEqual([
      'Irondequoit.rvi:11:11: error: :TimeStep 2.0 does not divide a day evenly: use 1/n of a day [RV404]',
    ]);
    const zero = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:TimeStep\s+1\.0/, to: ':TimeStep 0' },
    ]);
    expect(only('RV404', zero)).toEqual([
      'Irondequoit.rvi:11:11: error: :TimeStep 0 is not positive [RV404]',
    ]);
  });

  it('warns when Raven rounds the step, and accepts hh:mm:ss steps', async () => {
    const rounded = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvi', from: /:TimeStep\s+1\.0/, to: ':TimeStep 0.26' },
    ]);
    expect(only('RV404', rounded)).toEqual([
      'Irondequoit.rvi:11:11: warning: Raven rounds :TimeStep 0.26 to 1/4 of a day; write that step [RV404]',
    ]);
    const clock = await checkMutated(CORPUS.alouette, []);
    expect(only('RV404', clock)).toEqual([]);
  });
});
