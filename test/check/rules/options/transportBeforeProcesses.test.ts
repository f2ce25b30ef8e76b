import { CORPUS } from '../harness.js';
import { ravenRan } from '../ravenRan.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
/** The lines put right after :SoilModel (before the process list) of Salmon GR4J. */
const afterSoilModel = (lines: string) => [{ file: RVI, from: /^(:SoilModel[^\n]*\n)/m, to: `$1${lines}\n` }];

describe('RV568 transport-before-processes, against Raven 4.12.1', () => {
  it('is an error for :Transport above :EndHydrologicProcesses: Raven stops on it', async () => {
    const out = await ravenRan(M, afterSoilModel(':Transport Nitrate'), 'RV568');
    expect(out.raven.fails).toBe(true);
    expect(out.raven.errors.join('\n')).toContain(
      ':Transport command must be after :EndHydrologicProcesses command in .rvi file',
    );
    expect(out.rvkit).toEqual([
      `${RVI}:18:1: error: :Transport before any :EndHydrologicProcesses: Raven prepares the transport model there, refuses this line (":Transport command must be after :EndHydrologicProcesses command in .rvi file") and stops`,
    ]);
  }, 120_000);

  it('is an error for :MassInflux there: Raven refuses it and stops after the .rvi', async () => {
    const out = await ravenRan(M, afterSoilModel(':MassInflux Nitrate SOIL[0] 1.0'), 'RV568');
    expect(out.raven.fails).toBe(true);
    expect(out.raven.errors.join('\n')).toContain(':MassInflux command must be after :Transport command');
    expect(out.rvkit).toHaveLength(1);
  }, 120_000);

  it('says nothing of :Transport below :EndHydrologicProcesses (Raven runs)', async () => {
    const out = await ravenRan(
      M,
      [{ file: RVI, from: /^(:EndHydrologicProcesses[^\n]*\n)/m, to: '$1:Transport Nitrate\n' }],
      'RV568',
    );
    expect(out.raven.fails).toBe(false);
    expect(out.rvkit).toEqual([]);
  }, 120_000);
});
