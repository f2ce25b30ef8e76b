/** The .rve command models of EnKF data assimilation. */
export { ForcingPerturbation } from './forcingPerturbation.js';
export { ObservationErrorModel } from './observationErrorModel.js';
export { AssimilatedState } from './assimilatedState.js';
export { AssimilateStreamflow } from './assimilateStreamflow.js';
