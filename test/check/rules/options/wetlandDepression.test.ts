import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const HMETS = 'raven-hmets-salmon';
const wetland = (name: string) => [
  { file: `${HMETS}.rvh`, from: 'DEFAULT_P', to: name },
  { file: `${HMETS}.rvp`, from: 'DEFAULT_P', to: name },
];

describe('RV510 wetland-depression', () => {
  // Raven 4.12.1: "CModel::Initialize: At least one WETLAND-type soil profile is included but no DEPRESSION
  // storage processes included in hydrologic process list."
  it('points at the wetland profile of a model without DEPRESSION storage', async () => {
    const out = await checkMutated(CORPUS.hmets, wetland('WETLAND_P'));
    expect(only('RV510', out)).toEqual([
      `${HMETS}.rvp:48:3: error: soil profile WETLAND_P makes HRU 1 a wetland, and no process of the .rvi uses DEPRESSION storage, where wetlands keep their water: Raven stops ("no DEPRESSION storage processes included in hydrologic process list"); add depression processes (:Abstraction … DEPRESSION, :DepressionOverflow …) or rename the profile [RV510]`,
    ]);
  });

  // Raven 4.12.1 completes on both (with DEP_MAX given for the DEPRESSION store).
  it('accepts a wetland with a DEPRESSION store, and a profile named wetland in lower case', async () => {
    const flush = await checkMutated(CORPUS.hmets, [
      ...wetland('WETLAND_P'),
      {
        file: `${HMETS}.rvi`,
        from: ':EndHydrologicProcesses',
        to: '  :Flush RAVEN_DEFAULT DEPRESSION SURFACE_WATER\n:EndHydrologicProcesses',
      },
    ]);
    expect(only('RV510', flush)).toEqual([]);
    expect(only('RV510', await checkMutated(CORPUS.hmets, wetland('wetland_P')))).toEqual([]);
  });
});
