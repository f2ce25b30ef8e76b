/**
 * Mistakes in forcing data: a simulation that runs past the end (or starts before the start) of the data, a
 * series header dated too late, a series cut short, a step that does not divide a day, a data file or a NetCDF
 * name that is not there, a forcing name Raven does not know, values Raven refuses. Each comes with the
 * boundary case Raven accepts (data ending exactly at the end, a half-day step, an alias, a bad value outside
 * the simulated days), so that a rule too strict shows as a false alarm. Runs stay short: the simulation is
 * moved next to the end of the data rather than lengthened.
 */
import { argToken } from '../../../../src/facts/args.js';
import { forcingDataOf, type ForcingData, type ForcingSeries } from '../../../../src/facts/forcingData.js';
import { addTime, formatRavenTime, timeDifference, type RavenTime } from '../../../../src/facts/ravenTime.js';
import { lastOf } from '../../../../src/facts/rviFacts.js';
import { simulationOf } from '../../../../src/facts/simulation.js';
import type { Site } from '../../../../src/facts/site.js';
import { rowsOf } from '../../../../src/facts/table.js';
import { fileHost } from '../../../../src/project/fileHost.js';
import {
  atSite,
  insertLineBefore,
  replaceSite,
  type FileEdit,
  type Fixture,
  type Generator,
  type Mutation,
} from '../mutation.js';
import { misspell } from './misspell.js';

/** The model's forcing data as rvkit reads it, and its simulation. */
async function dataOf(fx: Fixture): Promise<ForcingData> {
  return forcingDataOf(fx.facts, fileHost(fx.dir));
}

/** A yyyy-mm-dd date of a Raven time (the data here start at midnight). */
function ymd(t: RavenTime, fx: Fixture): string {
  return formatRavenTime(t, simulationOf(fx.facts).calendar).slice(0, 10);
}

function endOf(s: ForcingSeries, fx: Fixture): RavenTime {
  return addTime(s.start!, s.count! * s.interval!, simulationOf(fx.facts).calendar);
}

/** The gauge series with a known period. */
function timed(data: ForcingData): ForcingSeries[] {
  return [...data.byGauge.values()].flat().filter((s) => s.start && s.interval && s.count !== undefined);
}

/** An edit of a data file outside the project (a .tb0 or weights file), by text replacement. */
function fileEdit(file: string, edit: (text: string) => string): FileEdit {
  return { file, edit };
}

/** The simulation moved next to the end (or start) of the data: past it by a day, or exactly to it. */
export const simulationPastData: Generator = {
  kinds: ['forcing-ends-early', 'forcing-ends-exactly', 'forcing-starts-late', 'forcing-starts-exactly'],
  async generate(fx) {
    const sim = simulationOf(fx.facts);
    const start = lastOf(fx.facts.rvi, ':StartDate');
    const duration = lastOf(fx.facts.rvi, ':Duration');
    const s = start && argToken(start, 0);
    const d = duration && argToken(duration, 0);
    if (!s || !d || !sim.valid || duration!.index < start!.index) return [];
    const series = timed(await dataOf(fx));
    if (series.length === 0) return [];
    const cal = sim.calendar;
    const firstEnd = series
      .map((x) => endOf(x, fx))
      .reduce((a, b) => (timeDifference(a, b, cal) < 0 ? b : a));
    const lastStart = series.map((x) => x.start!).reduce((a, b) => (timeDifference(a, b, cal) > 0 ? b : a));
    const out: Mutation[] = [];
    // Three days of simulation ending one day after the data (or exactly with them).
    for (const [kind, extra] of [
      ['forcing-ends-early', 1],
      ['forcing-ends-exactly', 0],
    ] as const) {
      const newStart = ymd(addTime(firstEnd, -3, cal), fx);
      out.push({
        kind,
        label: `simulation ${newStart} + ${3 + extra} days, data end ${ymd(firstEnd, fx)}`,
        edits: [replaceSite(fx, s.site, newStart), replaceSite(fx, d.site, String(3 + extra))],
        at: atSite(fx, d.site),
      });
    }
    for (const [kind, shift] of [
      ['forcing-starts-late', -1],
      ['forcing-starts-exactly', 0],
    ] as const) {
      const newStart = ymd(addTime(lastStart, shift, cal), fx);
      if (newStart === s.text) continue;
      out.push({
        kind,
        label: `:StartDate ${s.text} -> ${newStart}, data start ${ymd(lastStart, fx)}`,
        edits: [replaceSite(fx, s.site, newStart)],
        at: atSite(fx, s.site),
      });
    }
    return out;
  },
};

