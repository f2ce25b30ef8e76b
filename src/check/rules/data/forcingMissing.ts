import { argToken, nameToken } from '../../../facts/args.js';
import { forcingDataOf, type ForcingData } from '../../../facts/forcingData.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { lastOf, type RviFacts } from '../../../facts/rviFacts.js';
import type { GaugeFacts } from '../../../facts/rvtFacts.js';
import type { Site } from '../../../facts/site.js';
import type { Finding, Rule } from '../../rule.js';

/** An option value that makes Raven read a forcing from the gauges, and that forcing. */
interface DataOption {
  readonly command: string;
  readonly values: readonly string[];
  readonly forcing: string;
}

/** The `*_DATA` methods and the forcing each reads at every gauge (Gauge.cpp, CGauge::Initialize). */
const DATA_OPTIONS: readonly DataOption[] = [
  { command: ':SWRadiationMethod', values: ['SW_RAD_DATA'], forcing: 'SW_RADIA' },
  { command: ':NetSWRadMethod', values: ['NETSWRAD_DATA'], forcing: 'SW_RADIA_NET' },
  { command: ':LWRadiationMethod', values: ['LW_RAD_DATA', 'USE_DATA'], forcing: 'LW_RADIA_NET' },
  { command: ':LWIncomingMethod', values: ['LW_INC_DATA'], forcing: 'LW_INCOMING' },
  { command: ':CloudCoverMethod', values: ['CLOUDCOV_DATA', 'USE_DATA'], forcing: 'CLOUD_COVER' },
  { command: ':OW_Evaporation', values: ['PET_DATA', 'FROM_FILE'], forcing: 'OW_PET' },
  { command: ':Evaporation', values: ['PET_DATA', 'FROM_FILE'], forcing: 'PET' },
  { command: ':PotentialMeltMethod', values: ['POTMELT_DATA'], forcing: 'POTENTIAL_MELT' },
  { command: ':RelativeHumidityMethod', values: ['RELHUM_DATA'], forcing: 'REL_HUMIDITY' },
  { command: ':AirPressureMethod', values: ['AIRPRESS_DATA', 'USE_DATA'], forcing: 'AIR_PRES' },
  { command: ':WindspeedMethod', values: ['WINDVEL_DATA', 'USE_DATA'], forcing: 'WIND_VEL' },
];

/** Raven's warning for data a gauge has that no method reads (CGauge::WarnAboutForcing). */
const UNUSED_DATA = 'Gauge#3';

