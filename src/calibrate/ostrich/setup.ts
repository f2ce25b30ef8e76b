/** An OSTRICH setup (`ostIn.txt`) as rvkit runs it: every setting with the line it was read from. */
import type { Place } from '../errors.js';
import type { Parameter, TiedParameter } from '../parameters.js';

/** A value OSTRICH reads from a model output file (BeginResponseVars, or an observation's location). */
export interface ResponseLocation {
  /** The file, relative to the model's working directory (the subdirectory when ModelSubdir is set). */
  readonly file: string;
  /** Text to find first, or `OST_NULL` for the start of the file. */
  readonly keyword: string;
  /** Lines to skip after the keyword (1 = the next line). */
  readonly line: number;
  /** Which column holds the value (1 = the first). */
  readonly column: number;
  /** The column separator (' ' for any whitespace). */
  readonly token: string;
}

/** A response variable: a value read from the model's outputs. */
export interface ResponseVar extends ResponseLocation {
  readonly name: string;
  /** Written to OstModel0.txt (the "augmented" flag, `yes` after the token). */
  readonly augmented: boolean;
  readonly place: Place;
}

/** A response computed from others: `wsum` or `linear`. */
export interface TiedResponseVar {
  readonly name: string;
  readonly of: readonly string[];
  readonly form:
    | { readonly kind: 'wsum'; readonly weights: readonly number[] }
    | { readonly kind: 'linear1'; readonly c1: number; readonly c0: number }
    | {
        readonly kind: 'linear2';
        readonly c3: number;
        readonly c2: number;
        readonly c1: number;
        readonly c0: number;
      };
  readonly place: Place;
}

/** An observation of a WSSE objective: a measured value, its weight, and where the model's value is. */
export interface Observation extends ResponseLocation {
  readonly name: string;
  readonly value: number;
  readonly weight: number;
  readonly place: Place;
}

/** The objective: GCOP (a cost function, a response to minimise) or WSSE (weighted sum of squared errors). */
export type OstrichObjective =
  | {
      readonly kind: 'GCOP';
      readonly costFunction: string;
      readonly penalty: 'APM' | 'MPM' | 'EPM';
      readonly place: Place;
    }
  | { readonly kind: 'WSSE'; readonly observations: readonly Observation[] };

/** A template and the model file written from it. */
export interface FilePair {
  readonly template: string;
  readonly model: string;
  readonly place: Place;
}

/** The DDS settings (BeginDDSAlg, or BeginParallelDDSAlg for ParallelDDS). */
export interface DdsSettings {
  /** The perturbation size r. */
  readonly r: number;
  /** The budget of evaluations. */
  readonly maxIterations: number;
  /** Start from the initial values (one evaluation) rather than from random samples. */
  readonly useInitial: boolean;
  /** ParallelDDS's initial parameter sets (BeginInitParams), in the search space's input units. */
  readonly initialSets: readonly (readonly number[])[];
}

/** Everything rvkit takes from an ostIn.txt. */
export interface OstrichSetup {
  /** The ostIn.txt file (absolute). */
  readonly file: string;
  /** Its directory: OSTRICH's working directory, where relative paths start. */
  readonly dir: string;
  readonly programType: 'DDS' | 'ParallelDDS';
  readonly objective: OstrichObjective;
  /** The program OSTRICH runs after writing the model files (a script or Raven itself). */
  readonly modelExecutable: { readonly path: string; readonly place: Place };
  /** The prefix of the per-worker directories (`processor_` → processor_0), or null to run in `dir`. */
  readonly modelSubdir: string | null;
  /** The script run in the worker's directory whenever a new best is found. */
  readonly preserveBestModel: { readonly path: string; readonly place: Place } | null;
  /** RandomSeed, or null when the file has none (OSTRICH then takes the clock). */
  readonly randomSeed: number | null;
  /** NumDigitsOfPrecision (6 unless set). */
  readonly precision: number;
  /** SynchReceives: ParallelDDS in its synchronous mode. */
  readonly synchronous: boolean;
  readonly extraFiles: readonly string[];
  readonly extraDirs: readonly string[];
  readonly filePairs: readonly FilePair[];
  readonly parameters: readonly Parameter[];
  readonly tied: readonly TiedParameter[];
  readonly responses: readonly ResponseVar[];
  readonly tiedResponses: readonly TiedResponseVar[];
  readonly dds: DdsSettings;
  /** Notes about settings read as OSTRICH reads them although they look odd (a format word OSTRICH ignores). */
  readonly notes: readonly { readonly place: Place; readonly message: string }[];
}
