/** The .rvi catalogue, data assimilation and state overrides. */
import { oneOf, optional, variadic, word } from '../common.js';
import { date, flag, time } from './builders.js';
import type { CommandSpec } from '../types.js';

/** Data assimilation and state overrides. */
export const ASSIMILATION_COMMANDS: readonly CommandSpec[] = [
  {
    name: ':AssimilationStartTime',
    args: [date('date'), time('time')],
    doc: 'Time from which observations are assimilated.',
  },
  flag(':AssimilateStreamflow', 'Assimilates observed streamflow by direct insertion.'),
  flag(':AssimilateReservoirStage', 'Assimilates observed reservoir stage.'),
  {
    name: ':AssimilationMethod',
    // Any other keyword is silently ignored by the engine (no else), which keeps DA_RAVEN_DEFAULT.
    args: [
      oneOf('method', ['DA_RAVEN_DEFAULT', 'DA_ECCC'], 'ignored', {
        fallback: 'DA_RAVEN_DEFAULT',
        ravenDefault: 'DA_RAVEN_DEFAULT',
      }),
    ],
    doc: 'Streamflow assimilation method.',
  },
  {
    name: ':StateOverrideEndTime',
    args: [date('date'), time('time')],
    doc: 'Time after which state overrides from the .rvt are no longer applied.',
  },
  {
    name: ':UncertaintyAnalysis',
    // Not in the 4.12.1 source read for this catalogue; its arguments are unknown, so any are accepted.
    args: [optional(variadic(word('args')))],
    doc: 'Uncertainty analysis settings (newer engines).',
  },
];
