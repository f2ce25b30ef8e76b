/**
 * The parameters Raven 4.12 will find missing once it has read the .rvp (RVPParameterWarning,
 * ParsePropertyFile.cpp): each master-list parameter, with the classes that end up without a value for it
 * (or, for a global parameter, none), and the names Raven cannot look up at all.
 */
import type { ClassType } from '../../../grammar/parameters/index.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { ParameterRequirement } from './requirements.js';
import { fieldOf, parameterReading, resolveValue, type ClassReading } from './rvpReading.js';

/** A needed parameter some classes lack. */
export interface MissingValue {
  /** The first master-list entry that needs it. */
  readonly requirement: ParameterRequirement;
  readonly classType: ClassType;
  /** The parameter (aliases resolved). */
  readonly field: string;
  /** The classes without a value; empty for a global parameter and for a name Raven does not know. */
  readonly classes: readonly ClassReading[];
  /** A name the engine cannot look up in its class (it stops whatever the .rvp holds). */
  readonly unknown: boolean;
}

/** Every needed parameter that some class (or the global parameters) lacks, in master-list order. */
export function missingValues(model: ModelFacts): MissingValue[] {
  const reading = parameterReading(model);
  const seen = new Set<string>();
  const out: MissingValue[] = [];
  for (const requirement of reading.requirements) {
    const { classType } = requirement;
    const field = fieldOf(classType, requirement.name) ?? requirement.name.toUpperCase();
    const key = `${classType} ${field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (requirement.ifMissing === 'unchecked' || classType === 'transport') continue;
    if (requirement.ifMissing === 'unknown') {
      out.push({ requirement, classType, field, classes: [], unknown: true });
    } else if (classType === 'global') {
      if (resolveValue(reading, 'global', reading.globals, field).outcome === 'missing') {
        out.push({ requirement, classType, field, classes: [], unknown: false });
      }
    } else {
      const classes = reading.classes[classType].filter(
        (c) => resolveValue(reading, classType, c.values, field).outcome === 'missing',
      );
      if (classes.length > 0) out.push({ requirement, classType, field, classes, unknown: false });
    }
  }
  return out;
}
