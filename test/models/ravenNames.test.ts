/**
 * One catalogue: every option value and process algorithm the typed models know is a name the grammar lists
 * for its command, or an interface spelling of the alias table; and whatever the models write is a name Raven
 * reads (the parser's check, which reads the grammar, finds nothing wrong with the written line).
 */
import { CATALOGUE } from '../../grammar/index.js';
import { commandTable } from '../../grammar/lookup.js';
import type { FileType } from '../../grammar/types.js';
import { fieldsOf } from '../../src/models/modelClass/field.js';
import type { ModelClass } from '../../src/models/modelClass/types.js';
import * as options from '../../src/models/options/index.js';
import { ravenValues, type StringEnum } from '../../src/models/options/index.js';
import { INTERFACE_NAMES as TABLE } from '../../grammar/interfaceNames.js';

/** The interface's names per command, as a plain record. */
const INTERFACE_NAMES: Readonly<Record<string, Readonly<Record<string, string | null>>>> = TABLE;
import { PROCESS_MODELS, type ProcessModelSpec } from '../../src/models/processes/catalogue.js';
import { PROCESS_CLASSES } from '../../src/models/processes/processModels.js';
import { RVE, RVI } from '../../src/models/sections/index.js';
import { parseRv } from '../../src/parser/parseRv.js';

/** Each option enumeration of the module and the catalogue argument whose values it names. */
const GRAMMAR_ARGS: Readonly<Record<string, readonly [string, string?, FileType?]>> = {
  AirPressureMethod: [':AirPressureMethod'],
  Calendar: [':Calendar'],
  CatchmentRoute: [':CatchmentRoute'],
  CloudCoverMethod: [':CloudCoverMethod'],
  Evaporation: [':Evaporation'],
  EvaluationMetrics: [':EvaluationMetrics'],
  Interpolation: [':Interpolation'],
  LWIncomingMethod: [':LWIncomingMethod'],
  LWRadiationMethod: [':LWRadiationMethod'],
  MonthlyInterpolationMethod: [':MonthlyInterpolationMethod'],
  OroPETCorrect: [':OroPETCorrect'],
  OroPrecipCorrect: [':OroPrecipCorrect'],
  OroTempCorrect: [':OroTempCorrect'],
  PotentialMeltMethod: [':PotentialMeltMethod'],
  PrecipIceptFract: [':PrecipIceptFract'],
  RainSnowFraction: [':RainSnowFraction'],
  RechargeMethod: [':RechargeMethod'],
  RelativeHumidityMethod: [':RelativeHumidityMethod'],
  Routing: [':Routing'],
  SWCanopyCorrect: [':SWCanopyCorrect'],
  SWCloudCorrect: [':SWCloudCorrect'],
  SWRadiationMethod: [':SWRadiationMethod'],
  SoilModel: [':SoilModel'],
  SubdailyMethod: [':SubdailyMethod'],
  WindspeedMethod: [':WindspeedMethod'],
  EnKFMode: [':EnKFMode', 'mode', 'rve'],
  Distribution: [':ForcingPerturbation', 'dist', 'rve'],
  Adjustment: [':ForcingPerturbation', 'adj', 'rve'],
  CustomOutputTimePer: [':CustomOutput', 'time_aggregation'],
  CustomOutputStat: [':CustomOutput', 'statistic'],
  CustomOutputSpaceAgg: [':CustomOutput', 'spatial_aggregation'],
  ConditionalKind: [':-->Conditional', 'basis'],
  ConditionalOp: [':-->Conditional', 'condition'],
};

/**
 * Enumerations that are not values of an enumerated argument of the grammar: names of forcings, states and
 * parameters (read by other parts of Raven), and the precipitation algorithm, which Raven does not check.
 */
const NOT_GRAMMAR_ARGS = [
  'ForcingType',
  'StateName',
  'LandUseParameterName',
  'SoilParameterName',
  'VegetationParameterName',
  'SubBasinPropertyName',
  'Precipitation',
];

/** The enumeration objects the options module exports (frozen objects of string values). */
function exportedEnums(): [string, StringEnum][] {
  const out: [string, StringEnum][] = [];
  for (const [name, value] of Object.entries(options as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.isFrozen(value))
      continue;
    if (!Object.values(value).every((v) => typeof v === 'string')) continue;
    out.push([name, value as StringEnum]);
  }
  return out;
}

describe('the option enumerations', () => {
  test('each names the values of one grammar argument, or is known not to', () => {
    const names = exportedEnums().map(([name]) => name);
    expect([...names].sort()).toEqual([...Object.keys(GRAMMAR_ARGS), ...NOT_GRAMMAR_ARGS].sort());
  });

  test.each(Object.entries(GRAMMAR_ARGS))(
    '%s: every value is in the grammar or refused by the alias table',
    (name, [command, arg, file]) => {
      const values = ravenValues(command, arg, file);
      const enumObj = (options as unknown as Record<string, StringEnum>)[name];
      for (const value of Object.values(enumObj)) {
        if (!values.includes(value))
          expect([value, INTERFACE_NAMES[command]?.[value]]).toEqual([value, null]);
      }
    },
  );

  test('every alias of the table stands for a value the grammar lists, and is not one itself', () => {
    let aliases = 0;
    for (const [command, table] of Object.entries(INTERFACE_NAMES)) {
      // The first enumerated argument: the method of an option, the algorithm of a process.
      const values = ravenValues(command);
      for (const [spelling, raven] of Object.entries(table)) {
        expect(values).not.toContain(spelling);
        if (raven !== null) expect(values).toContain(raven);
        aliases++;
      }
    }
    expect(aliases).toBe(31);
  });
});

