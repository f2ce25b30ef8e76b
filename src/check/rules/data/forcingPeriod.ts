import { argToken } from '../../../facts/args.js';
import { forcingDataOf, type ForcingSeries } from '../../../facts/forcingData.js';
import { addTime, atof, formatRavenTime, timeDifference, type RavenTime } from '../../../facts/ravenTime.js';
import { coverageFault } from '../../../facts/forcingCoverage.js';
import { simulationOf } from '../../../facts/simulation.js';
import type { Site } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** RV408: a forcing series or grid that does not cover the simulation period. */
export const forcingPeriod: Rule = {
  code: 'RV408',
  name: 'forcing-period',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'Every forcing series of every gauge (:Data, :MultiData, .tb0 file, :ReadFromNetCDF) and every gridded or station forcing starts at or before the start of the simulation and runs to its end.',
    why: 'Before it simulates, Raven checks each series a gauge holds, used by the model or not, against the simulation period: the series starts at the date of its header and lasts its number of values times its step. Data that start after the start, or end before the end (by more than 0.0001 day), stop the run ("forcing data not available at beginning/end of model simulation"). Observations are not checked: they may cover any period.',
    fix: 'Shorten the simulation (`:StartDate`, `:Duration`/`:EndDate`) to the period the data cover, or extend the data (more values, and the count in the header).',
    source:
      'TimeSeries.cpp CTimeSeries::Initialize; ForcingGrid.cpp CForcingGrid::Initialize; Gauge.cpp CGauge::Initialize',
    example: {
      fileType: 'rvi',
      bad: ":EndDate 2000-01-10 00:00:00   # the gauge's series has three days from 2000-01-01",
      good: ':EndDate 2000-01-04 00:00:00',
    },
  },
  async check({ model, host, report }) {
    const sim = simulationOf(model);
    if (!sim.valid || !(sim.duration > 0)) return;
    const data = await forcingDataOf(model, host);
    const checked: { series: ForcingSeries; fault?: 'start' | 'end'; end: RavenTime }[] = [];
    // Inflow hydrographs are checked like forcings when their subbasin exists (Raven ignores the others).
    const subbasins = new Set(model.rvh.subbasins.map((r) => Math.trunc(atof(r.textAt(0) ?? ''))));
    const inflows = data.series.filter(
      (s) => s.role === 'inflow' && subbasins.has(Math.trunc(atof(argToken(s.ref, 0)?.text ?? ''))),
    );
    const forcings = [
      ...[...data.byGauge.values()].flat(),
      ...data.series.filter((s) => s.source === 'grid'),
      ...inflows,
    ];
    for (const s of forcings) {
      if (!s.start || !s.interval || s.count === undefined || (!s.forcing && s.role !== 'inflow')) continue;
      const end = addTime(s.start, s.count * s.interval, sim.calendar);
      checked.push({ series: s, fault: coverageFault(s, sim.start, sim.duration, sim.calendar), end });
    }
    // One finding per place and side: the columns of a :MultiData or .tb0 file share their period.
    const groups = new Map<
      string,
      { at: Site; fault: 'start' | 'end'; names: string[]; s: ForcingSeries; end: RavenTime }
    >();
    for (const c of checked) {
      if (!c.fault) continue;
      const key = `${c.series.at.site.file.path}:${c.series.at.site.offset}:${c.fault}`;
      const g = groups.get(key) ?? {
        at: c.series.at.site,
        fault: c.fault,
        names: [],
        s: c.series,
        end: c.end,
      };
      g.names.push(c.series.written);
      groups.set(key, g);
    }
    const simStart = formatRavenTime(sim.start, sim.calendar);
    const simEnd = formatRavenTime(addTime(sim.start, sim.duration, sim.calendar), sim.calendar);
    for (const g of groups.values()) {
      const what = describe(g.s, g.names);
      const message =
        g.fault === 'start'
          ? `${what} starts ${formatRavenTime(g.s.start!, sim.calendar)}, after the simulation starts (${simStart})`
          : `${what} ends ${formatRavenTime(g.end, sim.calendar)}, before the simulation ends (${simEnd})`;
      report({ at: g.at, message: `${message}: shorten the simulation or extend the data` });
    }
    // When no forcing at all reaches the start (or the end), the simulation period is the likelier mistake.
    if (checked.length === 0) return;
    if (checked.every((c) => c.fault === 'end') && sim.durationSetting) {
      const last = checked.reduce((a, b) => (timeDifference(a.end, b.end, sim.calendar) > 0 ? b : a));
      report({
        at: sim.durationSetting.token.site,
        message: `the simulation ends ${simEnd}, after every forcing series (the last ends ${formatRavenTime(last.end, sim.calendar)})`,
      });
    }
    if (checked.every((c) => c.fault === 'start') && sim.startSetting) {
      const first = checked.reduce((a, b) =>
        timeDifference(a.series.start!, b.series.start!, sim.calendar) < 0 ? b : a,
      );
      report({
        at: sim.startSetting.token.site,
        message: `the simulation starts ${simStart}, before every forcing series (the first starts ${formatRavenTime(first.series.start!, sim.calendar)})`,
      });
    }
  },
};

function describe(s: ForcingSeries, names: readonly string[]): string {
  if (s.role === 'inflow') return s.written;
  const owner = s.gauge
    ? `gauge ${s.gauge.ravenName}`
    : s.grid?.kind === 'station'
      ? 'station forcing'
      : 'gridded forcing';
  const list = names.join(', ');
  switch (s.source) {
    case 'ensim':
      return `${owner}: ${s.ref.command.line.words
        .slice(1)
        .map((w) => w.text)
        .join(' ')} (${list})`;
    case 'multidata':
      return `${owner}: :MultiData (${list})`;
    case 'netcdf':
      return `${owner}: ${list} from NetCDF`;
    case 'grid':
      return `${owner} ${list}`;
    default:
      return `${owner}: :Data ${list}`;
  }
}
