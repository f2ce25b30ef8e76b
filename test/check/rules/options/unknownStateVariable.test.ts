import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const HBVEC = 'raven-hbvec-salmon.rvi';
const HMETS = 'raven-hmets-salmon.rvi';

describe('RV501 unknown-state-variable', () => {
  it('points at a misspelt alias on a process line, with the closest alias', async () => {
    const out = await checkMutated(CORPUS.hbvec, [
      { file: HBVEC, from: 'BASE_POWER_LAW     FAST_RESERVOIR', to: 'BASE_POWER_LAW     FAST_RESERVIOR' },
    ]);
    expect(only('RV501', out)).toEqual([
      `${HBVEC}:68:41: error: 'FAST_RESERVIOR' is not a state variable Raven knows nor an :Alias defined above this line (did you mean FAST_RESERVOIR?); Raven stops here (Unrecognized State Variable) [RV501]`,
    ]);
  });

  it('points at an alias target Raven does not know, naming the first line that reads it', async () => {
    const lower = await checkMutated(CORPUS.hbvec, [
      { file: HBVEC, from: 'FAST_RESERVOIR SOIL[1]', to: 'FAST_RESERVOIR soil[1]' },
    ]);
    expect(only('RV501', lower)).toEqual([
      `${HBVEC}:43:29: error: :Alias FAST_RESERVOIR stands for 'soil[1]', which Raven compares as written: write SOIL[1]; Raven stops at line 62 (:Flush), the first line that reads the alias (Unrecognized State Variable) [RV501]`,
    ]);
    const misspelt = await checkMutated(CORPUS.hbvec, [
      { file: HBVEC, from: 'FAST_RESERVOIR SOIL[1]', to: 'FAST_RESERVOIR SOL[1]' },
    ]);
    expect(only('RV501', misspelt)).toEqual([
      `${HBVEC}:43:29: error: :Alias FAST_RESERVOIR stands for 'SOL[1]', which is not a state variable Raven knows (did you mean SOIL[1]?); Raven stops at line 62 (:Flush), the first line that reads the alias (Unrecognized State Variable) [RV501]`,
    ]);
  });

  it('says when the alias is defined only below the line that uses it', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: HMETS, from: ':Alias DELAYED_RUNOFF CONVOLUTION[1]', to: '' },
      {
        file: HMETS,
        from: ':EndHydrologicProcesses',
        to: ':EndHydrologicProcesses\n:Alias DELAYED_RUNOFF CONVOLUTION[1]',
      },
    ]);
    const later = 'its :Alias comes later (line 38), and Raven knows an alias only from its line on';
    expect(only('RV501', out)).toEqual([
      `${HMETS}:29:49: error: 'DELAYED_RUNOFF' is not a state variable Raven knows nor an :Alias defined above this line: ${later}; Raven stops here (Unrecognized State Variable) [RV501]`,
      `${HMETS}:32:49: error: 'DELAYED_RUNOFF' is not a state variable Raven knows nor an :Alias defined above this line: ${later}; Raven stops here (Unrecognized State Variable) [RV501]`,
    ]);
  });

  it('refuses MULTIPLE as a store and a layer that is not a number', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: HMETS, from: 'OVERFLOW_RAVEN  SOIL[0]', to: 'OVERFLOW_RAVEN  MULTIPLE' },
      { file: HMETS, from: 'OVERFLOW_RAVEN  SOIL[1]', to: 'OVERFLOW_RAVEN  SOIL[x]' },
    ]);
    expect(only('RV501', out)).toEqual([
      `${HMETS}:29:36: error: :Overflow moves water from the one store you name here, and MULTIPLE is not a store (it stands for the stores a process such as :Infiltration picks itself): Raven stops (Unknown State Variable Type) [RV501]`,
      `${HMETS}:32:36: error: 'SOIL[x]': Raven reads only digits between the brackets of a layer, not 'x', and reports an error (non-integer used in brackets of state variable) [RV501]`,
    ]);
  });

  it('says nothing of arguments Raven does not read, and accepts alias names in any case', async () => {
    const out = await checkMutated(CORPUS.hmets, [
      { file: HMETS, from: 'SOILEVAP_ALL    SOIL[0]', to: 'SOILEVAP_ALL    SOL[0]' },
      { file: HMETS, from: 'CONVOL_GAMMA    CONVOLUTION[0]', to: 'CONVOL_GAMMA    CONVOLUTON[0]' },
      { file: HMETS, from: 'SOIL[1]      DELAYED_RUNOFF', to: 'SOIL[1]      delayed_runoff' },
    ]);
    expect(only('RV501', out)).toEqual([]);
  });

  // Raven 4.12.1: the 5-day run completes (no water reaches the convolution in January), the whole run is killed
  // by SIGABRT ("double free or corruption"); the misspelt :LakeStorage stops it ("SVTypeToString: Unknown
  // State Variable Type").
  it('says what Raven does with a :Convolve target or a :LakeStorage store it does not know', async () => {
    const convolve = await checkMutated(CORPUS.hmets, [
      { file: HMETS, from: 'CONVOLUTION[0] SURFACE_WATER', to: 'CONVOLUTION[0] SURFACE_WATR' },
    ]);
    expect(only('RV501', convolve)).toEqual([
      `${HMETS}:34:51: error: 'SURFACE_WATR' is not a state variable Raven knows nor an :Alias defined above this line (did you mean SURFACE_WATER?); :Convolve finds no such store, and Raven, which does not check, writes the water it moves outside the model's stores: the run crashes ("double free or corruption") once water flows [RV501]`,
    ]);
    const lake = await checkMutated(CORPUS.hbvec, [
      { file: HBVEC, from: ':LakeStorage SLOW_RESERVOIR', to: ':LakeStorage SLOW_RESERVIOR' },
    ]);
    expect(only('RV501', lake)).toEqual([
      `${HBVEC}:45:14: error: 'SLOW_RESERVIOR' is not a state variable Raven knows nor an :Alias defined above this line (did you mean SLOW_RESERVOIR?); Raven adds a store of no known type and stops (SVTypeToString: Unknown State Variable Type) [RV501]`,
    ]);
  });
});
