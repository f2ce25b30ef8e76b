/**
 * Limits Raven 4.12 enforces on parameter values, with the message it writes to Raven_errors.txt.
 * `stops`: 'before simulating' (BAD_DATA_WARN: reported, parsing goes on, the run stops before the
 * simulation), 'at once' (BAD_DATA: the run ends on the spot), or undefined for a warning only.
 */
import type { ClassType, SourceRef } from './types.js';

/** A bound on one parameter's value. */
export interface ValueLimit {
  readonly classType: ClassType;
  readonly name: string;
  /** Smallest allowed value (values below it fail). */
  readonly min?: number;
  /** Largest allowed value (values above it fail). */
  readonly max?: number;
  /** A value that is not allowed (a warning when equal). */
  readonly notEqual?: number;
  readonly stops?: 'before simulating' | 'at once';
  /** The check only bites when the model's master list needs the parameter (otherwise Raven discards it). */
  readonly onlyWhenRequired?: true;
  readonly message: string;
  /** The id of the WARNING Raven writes for it (grammar/ravenWarnings.ts), for a limit that is only warned about. */
  readonly warning?: string;
  readonly source: SourceRef;
}

/** A bound between two parameters of the same class. */
export interface RelationLimit {
  readonly classType: ClassType;
  /** `lower` must not exceed `upper`. */
  readonly lower: string;
  readonly upper: string;
  readonly stops: 'before simulating' | 'at once';
  /** When Raven checks it. */
  readonly when: string;
  readonly message: string;
  readonly source: SourceRef;
}

const SOIL_AUTO: SourceRef = { file: 'SoilClass.cpp', fn: 'CSoilClass::AutoCalculateSoilProps' };
const VEG_AUTO: SourceRef = {
  file: 'VegetationClass.cpp',
  fn: 'CVegetationClass::AutoCalculateVegetationProps',
};
const LU_AUTO: SourceRef = { file: 'LandUseClass.cpp', fn: 'CLandUseClass::AutoCalculateLandUseProps' };

const fraction = (name: string, stops: ValueLimit['stops'], message: string, source: SourceRef) =>
  ({ classType: 'soil', name, min: 0, max: 1, stops, message, source }) as const;

/** Bounds on single values. */
export const VALUE_LIMITS: readonly ValueLimit[] = [
  fraction(
    'SAND_CON',
    'before simulating',
    'AutoCalculateSoilProps: SAND_CON must be between 0 and 1',
    SOIL_AUTO,
  ),
  fraction(
    'CLAY_CON',
    'before simulating',
    'AutoCalculateSoilProps: CLAY_CON must be between 0 and 1',
    SOIL_AUTO,
  ),
  fraction(
    'ORG_CON',
    'before simulating',
    'AutoCalculateSoilProps: ORG_CON must be between 0 and 1',
    SOIL_AUTO,
  ),
  fraction('POROSITY', 'at once', 'AutoCalculateSoilProps: POROSITY must be between 0 and 1', SOIL_AUTO),
  fraction('STONE_FRAC', 'at once', 'AutoCalculateSoilProps: STONE_FRAC must be between 0 and 1', SOIL_AUTO),
  {
    classType: 'soil',
    name: 'FIELD_CAPACITY',
    notEqual: 0,
    // Not needed by the model, the class's value becomes NOT_NEEDED_AUTO whatever is written (SetCalculableValue).
    onlyWhenRequired: true,
    message:
      'Soil Parameter FIELD_CAPACITY should be greater than zero. This can lead to issues with some model configurations',
    warning: 'SoilClass#1',
    source: SOIL_AUTO,
  },
  {
    classType: 'vegetation',
    name: 'RAIN_ICEPT_PCT',
    max: 1,
    stops: 'before simulating',
    onlyWhenRequired: true,
    message: 'Invalid value for RAIN_ICEPT_PCT (>1.0)',
    source: VEG_AUTO,
  },
  {
    classType: 'vegetation',
    name: 'SNOW_ICEPT_PCT',
    max: 1,
    stops: 'before simulating',
    onlyWhenRequired: true,
    message: 'Invalid value for SNOW_ICEPT_PCT (>1.0)',
    source: VEG_AUTO,
  },
  {
    classType: 'landuse',
    name: 'IMPERMEABLE_FRAC',
    min: 0,
    max: 1,
    stops: 'before simulating',
    message: 'Invalid parameter value for IMPERMEABLE_FRAC: must be between 0 and 1',
    source: LU_AUTO,
  },
  {
    // Only the upper bound is checked, whatever the message says.
    classType: 'landuse',
    name: 'FOREST_COVERAGE',
    max: 1,
    stops: 'before simulating',
    message: 'Invalid parameter value for FOREST_COVERAGE: must be between 0 and 1',
    source: LU_AUTO,
  },
];

/** Bounds between two values. */
export const RELATION_LIMITS: readonly RelationLimit[] = [
  {
    // Checked where a process asks for the tension storage capacity (HBV, GR4J-like soil evaporation and
    // infiltration …), during initialisation or the first time step: the York corpus model fails here.
    classType: 'soil',
    lower: 'SAT_WILT',
    upper: 'FIELD_CAPACITY',
    stops: 'at once',
    when: 'a process of the model uses the tension storage of a soil layer of that class',
    message:
      'Wilting point saturation (SAT_WILT) is greater than field capacity (FIELD_CAPACITY) for one or more soil classes, leading to negative tension storage',
    source: { file: 'HydroUnits.cpp', fn: 'CHydroUnit::GetSoilTensionStorageCapacity' },
  },
];