/** RV417: a forcing the model's methods need that no gauge or grid supplies. */
export const forcingMissing: Rule = {
  code: 'RV417',
  name: 'forcing-missing',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'The gauges (or grids) supply every forcing the model needs: precipitation and temperature, the forcing of each method set to read data (PET_DATA, SW_RAD_DATA, RAINSNOW_DATA …) at every gauge, and the monthly values PET_FROMMONTHLY and PET_MONTHLY_FACTOR use.',
    why: 'Raven derives what it can (PRECIP from RAINFALL plus SNOWFALL, daily and sub-daily temperatures from TEMP_AVE, TEMP_DAILY_AVE or TEMP_MIN with TEMP_MAX), then stops when no gauge or grid has precipitation or temperature, when a gauge lacks the data of a method set to read it ("USE_DATA is specified … but no data is provided at gauge"), when RAINSNOW_DATA has precipitation without SNOWFALL, or when a gauge lacks :MonthlyAveTemperature/:MonthlyAveEvaporation that the PET method needs. Data a gauge has but no method reads get a warning.',
    fix: 'Add the missing series (or monthly values) to every gauge, or choose a method that estimates the forcing instead of reading it.',
    source:
      'Gauge.cpp CGauge::Initialize, WarnAboutForcing; ModelInitialize.cpp CModel::GenerateGaugeWeights ("no gauges present with the following data")',
    example: {
      fileType: 'rvi',
      bad: ':Evaporation PET_DATA   # and no PET series at the gauges',
      good: ':Evaporation PET_HARGREAVES_1985',
    },
  },
  ravenWarnings: [UNUSED_DATA],
  async check({ model, host, report }) {
    const data = await forcingDataOf(model, host);
    // With a file missing, the data seen are not the model's: Raven stops at the missing file first.
    if (
      model.project.problems.some((p) => p.severity === 'error') ||
      data.problems.some((p) => p.kind === 'file')
    ) {
      return;
    }
    const rvi = model.rvi;
    const gauges = model.rvt.gauges;
    const gridForcings = new Set(
      data.series.filter((s) => s.source === 'grid' && s.forcing).map((s) => s.forcing!),
    );
    const has = new Map(gauges.map((g) => [g, derived(g, data)]));
    const findings: Finding[] = [];
    const gaugeSite = (g: GaugeFacts): Site => (g.name ?? nameToken(g.ref)).site;
    // Precipitation and temperature, and the gauges' "other" forcing, must exist somewhere.
    const needed: { forcing: string; grids: readonly string[]; label: string }[] = [
      {
        forcing: 'PRECIP',
        grids: ['PRECIP', 'RAINFALL'],
        label: 'precipitation (PRECIP, or RAINFALL and SNOWFALL)',
      },
      {
        forcing: 'TEMP_AVE',
        grids: ['TEMP_AVE', 'TEMP_DAILY_MIN', 'TEMP_DAILY_AVE'],
        label: 'temperature (TEMP_AVE, TEMP_DAILY_AVE, or TEMP_MIN and TEMP_MAX)',
      },
    ];
    for (const n of needed) {
      if (n.grids.some((f) => gridForcings.has(f)) || gauges.some((g) => has.get(g)!.has(n.forcing)))
        continue;
      const where = gauges.length > 0 ? gauges.map(gaugeSite) : [];
      for (const at of where)
        findings.push({ at, message: `no gauge has ${n.label}: Raven needs it for every HRU` });
    }
    // Methods set to read data: every gauge must have it.
    for (const o of DATA_OPTIONS) {
      const ref = lastOf(rvi, o.command);
      const value = ref && argToken(ref, 0);
      // Raven compares PET method names without regard to case, the other method names exactly.
      const text = o.command.endsWith('Evaporation') ? value?.text.toUpperCase() : value?.text;
      const used = !!value && o.values.includes(text ?? '');
      const lacking = gauges.filter((g) => !has.get(g)!.has(o.forcing));
      if (used) {
        if (lacking.length === gauges.length && gauges.length > 0 && !gridForcings.has(o.forcing)) {
          findings.push({
            at: value.site,
            message: `${o.command} ${value.text} reads ${o.forcing} from the gauges, but no gauge has ${o.forcing} data`,
          });
        }
        for (const g of lacking) {
          findings.push({
            at: gaugeSite(g),
            message: `gauge ${g.ravenName} has no ${o.forcing} data, which ${o.command} ${value.text} reads at every gauge`,
          });
        }
      } else {
        for (const g of gauges) {
          if (!has.get(g)!.has(o.forcing) || !data.byGauge.get(g)?.some((s) => s.forcing === o.forcing))
            continue;
          findings.push({
            at: gaugeSite(g),
            message: `gauge ${g.ravenName} has ${o.forcing} data that no method reads (${o.command} is not ${o.values[0]}): Raven warns ("${o.forcing} data supplied at gauge ${g.ravenName} but will not be used")`,
            severity: 'warning',
            ravenWarning: UNUSED_DATA,
          });
        }
      }
    }
    rainSnow(rvi, gauges, data, gaugeSite, findings);
    monthly(rvi, gauges, gaugeSite, findings);
    for (const f of findings) report(f);
  },
};

