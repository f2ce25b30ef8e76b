import { CORPUS } from '../harness.js';
import { ravenWarned } from '../ravenWarned.js';

const M = CORPUS.salmonHbv;
const RVC = 'raven-hbv-salmon.rvc';
/** The end of the model's own initial conditions, after which lines are added. */
const AFTER = /(:EndInitialConditions[^\n]*\n)/;

describe('RV485 rvc-reservoir, against Raven 4.12.1', () => {
  it('predicts the warnings for reservoir states of a subbasin without a reservoir', async () => {
    // Subbasin 1 of the Salmon model has no :Reservoir.
    const states = await ravenWarned(M, [
      {
        file: RVC,
        from: AFTER,
        to:
          '$1:BasinStateVariables\n  :BasinIndex 1 hbv\n    :ResStage 10.0 10.0\n    :ResFlow 1.0 1.0\n:EndBasinStateVariables\n' +
          ':InitialReservoirStage 1 10.0\n',
      },
    ]);
    expect(states).toEqual({
      completes: true,
      raven: ['ParseInitialConditionFile#14', 'ParseInitialConditionFile#15', 'ParseInitialConditionFile#16'],
      rvkit: ['ParseInitialConditionFile#14', 'ParseInitialConditionFile#15', 'ParseInitialConditionFile#16'],
      shown: [
        `${RVC}:26:15: :ResStage for subbasin 1, which has no :Reservoir in the .rvh: Raven warns (":ResStage initial conditions for basin without reservoir will be ignored.") [RV485]`,
        `${RVC}:27:14: :ResFlow for subbasin 1, which has no :Reservoir in the .rvh: Raven warns (":ResFlow initial conditions for basin without reservoir will be ignored.") [RV485]`,
        `${RVC}:29:24: :InitialReservoirStage for subbasin 1, which has no :Reservoir in the .rvh: Raven warns ("bad basin index in :InitialReservoirStage command (.rvc file), no reservoir exists in basin 1. Command will be ignored.") [RV485]`,
      ],
    });
    const channel = await ravenWarned(M, [
      {
        file: RVC,
        from: AFTER,
        to: '$1:BasinStateVariables\n  :BasinIndex 1 hbv\n    :ChannelStorage 0.0\n:EndBasinStateVariables\n',
      },
    ]);
    expect(channel).toEqual({ completes: true, raven: [], rvkit: [], shown: [] });
  }, 120_000);
});
