/**
 * Where Raven stops on a unit hydrograph of no duration: CmvConvolution::GenerateUnitHydrograph
 * (Convolution.cpp) stops the run when the duration it computes from the land use class's parameters is not
 * above zero or when the unit hydrograph sums to zero, for every HRU a :Convolve line applies to, on the first time step. Kept to the certain cases:
 * :Convolve lines without conditions, no disabled HRU groups, no land use changes, values written as numbers.
 */
import type { ModelFacts } from '../../facts/facts.js';
import { hruTexts } from '../../facts/hruColumns.js';
import type { ProcessLine } from '../../facts/rviFacts.js';
import { lookupClass } from '../../facts/rvpFacts.js';
import { parameterReading, resolveValue, type ClassReading, type ResolvedValue } from './rvpReading.js';

/**
 * The parameters each algorithm builds its unit hydrograph from. Raven stops when one is not above zero: a
 * duration (GR4J_X4, twice it, or 4.5·shape^0.6/scale) not above zero stops it ("negative or zero duration
 * of unit hydrograph"); a zero scale or a negative shape gives an endless or undefined duration and a unit
 * hydrograph that sums to zero ("bad unit hydrograph constructed").
 */
const UNIT_HYDROGRAPH: Readonly<Record<string, readonly string[]>> = {
  CONVOL_GR4J_1: ['GR4J_X4'],
  CONVOL_GR4J_2: ['GR4J_X4'],
  CONVOL_GAMMA: ['GAMMA_SHAPE', 'GAMMA_SCALE'],
  CONVOL_GAMMA_2: ['GAMMA_SHAPE2', 'GAMMA_SCALE2'],
};

/** A land use class whose unit hydrograph has no duration. */
export interface UnitHydrographProblem {
  readonly landuse: ClassReading;
  readonly process: ProcessLine;
  /** The parameters the duration is computed from, with their values. */
  readonly values: readonly { readonly name: string; readonly value: ResolvedValue }[];
}

/** The land use classes that stop the run for a unit hydrograph of no duration. */
export function unitHydrographProblems(model: ModelFacts): UnitHydrographProblem[] {
  const rvi = model.rvi;
  if (rvi.byName.has(':DisableHRUGroup') || model.uses('rvp', ':LandUseChange').length > 0) return [];
  const lines = rvi.processes.filter(
    (p) =>
      p.name === ':Convolve' && p.algorithm && UNIT_HYDROGRAPH[p.algorithm.text] && p.conditions.length === 0,
  );
  if (lines.length === 0) return [];
  const reading = parameterReading(model);
  const classes = new Map(reading.classes.landuse.map((c) => [c.name.text, c]));
  const used = new Set<ClassReading>();
  for (const text of hruTexts(model, 'land_use_class').values) {
    const cls = lookupClass(classes, text);
    if (cls) used.add(cls);
  }
  const out: UnitHydrographProblem[] = [];
  for (const process of lines) {
    const params = UNIT_HYDROGRAPH[process.algorithm!.text];
    for (const cls of used) {
      const values = params.map((name) => ({
        name,
        value: resolveValue(reading, 'landuse', cls.values, name),
      }));
      if (values.some((v) => v.value.outcome !== 'given')) continue;
      if (values.some((v) => v.value.value <= 0)) out.push({ landuse: cls, process, values });
    }
  }
  return out;
}
