/** The engine layer: finding the Raven executable, running it, reading its verdict, ensembles. */

/** Finding the engine and its version. */
export { cachedEnginePath, findEngine, type EngineLocation, type EngineSource } from './discovery.js';
/** The second engine, built with lp_solve: the one that reads a management file (.rvm). */
export { cachedLpSolveEnginePath, findLpSolveEngine } from './lpSolveEngine.js';
/** Installing it: the installer shipped in the package. */
export { INSTALL_NEEDS, INSTALL_SCRIPT, installEngine, type InstallOptions } from './install.js';
/** The version string printed by `raven -v`. */
export { engineVersion } from './version.js';
/** Running one model. */
export {
  DEFAULT_TIMEOUT_MS,
  run,
  runRaven,
  type RunOptions,
  type RunRequest,
  type RunResult,
} from './run.js';
/** Starting many short runs through rvkit-launch, a small process built from native/ (else Node's spawn). */
export { launcherStatus, type LauncherStatus } from './launcher.js';
/** Where runs go: this machine, or a scheduler's allocation. */
export { localRunner, type TaskRunner } from './taskRunner.js';
/** Running many models at once. */
export { runEnsemble, type EnsembleJob, type EnsembleOptions, type EnsembleOutcome } from './ensemble.js';
/** One configuration run with many parameter sets. */
export {
  memberDir,
  runParameterSets,
  type ParameterSet,
  type ParameterSetOutcome,
  type ParameterSetsOptions,
} from './parameterSets.js';
/** No engine outlives the program: stopping every running engine, on demand or on SIGTERM/SIGINT/SIGHUP. */
export { runningEngines, stopEngines, STOP_GRACE_MS, type StopOptions } from './liveEngines.js';
export { signalExitCode, STOP_SIGNALS, stopEnginesOnSignals, type StoppedHook } from './stopOnSignals.js';
/** The errors and warnings of runs. */
export {
  EngineNotFoundError,
  EnginesStoppedError,
  INSTALL_HINT,
  OutputExistsError,
  RavenError,
  RavenWarning,
  type RavenFailure,
} from './errors.js';
/** Progress reports. */
export type { ProgressListener } from './progress.js';
/** Raven's output file names. */
export { RAVEN_OUTPUT_FILES, isRunOutput, runPrefix } from '../output/outputFiles.js';
/** The run name an .rvi sets. */
export { readRunName } from './runName.js';
/** Raven_errors.txt. */
export {
  COMPLETION_MESSAGE,
  RAVEN_MESSAGES_FILE,
  parseRavenMessages,
  readRavenMessages,
  type RavenMessages,
} from '../output/messages.js';

/** A Config bound to a working directory and run by the real engine. */
export { Emulator } from './emulator.js';
