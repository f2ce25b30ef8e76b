/**
 * A calibration of a model directory, as data (the library's input, and the JSON of `--setup`): the
 * parameters (placeholders of `.tpl` templates, or references into the model), tied parameters, the
 * objective, the algorithm. The command line builds the same from its options (`parseParamSpec`).
 */
import type { Place } from '../errors.js';
import type { Parameter, TiedForm, Transform } from '../parameters.js';
import type { ObjectiveTerm } from './objective.js';

/** A parameter of a model's calibration. */
export interface ModelParameter {
  /** Its name (a template's placeholder, or a label of a referenced value). */
  readonly name: string;
  /** The value it sets in the model (`SoilParameterList [DEFAULT] GR4J_X3`); absent for a placeholder. */
  readonly target?: string | readonly string[];
  readonly low: number;
  readonly high: number;
  /** The initial value: a number, or `model` (the value the model holds); used by `start: 'model'`. */
  readonly init?: number | 'model';
  /** Searched in this transform of the value (OSTRICH's tx_ost; bounds and init stay in real units). */
  readonly transform?: Transform;
  readonly place?: Place;
}

/** A value computed from the parameters (OSTRICH's tied parameters). */
export interface ModelTied {
  readonly name: string;
  /** The value it sets in the model; absent for a placeholder of a template. */
  readonly target?: string | readonly string[];
  /** The parameters it is computed from. */
  readonly of: readonly string[];
  readonly form: TiedForm;
  readonly place?: Place;
}

/** The algorithm of a model's calibration. */
export interface AlgorithmSettings {
  /**
   * DDS (default; on several jobs rvkit's parallel DDS, serial DDS's steps with candidates in flight), OSTRICH's
   * parallel DDS (`pdds`, PDDSAlgorithm.cpp as it is), or a sampler: Latin hypercube or uniform Monte Carlo.
   */
  readonly kind?: 'dds' | 'pdds' | 'lhs' | 'mc';
  /** Evaluations in all (default 1000 for DDS, 100 for a sampler). */
  readonly budget?: number;
  /** The seed of the random numbers (default from the clock, journaled). */
  readonly seed?: number;
  /** DDS's perturbation size (default 0.2). */
  readonly r?: number;
  /** DDS's start: random samples (default) or one run of the model's own values (`model`). */
  readonly start?: 'random' | 'model';
  /**
   * DDS or parallel DDS in the synchronous mode with this width: the evaluations then depend on the seed and
   * the width only, not on the number or speed of the workers. Absent: asynchronous (as many at once as jobs).
   */
  readonly synchronous?: number;
}

/** Everything a model's calibration needs besides the model. */
export interface CalibrationSetup {
  readonly parameters: readonly ModelParameter[];
  readonly tied?: readonly ModelTied[];
  /** The terms of the objective (default: NASH_SUTCLIFFE of every observed series, maximised). */
  readonly objective?: readonly ObjectiveTerm[];
  readonly algorithm?: AlgorithmSettings;
  /** An evaluation period added to the work copies (`:EvaluationPeriod CALIBRATION start end`): the warm-up before `start` is left out. */
  readonly period?: { readonly start: string; readonly end: string };
}

/** The parameters of a setup as the search space takes them. */
export function searchParameters(
  setup: CalibrationSetup,
  initial: (p: ModelParameter) => number | null,
): Parameter[] {
  const start = setup.algorithm?.start ?? 'random';
  return setup.parameters.map((p) => {
    const value = start === 'model' ? initial(p) : null;
    return {
      name: p.name,
      low: p.low,
      high: p.high,
      init: value ?? 'random',
      transforms: { in: 'none', ost: p.transform ?? 'none', out: 'none' },
      format: 'free',
      ...(p.place && { place: p.place }),
    };
  });
}
