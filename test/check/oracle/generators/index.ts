/** Every mutation generator of the oracle test, one family after another. */
import type { Generator } from '../mutation.js';
import { CHANNEL_SURVEY_GENERATORS } from './channelSurvey.js';
import { DATA_GENERATORS } from './data.js';
import { DERIVED_WARNING_GENERATORS } from './derivedWarnings.js';
import { HARMLESS_GENERATORS } from './harmless.js';
import { LATE_CRASH_GENERATORS } from './lateCrash.js';
import { OPTION_GENERATORS } from './options.js';
import { PARAMETER_GENERATORS } from './parameters.js';
import { REFERENCE_GENERATORS } from './references.js';
import { RESERVOIR_CURVE_GENERATORS } from './reservoirCurves.js';
import { ROUTING_TIME_GENERATORS } from './routingTimes.js';
import { RUNOFF_ZERO_GENERATORS } from './runoffZero.js';
import { RVC_WARNING_GENERATORS } from './rvcWarnings.js';
import { RVC_HISTORY_GENERATORS } from './rvcHistory.js';
import { STRUCTURE_GENERATORS } from './structure.js';
import { TRANSPORT_LAYER_GENERATORS } from './transportLayers.js';

/** The generators of every family. */
export const GENERATORS: readonly Generator[] = [
  ...STRUCTURE_GENERATORS,
  ...REFERENCE_GENERATORS,
  ...PARAMETER_GENERATORS,
  ...DATA_GENERATORS,
  ...OPTION_GENERATORS,
  ...ROUTING_TIME_GENERATORS,
  ...RESERVOIR_CURVE_GENERATORS,
  ...CHANNEL_SURVEY_GENERATORS,
  ...RUNOFF_ZERO_GENERATORS,
  ...LATE_CRASH_GENERATORS,
  ...DERIVED_WARNING_GENERATORS,
  ...HARMLESS_GENERATORS,
  ...RVC_WARNING_GENERATORS,
  ...RVC_HISTORY_GENERATORS,
  ...TRANSPORT_LAYER_GENERATORS,
];
