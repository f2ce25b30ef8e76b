import type { ClassKind } from '../../../facts/rvpFacts.js';
import { nameToken } from '../../../facts/args.js';
import type { Site, Token } from '../../../facts/site.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { missingValues, type MissingValue } from '../../parameters/missingValues.js';
import { parameterReading, type ListReading, type ParameterReading } from '../../parameters/rvpReading.js';
import type { ParameterRequirement } from '../../parameters/requirements.js';
import type { Finding, Rule } from '../../rule.js';
import { KIND_LABEL, SiteGroups, classesText, listCommand } from './wording.js';

const DEFAULT_ROW = '[DEFAULT]';

/** What needs a parameter, in words. */
function neededBy(req: ParameterRequirement): string {
  return req.origin === 'always' ? 'every model' : req.origin;
}

/** Where a class's missing value belongs, and what to say there. */
interface Place {
  readonly site: Site;
  readonly fix: (count: number) => string;
}

/** A row Raven did not read (short, or taken for the missing :Units line) for a class or [DEFAULT]. */
function droppedRow(
  lists: readonly ListReading[],
  names: readonly string[],
  field: string,
): Token | undefined {
  for (const list of lists) {
    if (!list.columns.some((c) => c.field === field)) continue;
    const row = list.rows.find(
      (r) => (r.fate === 'short' || r.fate === 'header') && names.includes(r.name.text),
    );
    if (row) return row.name;
  }
  return undefined;
}

/**
 * True when a list of the kind has a row at which Raven stops at once (a name it does not find, a short row
 * followed by more rows): Raven never gets to check the parameters, the other diagnostic says why, and which
 * class the faulty row was meant for is unknown, so missing values of that kind are not reported.
 */
function stoppedAt(lists: readonly ListReading[]): boolean {
  return lists.some((list) => list.rows.some((r) => r.fate === 'unknown-class' || r.fate === 'unread'));
}

const hasReadRow = (list: ListReading, names: readonly string[]) =>
  list.rows.some((r) => r.fate === 'read' && names.includes(r.name.text));

/**
 * Where the value of a class belongs: a row Raven skipped; else the tables that have the parameter's column;
 * else the tables where the class (or [DEFAULT]) has a row, or the last table of the kind; else the class's
 * definition.
 */
function placesOf(
  reading: ParameterReading,
  kind: ClassKind,
  className: Token,
  field: string,
  name: string,
): Place[] {
  const lists = reading.lists.filter((l) => l.kind === kind && !l.seasonal);
  const names = [className.text, DEFAULT_ROW];
  const command = listCommand(kind);
  const dropped = droppedRow(lists, names, field);
  if (dropped) {
    return [
      {
        site: dropped.site,
        fix: () => 'Raven does not read this row (see the other diagnostic here): correct it',
      },
    ];
  }
  const withColumn = lists.filter((l) => l.columns.some((c) => c.field === field));
  if (withColumn.length > 0) {
    const own = withColumn.filter((l) => hasReadRow(l, names));
    return (own.length > 0 ? own : withColumn).map((l) => ({
      site: l.header.site,
      fix: (count) =>
        `give ${count > 1 ? 'them' : 'it'} a number in this table's ${name} column (in the class's own row or in a [DEFAULT] row)`,
    }));
  }
  if (lists.length > 0) {
    const own = lists.filter((l) => hasReadRow(l, names));
    return (own.length > 0 ? own : [lists[lists.length - 1]]).map((l) => ({
      site: l.header.site,
      fix: () =>
        `add the ${name} column to this ${command}, with a value in the [DEFAULT] row or in each class's row`,
    }));
  }
  return [
    {
      site: className.site,
      fix: () => `add a ${command} with the ${name} column and a row for this class (or a [DEFAULT] row)`,
    },
  ];
}

/** Classes without a value for one parameter, one finding per place where the value belongs. */
function classFindings(reading: ParameterReading, kind: ClassKind, missing: MissingValue): Finding[] {
  const name = missing.requirement.name.toUpperCase();
  const groups = new SiteGroups<Place>();
  if (stoppedAt(reading.lists.filter((l) => l.kind === kind))) return [];
  for (const cls of missing.classes) {
    // A class defined a second time: Raven fills the first definition from the tables, never this one.
    const first = reading.classes[kind].find((c) => c.name.text === cls.name.text);
    const places =
      first && first !== cls
        ? [
            {
              site: cls.name.site,
              fix: () =>
                `this row defines the class again (the tables' values go to its first definition only): remove it`,
            },
          ]
        : placesOf(reading, kind, cls.name, missing.field, name);
    for (const place of places) {
      groups.add(`${place.site.file.path}:${place.site.offset}`, place, cls.name.text);
    }
  }
  return groups.all().map(({ key, names }) => {
    const classes = classesText(kind, names);
    return {
      at: key.site,
      message: `${KIND_LABEL[kind]} parameter ${name}, needed by ${neededBy(missing.requirement)}, has no value for ${classes}: ${key.fix(names.length)}`,
    };
  });
}