/** The header of a series (or the :StartTime of a .tb0 file) dated a day after the simulation starts. */
export const headerLate: Generator = {
  kinds: ['series-header-late', 'series-header-at-start'],
  async generate(fx) {
    const sim = simulationOf(fx.facts);
    if (!sim.valid) return [];
    const out: Mutation[] = [];
    const seen = new Set<string>();
    for (const series of timed(await dataOf(fx))) {
      const key = `${series.ref.file.path}:${series.ref.index}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const [kind, shift] of [
        ['series-header-late', 1],
        ['series-header-at-start', 0],
      ] as const) {
        const date = ymd(addTime(sim.start, shift, sim.calendar), fx);
        const m = redate(fx, series, date, kind);
        if (m) out.push(m);
      }
    }
    return out;
  },
};

function redate(fx: Fixture, series: ForcingSeries, date: string, kind: string): Mutation | undefined {
  if (series.source === 'data' || series.source === 'multidata') {
    if (series.at.text === date) return undefined;
    return {
      kind,
      label: `${series.ref.command.line.words[0].text} header ${series.at.text} -> ${date}`,
      edits: [replaceSite(fx, series.at.site, date)],
      at: atSite(fx, series.at.site),
    };
  }
  if (series.source === 'ensim' && series.file) {
    return {
      kind,
      label: `${series.file} :StartTime -> ${date}`,
      edits: [
        fileEdit(series.file, (t) =>
          t.replace(
            /^(:StartTime\s+)(\d{4})([-/])(\d\d)\3(\d\d)/m,
            (_m, head: string, _y, sep: string) => `${head}${date.replaceAll('-', sep)}`,
          ),
        ),
      ],
      at: atSite(fx, series.at.site),
    };
  }
  return undefined;
}

/** A series cut one value short of the simulation's end (or to exactly its end). */
export const truncated: Generator = {
  kinds: ['forcing-truncated', 'forcing-truncated-exactly'],
  async generate(fx) {
    const sim = simulationOf(fx.facts);
    if (!sim.valid) return [];
    const out: Mutation[] = [];
    const seen = new Set<string>();
    for (const series of timed(await dataOf(fx))) {
      const key = `${series.ref.file.path}:${series.ref.index}`;
      if (seen.has(key) || series.interval !== 1) continue;
      seen.add(key);
      const offset = -timeDifference(sim.start, series.start!, sim.calendar);
      const exact = Math.round(offset + sim.duration);
      for (const [kind, keep] of [
        ['forcing-truncated', exact - 1],
        ['forcing-truncated-exactly', exact],
      ] as const) {
        const m = truncate(fx, series, keep, kind);
        if (m) out.push(m);
      }
    }
    return out;
  },
};

function truncate(fx: Fixture, series: ForcingSeries, keep: number, kind: string): Mutation | undefined {
  if (series.source === 'multidata') {
    const rows = rowsOf(series.ref.file, series.ref.command.body ?? []);
    const header = rows[0];
    const cut = rows[keep + 1];
    const end = series.ref.command.end;
    const count = header?.tokens[3];
    if (!header || !cut || !end || !count) return undefined;
    const removed: Site = { file: series.ref.file, offset: cut.start, length: end.start - cut.start };
    return {
      kind,
      label: `:MultiData cut to ${keep} rows`,
      edits: [replaceSite(fx, count.site, String(keep)), replaceSite(fx, removed, '')],
      at: atSite(fx, count.site),
    };
  }
  if (series.source === 'ensim' && series.file) {
    return {
      kind,
      label: `${series.file} cut to ${keep} rows`,
      edits: [
        fileEdit(series.file, (t) => {
          const at = t.search(/^:EndHeader.*$/m);
          const lines = t.slice(at).split('\n');
          return t.slice(0, at) + lines.slice(0, keep + 1).join('\n') + '\n';
        }),
      ],
      at: atSite(fx, series.at.site),
    };
  }
  return undefined;
}

/** Series steps Raven refuses (2 days, 0.7 day, a .tb0 :DeltaT in days) and ones it takes (half a day). */
export const seriesSteps: Generator = {
  kinds: ['series-step-invalid', 'series-step-subdaily'],
  async generate(fx) {
    const out: Mutation[] = [];
    const seen = new Set<string>();
    for (const series of timed(await dataOf(fx))) {
      const key = `${series.ref.file.path}:${series.ref.index}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (series.source === 'data' || series.source === 'multidata') {
        const rows = rowsOf(series.ref.file, series.ref.command.body ?? []);
        const step = rows[0]?.tokens[2];
        if (!step) continue;
        for (const [kind, text] of [
          ['series-step-invalid', '2.0'],
          ['series-step-invalid', '0.7'],
          ['series-step-subdaily', '0.5'],
        ] as const) {
          out.push({
            kind,
            label: `header step ${step.text} -> ${text}`,
            edits: [replaceSite(fx, step.site, text)],
            at: atSite(fx, step.site),
          });
        }
      } else if (series.source === 'ensim' && series.file) {
        for (const [kind, text] of [
          ['series-step-invalid', '1.0'],
          ['series-step-subdaily', '12:00:00.000'],
        ] as const) {
          out.push({
            kind,
            label: `${series.file} :DeltaT -> ${text}`,
            edits: [fileEdit(series.file, (t) => t.replace(/^(:DeltaT\s+)\S+/m, `$1${text}`))],
            at: atSite(fx, series.at.site),
          });
        }
      }
    }
    return out;
  },
};

