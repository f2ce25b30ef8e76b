import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('RV101 missing-end', () => {
  it('is an error where the table swallows the commands after it', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: ':EndSubBasins\r\n', to: '' },
    ]);
    expect(only('RV101', out)).toEqual([
      'Irondequoit.rvh:8:1: error: :SubBasins is not closed: expected :EndSubBasins or :EndConduits before :HRUs [RV101]',
    ]);
  });

  it('is a warning for a table Raven reads to the end of the file anyway (:HRUs last in the .rvh)', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: ':EndHRUs', to: '' },
    ]);
    expect(only('RV101', out)).toEqual([
      'Irondequoit.rvh:13:1: warning: :HRUs is not closed: add :EndHRUs (Raven reads the table to the end of the file) [RV101]',
    ]);
  });
});
