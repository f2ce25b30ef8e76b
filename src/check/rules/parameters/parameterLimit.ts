import { RELATION_LIMITS, VALUE_LIMITS } from '../../../../grammar/parameters/index.js';
import type { ValueLimit } from '../../../../grammar/parameters/index.js';
import type { ClassKind } from '../../../facts/rvpFacts.js';
import type { Site } from '../../../facts/site.js';
import { parameterReading, resolveValue } from '../../parameters/rvpReading.js';
import { atof } from '../../parameters/ravenNumbers.js';
import { tensionProblems } from '../../parameters/tensionStorage.js';
import { unitHydrographProblems } from '../../parameters/unitHydrograph.js';
import { checkParameterValue } from '../../parameters/valueLimits.js';
import type { Rule, RuleSeverity } from '../../rule.js';
import { KIND_LABEL, SiteGroups, classesText } from './wording.js';

const KINDS: readonly ClassKind[] = ['soil', 'vegetation', 'landuse', 'terrain'];
// Raven's tolerance on the sum of the mineral fractions (REAL_SMALL, RavenInclude.h).
const REAL_SMALL = 1e-12;

/** A number as a modeller would write it. */
function shown(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** What a limit allows, in words. */
function allowed(limit: ValueLimit): string {
  if (limit.min !== undefined && limit.max !== undefined)
    return `it must be between ${limit.min} and ${limit.max}`;
  if (limit.max !== undefined) return `it must be at most ${limit.max}`;
  if (limit.min !== undefined) return `it must be at least ${limit.min}`;
  return `it should not be ${limit.notEqual}`;
}

interface Group {
  readonly site: Site;
  readonly kind: ClassKind;
  readonly field: string;
  readonly value: number;
  readonly written: string;
  readonly limit: ValueLimit;
  readonly severity: RuleSeverity;
  readonly message: string;
}

/** RV302: a parameter value outside the limits Raven enforces. */
export const parameterLimit: Rule = {
  code: 'RV302',
  name: 'parameter-limit',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      'Class parameter values stay inside the limits Raven checks: soil mineral fractions, porosity and stone fraction between 0 and 1, interception fractions at most 1, impermeable fraction between 0 and 1, forest cover at most 1; SAT_WILT not above FIELD_CAPACITY where a process uses the tension storage; GR4J_X4 (or the gamma shape and scale) above 0 for a :Convolve unit hydrograph; a zero field capacity and mineral fractions that do not add up to one are warned about.',
    why: "While it completes the class parameters (the AutoCalculate functions), Raven checks these values: a porosity or stone fraction outside 0..1 stops it at once; a sand, clay or organic fraction, an interception fraction or an impermeable fraction out of range is reported as an error and the run stops before simulating. The values are checked as Raven ends up with them: a [DEFAULT] row value reaches the classes that take it, and a parameter the model does not need is not checked (Raven discards it). During the first time step it also stops on a negative tension storage (SAT_WILT above FIELD_CAPACITY in a soil layer that HBV-like soil evaporation, PRMS infiltration or percolation, or Sacramento percolation reads) and on a unit hydrograph of no duration. Some parameters are copied as written: there _DEFAULT or _AUTO become Raven's marker numbers (-55555.5, -11111.1) and fail the check.",
    fix: 'Give a value inside the range (fractions are written as 0..1, not as percentages); for SAND_CON, CLAY_CON, ORG_CON and IMPERMEABLE_FRAC write a number rather than _DEFAULT or _AUTO.',
    source:
      'SoilClass.cpp CSoilClass::AutoCalculateSoilProps; HydroUnits.cpp CHydroUnit::GetSoilTensionStorageCapacity; Convolution.cpp CmvConvolution::GenerateUnitHydrograph; VegetationClass.cpp CVegetationClass::AutoCalculateVegetationProps; LandUseClass.cpp CLandUseClass::AutoCalculateLandUseProps; ParsePropertyFile.cpp (:SoilClasses)',
    example: {
      fileType: 'rvp',
      bad: ':SoilParameterList\n  :Parameters, POROSITY\n  :Units, -\n  [DEFAULT], 45\n:EndSoilParameterList',
      good: ':SoilParameterList\n  :Parameters, POROSITY\n  :Units, -\n  [DEFAULT], 0.45\n:EndSoilParameterList',
    },
  },
  ravenWarnings: ['SoilClass#1', 'ParsePropertyFile#2'],
  check({ model, report }) {
    const reading = parameterReading(model);
    const groups = new SiteGroups<Group>();
    for (const kind of KINDS) {
      const fields = [...new Set(VALUE_LIMITS.filter((l) => l.classType === kind).map((l) => l.name))];
      const required = reading.required.get(kind);
      for (const cls of reading.classes[kind]) {
        for (const field of fields) {
          const resolved = resolveValue(reading, kind, cls.values, field);
          if (resolved.outcome !== 'given') continue;
          const token = resolved.source?.token;
          const site = token?.site ?? cls.name.site;
          for (const v of checkParameterValue(kind, field, resolved.value, required?.has(field) ?? false)) {
            const id = `${site.file.path}:${site.offset}:${v.message}`;
            groups.add(
              id,
              {
                site,
                kind,
                field,
                value: resolved.value,
                written: token?.text ?? shown(resolved.value),
                limit: v.limit as ValueLimit,
                severity: v.severity,
                message: v.message,
              },
              cls.name.text,
            );
          }
        }
      }
    }
    for (const { key, names } of groups.all()) {
      const value = shown(key.value);
      const what = key.written === value ? value : `${key.written} (Raven reads ${value})`;
      report({
        at: key.site,
        severity: key.severity,
        message: `${key.field} of ${classesText(key.kind, names)} is ${what}; ${allowed(key.limit)} ("${key.message}")`,
        ...(key.severity === 'warning' && key.limit.warning && { ravenWarning: key.limit.warning }),
      });
    }
    // SAT_WILT above FIELD_CAPACITY, where a process asks for the tension storage (both values reported).
    const relation = RELATION_LIMITS.find((l) => l.lower === 'SAT_WILT');
    const tension = new SiteGroups<{ site: Site; text: string }>();
    for (const p of tensionProblems(model)) {
      const text = `SAT_WILT (${shown(p.satWilt.value)}) is above FIELD_CAPACITY (${shown(p.fieldCapacity.value)}), so the soil's tension storage is negative, and Raven stops when ${p.process.name} ${p.process.algorithm?.text ?? ''} asks for it ("${relation?.message ?? ''}")`;
      for (const token of [p.satWilt.source?.token, p.fieldCapacity.source?.token]) {
        if (token)
          tension.add(
            `${token.site.file.path}:${token.site.offset}`,
            { site: token.site, text },
            p.soil.name.text,
          );
      }
    }
    for (const { key, names } of tension.all()) {
      report({ at: key.site, message: `${classesText('soil', names)}: ${key.text}` });
    }
    // A unit hydrograph of no duration (GR4J_X4 or the gamma shape and scale of a :Convolve).
    const convolution = new SiteGroups<{ site: Site; text: string }>();
    for (const p of unitHydrographProblems(model)) {
      const bad = p.values.filter((v) => v.value.value <= 0);
      const text = `${bad.map((v) => `${v.name} is ${shown(v.value.value)}`).join(' and ')}, but ${p.process.name} ${p.process.algorithm?.text ?? ''} needs ${p.values.map((v) => v.name).join(' and ')} above 0 for its unit hydrograph ("CmvConvolution::GenerateUnitHydrograph: negative or zero duration of unit hydrograph", or "bad unit hydrograph constructed")`;
      for (const v of bad) {
        const token = v.value.source?.token;
        if (token)
          convolution.add(
            `${token.site.file.path}:${token.site.offset}`,
            { site: token.site, text },
            p.landuse.name.text,
          );
      }
    }
    for (const { key, names } of convolution.all()) {
      report({ at: key.site, message: `${classesText('landuse', names)}: ${key.text}` });
    }
    // :SoilClasses rows with the four fractions: Raven recomputes silt when they do not add up to one.
    for (const cls of reading.classes.soil) {
      const t = cls.row;
      if (t.length < 5) continue;
      const silt = atof(t[3].text);
      if (Math.abs(silt + atof(t[1].text) + atof(t[2].text) - 1.0) <= REAL_SMALL) continue;
      report({
        at: t[3].site,
        severity: 'warning',
        message: `${KIND_LABEL.soil} class ${cls.name.text}: sand, clay and silt (${t[1].text}, ${t[2].text}, ${t[3].text}) do not add up to 1; Raven recomputes the silt fraction ("sand, clay, and silt content should add up to one")`,
        ravenWarning: 'ParsePropertyFile#2',
      });
    }
  },
};