/** A .tb0 or NetCDF file name that does not match the file (case, typo); a NetCDF variable or dimension misspelt. */
export const dataNames: Generator = {
  kinds: ['data-file-missing', 'netcdf-variable-missing', 'netcdf-dimension-missing'],
  async generate(fx) {
    const out: Mutation[] = [];
    for (const ref of fx.facts.rvt.byName.get(':EnsimTimeSeries') ?? []) {
      const name = argToken(ref, 0);
      if (!name) continue;
      const text = name.text === name.text.toLowerCase() ? name.text.toUpperCase() : name.text.toLowerCase();
      out.push({
        kind: 'data-file-missing',
        label: `:EnsimTimeSeries ${name.text} -> ${text}`,
        edits: [replaceSite(fx, name.site, text)],
        at: atSite(fx, name.site),
      });
    }
    const netcdf = [...(await dataOf(fx)).series].filter((s) => s.source === 'netcdf');
    for (const series of fx.rng.sample(netcdf, 2)) {
      const block = series.ref.command.body?.find((i) => i.kind === 'command');
      if (!block || block.kind !== 'command') continue;
      for (const item of block.body ?? []) {
        if (item.kind !== 'command') continue;
        const word = item.line.words[1];
        if (!word) continue;
        const site = { file: series.ref.file, offset: word.offset, length: word.text.length };
        const kind = {
          ':FileNameNC': 'data-file-missing',
          ':VarNameNC': 'netcdf-variable-missing',
          ':DimNamesNC': 'netcdf-dimension-missing',
        }[item.line.words[0].text];
        if (!kind) continue;
        const text =
          kind === 'data-file-missing'
            ? word.text.replace('.nc', '_daily.nc')
            : misspell(word.text, fx.rng, new Set([word.text]));
        out.push({
          kind,
          label: `${item.line.words[0].text} ${word.text} -> ${text}`,
          edits: [replaceSite(fx, site, text)],
          at: atSite(fx, site),
        });
      }
    }
    return out;
  },
};