describe('the process catalogue', () => {
  const checked = (spec: ProcessModelSpec) =>
    commandTable(CATALOGUE.rvi.commands)
      .get(spec.command)
      ?.args?.some((a) => a.type === 'enum' && a.name === 'algorithm') === true;

  test.each(Object.values(PROCESS_MODELS).map((m) => [m.name, m] as const))(
    '%s: every algorithm is in the grammar (or Raven reads any word there)',
    (_name, spec) => {
      if (spec.algo.kind !== 'oneOf') return;
      if (!checked(spec)) return;
      const values = ravenValues(spec.command, 'algorithm');
      expect(spec.algo.values).toEqual(values);
      for (const raven of Object.values(spec.algo.aliases ?? {})) expect(values).toContain(raven);
      for (const refused of Object.keys(spec.algo.refused ?? {}))
        expect(INTERFACE_NAMES[spec.command][refused]).toBeNull();
    },
  );
});

/** The diagnostics of values Raven would not read (unknown values, values of the wrong kind) in a written text. */
function badValues(text: string, fileType: FileType): string[] {
  return parseRv(text, { fileType, fileName: `written.${fileType}` })
    .diagnostics.filter((d) => d.code === 'RV015' || d.code === 'RV009')
    .map((d) => d.message);
}

describe('what the models write', () => {
  test('every option value a section accepts is written as a name Raven reads; the rest are refused', () => {
    let written = 0;
    let refused = 0;
    type Section = ModelClass & (new (plain: object) => { toRv(): string });
    for (const [cls, fileType] of [
      [RVI, 'rvi'],
      [RVE, 'rve'],
    ] as [Section, FileType][]) {
      for (const f of fieldsOf(cls)) {
        const type = f.type.kind === 'list' ? f.type.item : f.type;
        if (type.kind !== 'enum') continue;
        const wrap = (v: string) => (f.type.kind === 'list' ? [v] : v);
        for (const value of [...type.values, ...Object.keys(type.aliases ?? {})]) {
          const text = new cls({ [f.name]: wrap(value) }).toRv();
          expect(badValues(text, fileType)).toEqual([]);
          written++;
        }
        for (const value of Object.keys(type.refused ?? {})) {
          expect(() => new cls({ [f.name]: wrap(value) })).toThrow(`does not read ${value}`);
          refused++;
        }
      }
    }
    expect(written).toBeGreaterThan(250);
    expect(refused).toBe(3);
  });

  test('the interface spelling is held and written as Raven’s', () => {
    const rvi = new RVI({ routing: 'ROUTE_STORAGE_COEFF', evaluation_metrics: ['RCOEFF', 'NASH_SUTCLIFFE'] });
    expect(rvi.routing).toBe('ROUTE_STORAGECOEFF');
    expect(rvi.toRv()).toContain(':Routing ROUTE_STORAGECOEFF\n');
    expect(rvi.toRv()).toContain(':EvaluationMetrics RCOEF NASH_SUTCLIFFE\n');
    rvi.routing = options.Routing.STORAGE_COEFF;
    expect(rvi.routing).toBe('ROUTE_STORAGECOEFF');
    rvi.calendar = 'NOLEAP';
    rvi.rain_snow_fraction = 'RAINSNOW_UBC' as never;
    expect(rvi.rain_snow_fraction).toBe('RAINSNOW_UBCWM');
  });

  test('every process algorithm a model accepts is written as a name Raven reads', () => {
    let written = 0;
    for (const [name, cls] of Object.entries(PROCESS_CLASSES)) {
      const spec = PROCESS_MODELS[name as keyof typeof PROCESS_MODELS];
      if (spec.algo.kind !== 'oneOf' || name === 'LateralFlush' || name === 'LateralEquilibrate') continue;
      for (const algo of [...spec.algo.values, ...Object.keys(spec.algo.aliases ?? {})]) {
        const process = new cls({ algo, source: 'SOIL[0]', to: ['SOIL[1]'] });
        const text = process.toRv();
        expect(badValues(text, 'rvi')).toEqual([]);
        expect(text.split(' ')[1]).toBe(spec.algo.aliases?.[algo] ?? algo);
        written++;
      }
      for (const algo of Object.keys(spec.algo.refused ?? {})) {
        expect(() => new cls({ algo, source: 'SOIL[0]', to: ['SOIL[1]'] })).toThrow(`does not read ${algo}`);
      }
    }
    expect(written).toBeGreaterThan(150);
  });
});