/** Where a missing global parameter is reported: the first line that sets a global parameter, or the .rvp's start. */
function globalAnchor(model: ModelFacts, reading: ParameterReading): Site | undefined {
  const first = reading.globalLines[0];
  if (first) return nameToken(first).site;
  const file = model.commands('rvp')[0]?.file;
  return file ? { file, offset: 0, length: 0 } : undefined;
}

/** The process line of the .rvi that asks for a parameter Raven cannot look up. */
function processSite(model: ModelFacts, origin: string): Site | undefined {
  const [command, algorithm] = origin.split(' ');
  const line = model.rvi.processes.find((p) => p.name === command && p.algorithm?.text === algorithm);
  return line?.algorithm?.site;
}

/** RV301: a parameter the model's options and processes need has no value for some class. */
export const missingParameter: Rule = {
  code: 'RV301',
  name: 'missing-parameter',
  category: 'parameters',
  severity: 'error',
  docs: {
    summary:
      'Every parameter that the chosen algorithms and options need, and that Raven cannot compute, has a value for every class of its kind (or, for a global parameter, a :GlobalParameter line).',
    why: 'Raven builds a master list of the parameters each process algorithm and option needs. After reading the .rvp it checks every class: a needed parameter that no parameter list gives a value (in the class row, in the [DEFAULT] row, or through _DEFAULT) and that Raven cannot compute stops the run ("required soil property … not included in .rvp file for class …"). A value may come from a class row, from the [DEFAULT] row (for classes without their own value or with _DEFAULT), from the class tables\' own columns, from a :ValueAlias, or for global parameters from :GlobalParameter and the older one-line commands (:RainSnowTransition, :AdiabaticLapseRate …). Parameters Raven can compute (most physical ones) or that have a default are never reported.',
    fix: "Add the parameter as a column of the class kind's parameter list (:SoilParameterList, :LandUseParameterList, :VegetationParameterList) with a value for each class, or a single value in a [DEFAULT] row; for a global parameter add :GlobalParameter NAME value.",
    source:
      'ParsePropertyFile.cpp: ParseClassPropertiesFile (master list), RVPParameterWarning; CommonFunctions.cpp SetSpecifiedValue; the AutoCalculate functions of SoilClass.cpp, LandUseClass.cpp, VegetationClass.cpp, GlobalParams.cpp',
    example: {
      fileType: 'rvp',
      bad: '# the .rvi has :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n:SoilParameterList\n  :Parameters, POROSITY, HBV_BETA, PERC_COEFF\n  :Units, -, -, 1/d\n  [DEFAULT], 0.4, 1.5, 0.05\n:EndSoilParameterList',
      good: '# the .rvi has :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n:SoilParameterList\n  :Parameters, POROSITY, HBV_BETA, PERC_COEFF, BASEFLOW_COEFF\n  :Units, -, -, 1/d, 1/d\n  [DEFAULT], 0.4, 1.5, 0.05, 0.05\n:EndSoilParameterList',
    },
  },
  check({ model, report }) {
    const reading = parameterReading(model);
    for (const missing of missingValues(model)) {
      const req = missing.requirement;
      if (missing.unknown) {
        const at = processSite(model, req.origin);
        if (at) {
          report({
            at,
            message: `${req.origin} needs the ${req.classType} parameter ${req.name}, which Raven 4.12 does not know ("Unrecognized/invalid … parameter name"), so it cannot run: choose another algorithm`,
          });
        }
      } else if (missing.classType === 'global') {
        const at = globalAnchor(model, reading);
        if (at) {
          report({
            at,
            message: `global parameter ${missing.field}, needed by ${neededBy(req)}, has no value: add ':GlobalParameter ${missing.field} <value>' to the .rvp`,
          });
        }
      } else if (missing.classType !== 'transport') {
        for (const f of classFindings(reading, missing.classType, missing)) report(f);
      }
    }
  },
};