/** Forcing names Raven does not know (a typo), and aliases it takes (TEMP_MIN for TEMP_DAILY_MIN). */
export const forcingNames: Generator = {
  kinds: ['forcing-name-unknown', 'forcing-name-alias'],
  async generate(fx) {
    const out: Mutation[] = [];
    const aliases: Readonly<Record<string, string>> = {
      TEMP_DAILY_MIN: 'TEMP_MIN',
      TEMP_DAILY_MAX: 'MAX_TEMPERATURE',
      MIN_TEMPERATURE: 'TEMP_DAILY_MIN',
      MAX_TEMPERATURE: 'TEMP_MAX',
      TEMP_MIN: 'MIN_TEMPERATURE',
      TEMP_MAX: 'TEMP_DAILY_MAX',
      PRECIP: 'precip',
    };
    const seen = new Set<string>();
    for (const series of (await dataOf(fx)).series) {
      if (!series.gauge) continue;
      const alias = aliases[series.written];
      if (series.source === 'ensim' && series.file && !seen.has(`${series.file}:${series.written}`)) {
        seen.add(`${series.file}:${series.written}`);
        const typo = misspell(series.written, fx.rng, new Set([series.written]));
        const re = new RegExp(`^(:ColumnName\\b.*?\\s)${series.written}(?=\\s|$)`, 'm');
        for (const [kind, text] of [
          ['forcing-name-unknown', typo],
          ...(alias ? [['forcing-name-alias', alias]] : []),
        ] as const) {
          out.push({
            kind,
            label: `${series.file} column ${series.written} -> ${text}`,
            edits: [fileEdit(series.file, (t) => t.replace(re, `$1${text}`))],
            at: atSite(fx, series.at.site),
          });
        }
        continue;
      }
      // The name token: the :Data argument, or the :Parameters word of a :MultiData column.
      const token = nameToken(series);
      if (!token || seen.has(`${token.site.file.path}:${token.site.offset}`)) continue;
      seen.add(`${token.site.file.path}:${token.site.offset}`);
      const typo = misspell(token.text, fx.rng, new Set([token.text]));
      out.push({
        kind: 'forcing-name-unknown',
        label: `${token.text} -> ${typo}`,
        edits: [replaceSite(fx, token.site, typo)],
        at: atSite(fx, token.site),
      });
      if (alias)
        out.push({
          kind: 'forcing-name-alias',
          label: `${token.text} -> ${alias}`,
          edits: [replaceSite(fx, token.site, alias)],
          at: atSite(fx, token.site),
        });
    }
    return out;
  },
};

function nameToken(series: ForcingSeries): { text: string; site: Site } | undefined {
  if (series.source === 'data' || series.source === 'netcdf') return argToken(series.ref, 0);
  if (series.source !== 'multidata') return undefined;
  const params = series.ref.command.body?.find(
    (i) => i.kind === 'command' && i.line.words[0].text === ':Parameters',
  );
  if (!params || params.kind !== 'command') return undefined;
  const word = params.line.words.slice(1).find((w) => w.text === series.written);
  return (
    word && {
      text: word.text,
      site: { file: series.ref.file, offset: word.offset, length: word.text.length },
    }
  );
}

