/**
 * NetCDF time axes Raven refuses or accepts: the rainfall series of a model that reads its forcing from NetCDF
 * is pointed at another file (the model folder's unused `_2d.nc` file, rewritten) whose time variable has
 * unpadded dates, months as unit, a 360-day calendar, an uneven step or a late start; and at files Raven reads
 * (hours, a T before the time, a time zone it ignores, the noleap calendar).
 */
import { argToken } from '../../../../src/facts/args.js';
import { commandName } from '../../../../src/ast/nodes.js';
import { days, forcingNetcdf, SALMON_VALUES, type ForcingNetcdf } from '../../netcdfForcing.js';
import { atSite, replaceSite, type Generator, type Mutation } from '../mutation.js';

/** The file rewritten for the mutants: present in the folder, read by nothing. */
const SPARE = 'Salmon-River-Near-Prince-George_meteo_daily_2d.nc';

/** As many days as the Salmon River file: RAINFALL and SNOWFALL must have as many values (CTimeSeries::Sum). */
const LENGTH = 20819;

const CASES: readonly (readonly [kind: string, label: string, spec: Omit<ForcingNetcdf, 'values'>])[] = [
  ['netcdf-time-refused', 'unpadded date', { units: 'days since 1954-1-1', times: days(LENGTH) }],
  ['netcdf-time-refused', 'months', { units: 'months since 1954-01-01 00:00:00', times: days(LENGTH) }],
  [
    'netcdf-time-refused',
    '360-day calendar',
    { units: 'days since 1954-01-01 00:00:00', calendar: '360_day', times: days(LENGTH) },
  ],
  [
    'netcdf-time-refused',
    'uneven step',
    { units: 'days since 1954-01-01 00:00:00', times: days(LENGTH).map((d) => (d === 100 ? 100.5 : d)) },
  ],
  [
    'netcdf-time-late',
    'starts a day late',
    { units: 'days since 1954-01-01 00:00:00', times: days(LENGTH, 1) },
  ],
  [
    'netcdf-time-accepted',
    'hours',
    { units: 'hours since 1954-01-01 00:00:00', times: days(LENGTH).map((d) => d * 24) },
  ],
  [
    'netcdf-time-accepted',
    'T before the time',
    { units: 'days since 1954-01-01T00:00:00', times: days(LENGTH) },
  ],
  [
    'netcdf-time-accepted',
    'time zone -0800',
    { units: 'days since 1954-01-01 00:00:00 -0800', times: days(LENGTH) },
  ],
  [
    'netcdf-time-accepted',
    'noleap calendar',
    { units: 'days since 1954-01-01', calendar: 'noleap', times: days(LENGTH) },
  ],
  // RAINFALL and SNOWFALL are added value by value: another length stops Raven, another year does not.
  ['rain-snow-mismatch', '300 days', { units: 'days since 1954-01-01 00:00:00', times: days(300) }],
  [
    'rain-snow-year-quirk',
    'the same days a year earlier',
    { units: 'days since 1953-01-01 00:00:00', times: days(LENGTH) },
  ],
];

/** The first :FileNameNC of a gauge series read from NetCDF, pointed at a rewritten file. */
export const netcdfTimeAxes: Generator = {
  kinds: [
    'netcdf-time-refused',
    'netcdf-time-late',
    'netcdf-time-accepted',
    'rain-snow-mismatch',
    'rain-snow-year-quirk',
  ],
  generate(fx) {
    if (!fx.project.files.some((f) => f.fileType === 'rvt')) return [];
    const spare = fx.model.dir.endsWith('raven-gr4j-cemaneige') ? SPARE : undefined;
    if (!spare) return [];
    const data = fx.facts.rvt.gauges.flatMap((g) => g.members).find((m) => m.name === ':Data');
    const block = data?.ref.command.body?.find(
      (i) => i.kind === 'command' && commandName(i) === ':ReadFromNetCDF',
    );
    if (!data || !block || block.kind !== 'command') return [];
    const fileLine = block.body?.find((i) => i.kind === 'command' && commandName(i) === ':FileNameNC');
    if (!fileLine || fileLine.kind !== 'command') return [];
    const name = argToken({ ...data.ref, command: fileLine }, 0);
    if (!name) return [];
    return CASES.map(([kind, label, spec]): Mutation => {
      const bytes = forcingNetcdf({ ...spec, values: SALMON_VALUES });
      return {
        kind,
        label: `${name.text} -> a file with ${label} (${spec.units}${spec.calendar ? `, ${spec.calendar}` : ''})`,
        edits: [replaceSite(fx, name.site, spare), { file: spare, edit: () => bytes.toString('latin1') }],
        at: atSite(fx, name.site),
      };
    });
  },
};
