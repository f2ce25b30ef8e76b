import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVC = 'raven-hbv-salmon.rvc';
/** The end of the model's own initial conditions, after which lines are added. */
const AFTER = /(:EndInitialConditions[^\n]*\n)/;

describe('RV484 rvc-state-variable, against Raven 4.12.1', () => {
  it('predicts the warnings for state variables Raven does not know, in each command', async () => {
    const unknown = await ravenWarned(M, [
      {
        file: RVC,
        from: AFTER,
        to:
          '$1:UniformInitialConditions SOIL_WATER 50.0\n' +
          ':HRUStateVariableTable\n  :Attributes SNOWW\n  :Units mm\n  1 0.0\n:EndHRUStateVariableTable\n' +
          ':InitialConditions SNOW_PACK\n:EndInitialConditions\n',
      },
    ]);
    expect(unknown).toEqual({
      completes: true,
      raven: ['ParseInitialConditionFile#11', 'ParseInitialConditionFile#2', 'ParseInitialConditionFile#7'],
      rvkit: ['ParseInitialConditionFile#11', 'ParseInitialConditionFile#2', 'ParseInitialConditionFile#7'],
      shown: [
        `${RVC}:24:27: 'SOIL_WATER' is not a state variable Raven knows: Raven warns (":UniformInitialConditions: unrecognized state variable type SOIL_WATER") and ignores it [RV484]`,
        `${RVC}:26:15: 'SNOWW' is not a state variable Raven knows (did you mean SNOW?): Raven warns (":HRUStateVariableTable: unrecognized state variable type SNOWW") and ignores it [RV484]`,
        `${RVC}:30:20: 'SNOW_PACK' is not a state variable Raven knows: Raven warns ("Unrecognized State Variable type SNOW_PACK in :InitialConditions command") and ignores it [RV484]`,
      ],
    });
  }, 120_000);

  it('says Raven stops on the values of an :InitialConditions it does not know', async () => {
    const values = await ravenWarned(M, [
      { file: RVC, from: AFTER, to: '$1:InitialConditions SNOW_PACK\n  1.0\n:EndInitialConditions\n' },
    ]);
    expect(values.completes).toBe(false);
    expect(values.rvkit).toEqual(['ParseInitialConditionFile#11']);
    expect(values.shown).toEqual([
      `${RVC}:24:20: 'SNOW_PACK' is not a state variable Raven knows: Raven warns ("Unrecognized State Variable type SNOW_PACK in :InitialConditions command") and then stops on the value lines below ("Unrecognized command in .rvc file") [RV484]`,
    ]);
  }, 120_000);

  it('predicts the warnings for soil layers the model does not have, and none for its own stores and aliases', async () => {
    // :SoilModel SOIL_MULTILAYER 3: SOIL[0] to SOIL[2]; FAST_RESERVOIR is an :Alias of SOIL[1].
    const absent = await ravenWarned(M, [
      {
        file: RVC,
        from: AFTER,
        to:
          '$1:UniformInitialConditions SOIL[5] 5.0\n' +
          ':InitialConditions SOIL[3]\n  1.0\n:EndInitialConditions\n',
      },
    ]);
    expect(absent).toEqual({
      completes: true,
      raven: ['ParseInitialConditionFile#13', 'ParseInitialConditionFile#3'],
      rvkit: ['ParseInitialConditionFile#13', 'ParseInitialConditionFile#3'],
      shown: [
        `${RVC}:24:27: 'SOIL[5]' is a soil layer the model does not have (:SoilModel creates SOIL[0] to SOIL[2]): Raven warns ("Initial conditions specified for state variable not in model (SOIL[5])") and ignores it [RV484]`,
        `${RVC}:25:20: 'SOIL[3]' is a soil layer the model does not have (:SoilModel creates SOIL[0] to SOIL[2]): Raven warns ("Unused state Variable SOIL[3] in :InitialConditions command will be ignored") and ignores it [RV484]`,
      ],
    });
    // The table's warning has the same words as :UniformInitialConditions' (#3): the harness reads Raven's line as
    // the one of the two rvkit predicts.
    const column = await ravenWarned(M, [
      {
        file: RVC,
        from: AFTER,
        to: '$1:HRUStateVariableTable\n  :Attributes SNOW SOIL[4]\n  :Units mm mm\n  1 0.0 1.0\n:EndHRUStateVariableTable\n',
      },
    ]);
    expect(column.completes).toBe(true);
    expect(column.raven).toEqual(['ParseInitialConditionFile#8']);
    expect(column.rvkit).toEqual(['ParseInitialConditionFile#8']);
    expect(column.shown).toEqual([
      `${RVC}:25:20: 'SOIL[4]' is a soil layer the model does not have (:SoilModel creates SOIL[0] to SOIL[2]): Raven warns ("Initial conditions specified for state variable not in model (SOIL[4])") and ignores it [RV484]`,
    ]);
    const known = await ravenWarned(M, [
      {
        file: RVC,
        from: AFTER,
        to:
          '$1:UniformInitialConditions fast_reservoir 5.0\n' +
          ':HRUStateVariableTable\n  :Attributes SNOW SOIL[0]\n  :Units mm mm\n  1 0.0 1.0\n:EndHRUStateVariableTable\n',
      },
    ]);
    expect(known).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);

  it('predicts the warning for a :HRUStateVariableTable whose next line is not :Attributes, and the stop on its rows', async () => {
    const skipped = await ravenWarned(M, [
      {
        file: RVC,
        from: AFTER,
        to: '$1:HRUStateVariableTable\n  # states at the start\n  :Attributes SNOW\n  :Units mm\n  1 0.0\n:EndHRUStateVariableTable\n',
      },
    ]);
    expect(skipped.completes).toBe(false);
    expect(skipped.rvkit).toEqual(['ParseInitialConditionFile#6']);
    expect(skipped.shown).toEqual([
      `${RVC}:24:1: the line below :HRUStateVariableTable is not its :Attributes line: Raven warns (":HRUStateVariableTable command: first line must begin with :Attributes") and then stops on the rows ("Unrecognized command in .rvc file"); put :Attributes right below :HRUStateVariableTable [RV484]`,
    ]);
  }, 120_000);
});
