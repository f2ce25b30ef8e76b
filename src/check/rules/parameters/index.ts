/** The parameter rules (RV3xx): the .rvp gives every parameter the model needs, as Raven reads it. */
import type { Rule } from '../../rule.js';
import { autoNotComputable } from './autoNotComputable.js';
import { channelProfileGeometry } from './channelProfileGeometry.js';
import { channelProfileNeeded } from './channelProfileNeeded.js';
import { channelReferenceFlow } from './channelReferenceFlow.js';
import { muskingumTimestep } from './muskingumTimestep.js';
import { classRowLength } from './classRowLength.js';
import { initialSoilCapacity } from './initialSoilCapacity.js';
import { missingParameter } from './missingParameter.js';
import { parameterLimit } from './parameterLimit.js';
import { parameterListUnits } from './parameterListUnits.js';
import { parameterRowClass } from './parameterRowClass.js';
import { parameterRowShort } from './parameterRowShort.js';
import { reachSegments } from './reachSegments.js';
import { reservoirValues } from './reservoirValues.js';
import { subbasinGroupProperty } from './subbasinGroupProperty.js';
import { valueAliasName } from './valueAliasName.js';
import { channelRoughnessExtent } from './channelRoughnessExtent.js';
import { subbasinGroupWeights } from './subbasinGroupWeights.js';
import { subbasinRoutingTimes } from './subbasinRoutingTimes.js';
import { unknownParameter } from './unknownParameter.js';
import { parameterOverride } from './parameterOverride.js';
import { unitHydrographTruncated } from './unitHydrographTruncated.js';
import { lateralConnectionWeights } from './lateralConnectionWeights.js';
import { subbasinMultiplierAuto } from './subbasinMultiplierAuto.js';

/** Every parameter rule, by code. */
export const PARAMETER_RULES: readonly Rule[] = [
  missingParameter,
  parameterLimit,
  autoNotComputable,
  unknownParameter,
  parameterRowClass,
  parameterRowShort,
  classRowLength,
  parameterListUnits,
  channelProfileNeeded,
  subbasinRoutingTimes,
  channelProfileGeometry,
  channelReferenceFlow,
  initialSoilCapacity,
  parameterOverride,
  reachSegments,
  reservoirValues,
  subbasinGroupProperty,
  valueAliasName,
  channelRoughnessExtent,
  subbasinGroupWeights,
  unitHydrographTruncated,
  lateralConnectionWeights,
  subbasinMultiplierAuto,
  muskingumTimestep,
];