/** Values Raven refuses inside the simulated days (negative precipitation, 150 °C, negative PET), and outside. */
export const forcingValues: Generator = {
  kinds: ['forcing-value-invalid', 'forcing-value-outside-period'],
  async generate(fx) {
    const sim = simulationOf(fx.facts);
    if (!sim.valid) return [];
    const out: Mutation[] = [];
    const wanted: Readonly<Record<string, string>> = {
      PRECIP: '-5.0',
      RAINFALL: '-5.0',
      TEMP_DAILY_MAX: '150.0',
      TEMP_DAILY_AVE: '75.0',
      TEMP_AVE: '75.0',
      PET: '-1.0',
    };
    for (const series of timed(await dataOf(fx))) {
      const text = series.forcing && wanted[series.forcing];
      if (!text || !series.values || series.interval !== 1) continue;
      const offset = Math.round(-timeDifference(sim.start, series.start!, sim.calendar));
      const values = series.values();
      for (const [kind, index] of [
        ['forcing-value-invalid', offset + 2],
        ['forcing-value-outside-period', offset + 40],
      ] as const) {
        if (index >= values.length) continue;
        const place = values.where(index);
        if (place.token) {
          out.push({
            kind,
            label: `${series.written} value ${index} ${place.token.text} -> ${text}`,
            edits: [replaceSite(fx, place.token.site, text)],
            at: atSite(fx, place.token.site),
          });
        } else if (place.line !== undefined && series.file) {
          const line = place.line;
          const column = series.column;
          if (column === undefined) continue;
          out.push({
            kind,
            label: `${series.file} line ${line} ${series.written} -> ${text}`,
            edits: [fileEdit(series.file, (t) => replaceField(t, line, column, text))],
            at: atSite(fx, series.at.site),
          });
        }
      }
    }
    return out;
  },
};

/** A text with field `column` of 1-based line `line` replaced. */
function replaceField(text: string, line: number, column: number, value: string): string {
  const lines = text.split('\n');
  const fields = lines[line - 1].trim().split(/[\s,]+/);
  fields[column] = value;
  lines[line - 1] = fields.join(' ') + (lines[line - 1].endsWith('\r') ? '\r' : '');
  return lines.join('\n');
}

/**
 * Period-ending data (`:Format PeriodEnding` in a .tb0 file, `:PeriodEndingNC` in every NetCDF block): Raven
 * moves the data back by one step, so a simulation ending exactly with the data now runs one step past them,
 * while one starting with the data is still covered.
 */
export const periodEnding: Generator = {
  kinds: ['period-ending-past-end', 'period-ending-at-start'],
  async generate(fx) {
    const sim = simulationOf(fx.facts);
    const start = lastOf(fx.facts.rvi, ':StartDate');
    const duration = lastOf(fx.facts.rvi, ':Duration');
    const s = start && argToken(start, 0);
    const d = duration && argToken(duration, 0);
    if (!s || !d || !sim.valid || duration!.index < start!.index) return [];
    const series = timed(await dataOf(fx));
    const marks: FileEdit[] = [];
    const tb0 = series.find((x) => x.source === 'ensim' && x.file);
    if (tb0?.file) {
      marks.push(fileEdit(tb0.file, (t) => t.replace(/^(:DeltaT.*)$/m, '$1\n:Format PeriodEnding')));
    } else {
      const blocks = series.filter((x) => x.source === 'netcdf');
      const done = new Set<number>();
      for (const x of blocks.sort((a, b) => a.ref.index - b.ref.index)) {
        const block = x.ref.command.body?.find((i) => i.kind === 'command');
        if (!block || block.kind !== 'command' || !block.end || done.has(block.end.start)) continue;
        done.add(block.end.start);
        marks.push(insertLineBefore(fx, x.ref.file, block.end.start, '         :PeriodEndingNC'));
      }
    }
    if (marks.length === 0) return [];
    const cal = sim.calendar;
    const firstEnd = series
      .map((x) => endOf(x, fx))
      .reduce((a, b) => (timeDifference(a, b, cal) < 0 ? b : a));
    const newStart = ymd(addTime(firstEnd, -3, cal), fx);
    return [
      {
        kind: 'period-ending-past-end',
        label: `period-ending data, simulation ${newStart} + 3 days, data end ${ymd(firstEnd, fx)}`,
        edits: [...marks, replaceSite(fx, s.site, newStart), replaceSite(fx, d.site, '3')],
        at: atSite(fx, d.site),
      },
      { kind: 'period-ending-at-start', label: 'period-ending data', edits: marks, at: atSite(fx, s.site) },
    ];
  },
};

/** The generators of the forcing data mistakes. */
export const SERIES_GENERATORS: readonly Generator[] = [
  periodEnding,
  simulationPastData,
  headerLate,
  truncated,
  seriesSteps,
  dataNames,
  forcingNames,
  forcingValues,
];