/** The forcings a gauge has once Raven has derived what it derives (CGauge::Initialize). */
function derived(gauge: GaugeFacts, data: ForcingData): Set<string> {
  const have = new Set((data.byGauge.get(gauge) ?? []).map((s) => s.forcing!));
  const precip = have.has('PRECIP');
  const rain = have.has('RAINFALL');
  const snow = have.has('SNOWFALL');
  if (rain && snow) have.add('PRECIP');
  if (precip && !rain && !snow) have.add('RAINFALL');
  if (!snow && (rain || precip)) have.add('SNOWFALL');
  const minMax = have.has('TEMP_DAILY_MIN') && have.has('TEMP_DAILY_MAX');
  if (have.has('TEMP_AVE') || have.has('TEMP_DAILY_AVE') || minMax) {
    for (const t of ['TEMP_AVE', 'TEMP_DAILY_AVE', 'TEMP_DAILY_MIN', 'TEMP_DAILY_MAX']) have.add(t);
  }
  if (gauge.members.some((m) => m.name === ':MonthlyAveTemperature')) have.add('TEMP_MONTH_AVE');
  return have;
}

/** RAINSNOW_DATA: precipitation without snowfall stops Raven at that gauge. */
function rainSnow(
  rvi: RviFacts,
  gauges: readonly GaugeFacts[],
  data: ForcingData,
  gaugeSite: (g: GaugeFacts) => Site,
  findings: Finding[],
): void {
  const ref = lastOf(rvi, ':RainSnowFraction');
  const value = ref && argToken(ref, 0);
  if (!value || (value.text !== 'RAINSNOW_DATA' && value.text !== 'USE_DATA')) return;
  const faulty = gauges.filter((g) => {
    const given = new Set((data.byGauge.get(g) ?? []).map((s) => s.forcing));
    return (given.has('PRECIP') || given.has('RAINFALL')) && !given.has('SNOWFALL');
  });
  if (faulty.length > 0 && faulty.length === gauges.length) {
    findings.push({
      at: value.site,
      message: `:RainSnowFraction ${value.text} reads SNOWFALL, but no gauge has SNOWFALL data`,
    });
  }
  for (const g of faulty) {
    findings.push({
      at: gaugeSite(g),
      message: `gauge ${g.ravenName} has precipitation but no SNOWFALL, which :RainSnowFraction ${value.text} reads`,
    });
  }
}

/** PET_FROMMONTHLY and PET_MONTHLY_FACTOR read monthly values at every gauge. */
function monthly(
  rvi: RviFacts,
  gauges: readonly GaugeFacts[],
  gaugeSite: (g: GaugeFacts) => Site,
  findings: Finding[],
): void {
  const ref: CommandRef | undefined = lastOf(rvi, ':Evaporation');
  const value = ref && argToken(ref, 0);
  const method = value?.text.toUpperCase();
  const fromMonthly = method === 'PET_FROMMONTHLY' || method === 'FROM_MONTHLY';
  const factor = method === 'PET_MONTHLY_FACTOR' || method === 'MONTHLY_FACTOR';
  if (!value || (!fromMonthly && !factor)) return;
  const wants = [
    ...(fromMonthly ? [[':MonthlyAveTemperature', ':MonthlyAveTemperature']] : []),
    [':MonthlyAveEvaporation', ':MonthlyAveEvaporation (or :MonthlyEvapFactor)'],
  ];
  for (const [command, label] of wants) {
    const lacking = gauges.filter((g) => !g.members.some((m) => m.name === command));
    if (lacking.length > 0 && lacking.length === gauges.length) {
      findings.push({
        at: value.site,
        message: `:Evaporation ${value.text} needs ${label} at every gauge, and no gauge has it`,
      });
    }
    for (const g of lacking) {
      findings.push({
        at: gaugeSite(g),
        message: `gauge ${g.ravenName} has no ${label}, which :Evaporation ${value.text} needs`,
      });
    }
  }
}
