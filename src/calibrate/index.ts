/** Calibration: DDS and parallel DDS as OSTRICH runs them, samplers, the journal, OSTRICH's formats. */

/** Running an OSTRICH setup (its ostIn.txt) as it is. */
export {
  calibrateOstrich,
  ostrichCalibrationDir,
  RANDOM_NUMBERS_FILE,
  type OstrichCalibrationOptions,
} from './ostrich/calibrateOstrich.js';
/** Reading an ostIn.txt. */
export { parseOstIn, parseOstInText } from './ostrich/parseOstIn.js';
export type {
  OstrichSetup,
  ResponseVar,
  TiedResponseVar,
  Observation,
  FilePair,
  DdsSettings,
} from './ostrich/setup.js';
/** OSTRICH's result files. */
export { ostModelText, ostOutputText } from './ostrich/ostrichFiles.js';
/** Parameters, their transforms and tied forms. */
export type { Parameter, TiedParameter, TiedForm, Transform, ValueStyle } from './parameters.js';
export { SearchSpace } from './space.js';
/** The algorithms: DDS, parallel DDS, samplers. */
export type { Algorithm, Best, Candidate, Taken } from './algorithm.js';
export { Dds, perturb, type DdsOptions } from './dds.js';
export { ParallelDds, type PddsOptions } from './pdds.js';
export { Sampler, latinHypercube, monteCarlo } from './samplers.js';
/** Random numbers as OSTRICH draws them. */
export { GlibcRandom, ListRandom, Rng, RAND_MAX, readRandomNumbers, type RandomSource } from './random.js';
/** The journal, the search, and what a calibration leaves. */
export { Journal, entryCost, readJournal, type JournalEntry, type JournalHeader } from './journal.js';
export {
  runSearch,
  CalibrationAborted,
  type SearchProgress,
  type SearchOptions,
  type SearchOutcome,
} from './search.js';
export { executePlan, type CalibrationPlan, type ExecuteOptions, type ExecuteOutcome } from './execute.js';
export { CALIBRATION_FILES, readCalibrationResult, historyCsv, type CalibrationResult } from './results.js';
export type { Evaluation, Evaluator } from './evaluator.js';
/** Errors of a calibration. */
export {
  CalibrationSetupError,
  JournalError,
  ModelRefusedError,
  formatSetupProblem,
  type Place,
  type SetupProblem,
} from './errors.js';
/** Calibrating any model directory: parameters by template or by reference, Raven's metrics as objective. */
export {
  calibrateModel,
  modelCalibrationDir,
  type ModelCalibrationOptions,
  type ModelCalibrationOutcome,
} from './model/calibrateModel.js';
export type { AlgorithmSettings, CalibrationSetup, ModelParameter, ModelTied } from './model/setup.js';
export {
  metricName,
  metricSense,
  ObjectiveError,
  type ObjectiveTerm,
  type Sense,
} from './model/objective.js';
export { resolveReference, TargetError, type ResolvedReference, type Site } from './model/references.js';
export {
  distinctNames,
  nameFromTarget,
  parseObjectiveSpec,
  parseParamSpec,
  parseTieSpec,
  readSetupFile,
} from './model/specs.js';
/** An rvkit calibration written as an OSTRICH setup (--to-ostrich). */
export { writeOstrichSetup, type ToOstrichOptions } from './model/toOstrich.js';
export { prepareModel, type PreparedModel } from './model/prepare.js';
