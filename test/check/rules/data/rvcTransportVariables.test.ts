import { CORPUS, type Replace } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonGr4j;
const RVI = 'raven-gr4j-salmon.rvi';
const RVC = 'raven-gr4j-salmon.rvc';
/**
 * Both copies simulate one constituent, a dissolved one or an isotope (with two, Salmon GR4J stops: "bad layer
 * index specified").
 */
const transport = (name: string): Replace[] => [
  { file: RVI, from: ':EndHydrologicProcesses', to: `:EndHydrologicProcesses\n:Transport ${name}` },
];
const withRvc = (lines: string, constituent = 'Nitrate') =>
  ravenWarned(
    M,
    [{ file: RVC, from: ':EndHRUStateVariableTable', to: `:EndHRUStateVariableTable\n${lines}` }],
    {},
    transport(constituent),
  );
const NOTHING = { completes: true, raven: [], rvkit: [], shown: [] };

describe('RV441 rvc-transport-variables, against Raven 4.12.1', () => {
  it('predicts :BasinTransportVariables of a constituent the model lacks, and the lines Raven then reads on their own', async () => {
    const out = await withRvc(
      ':BasinTransportVariables Phosphorus\n  :BasinIndex 1,gr4j-salmon\n    :ChannelMass 0.0\n:EndBasinTransportVariables',
    );
    expect(out.completes).toBe(true);
    expect(out.raven).toEqual(['ParseInitialConditionFile#22', 'ParseInitialConditionFile#26']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown).toEqual([
      `${RVC}:17:26: the model simulates no constituent Phosphorus (its :Transport has Nitrate): Raven skips the block and warns ("Unrecognized constituent entry in :BasinTransportVariables within .rvc file. Command was ignored.") [RV441]`,
      `${RVC}:18:3: :BasinIndex is read on its own, :BasinTransportVariables Phosphorus being skipped: Raven warns ("IGNORING unrecognized command: :BasinIndex in .rvc file") [RV441]`,
      `${RVC}:19:5: :ChannelMass is read on its own, :BasinTransportVariables Phosphorus being skipped: Raven warns ("IGNORING unrecognized command: :ChannelMass in .rvc file") [RV441]`,
    ]);
    // Raven finds a constituent whatever its case.
    expect(
      await withRvc(
        ':BasinTransportVariables NITRATE\n  :BasinIndex 1,gr4j-salmon\n    :ChannelMass 0.0\n:EndBasinTransportVariables',
      ),
    ).toEqual(NOTHING);
  }, 120_000);

  it('predicts :Mout, :Mlat and :Min rows shorter than their own count', async () => {
    const rows = (mout: string, mlat: string, min: string) =>
      withRvc(
        `:BasinTransportVariables Nitrate\n  :BasinIndex 1,gr4j-salmon\n    :Mout,${mout}\n    :Mlat,${mlat}\n    :Min ,${min}\n:EndBasinTransportVariables`,
      );
    const out = await rows('1,0.0', '3,0.0,0.0,0.0', '20,0.0');
    expect(out.raven).toEqual([
      'ParseInitialConditionFile#23',
      'ParseInitialConditionFile#24',
      'ParseInitialConditionFile#25',
    ]);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown[0]).toBe(
      `${RVC}:19:11: :Mout announces 1 value and the last one but its line holds 1: Raven ignores the row and warns ("ParseInitialConditionsFile: incorrect number of terms in :Mout initial conditions item") [RV441]`,
    );
    expect(await rows('1,0.0,0.0', '3,0.0,0.0,0.0,0.0', `20${',0.0'.repeat(20)}`)).toEqual(NOTHING);
  }, 120_000);

  it('predicts :InitialSurfaceWaterConcentration of an unknown constituent or one that is not an isotope', async () => {
    const out = await withRvc(
      ':InitialSurfaceWaterConcentration Phosphorus 1.0\n:InitialSurfaceWaterConcentration Nitrate 1.0',
    );
    expect(out.raven).toEqual(['ParseInitialConditionFile#17', 'ParseInitialConditionFile#18']);
    expect(out.rvkit).toEqual(out.raven);
    expect(out.shown[1]).toBe(
      `${RVC}:18:35: Nitrate is not an isotope (only :Transport 18O and 2H are): Raven ignores the line and warns ("ParseInitialConditions: :InitialSurfaceWaterConcentration can only be used with isotope constituents. Command was ignored.") [RV441]`,
    );
    // With the isotope 18O simulated: its line is read, an unknown one is not.
    expect(await withRvc(':InitialSurfaceWaterConcentration 18O -12.0', '18O')).toEqual(NOTHING);
    const iso = await withRvc(':InitialSurfaceWaterConcentration 2H -80.0', '18O');
    expect(iso.raven).toEqual(['ParseInitialConditionFile#17']);
    expect(iso.rvkit).toEqual(iso.raven);
  }, 120_000);
});
