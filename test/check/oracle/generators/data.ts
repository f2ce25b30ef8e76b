/**
 * Mistakes in dates and data (RV4xx): an impossible date, an end before the start, a gauge without its
 * latitude, a negative area here; the simulation period and steps (dataTime.ts), forcing series and their files
 * (dataSeries.ts, dataNetcdf.ts, dataGrids.ts), gauges and the forcings methods read (dataGauges.ts), and
 * physical values of HRUs and subbasins (dataPhysical.ts).
 */
import { argToken } from '../../../../src/facts/args.js';
import { lastOf } from '../../../../src/facts/rviFacts.js';
import { addDays } from '../shorten.js';
import { atSite, deleteLineAt, insertLineBefore, relPath, replaceSite, type Generator } from '../mutation.js';
import { lineOf } from '../../../../src/facts/site.js';
import { GAUGE_GENERATORS } from './dataGauges.js';
import { gridForcing } from './dataGrids.js';
import { netcdfTimeAxes } from './dataNetcdf.js';
import { PHYSICAL_GENERATORS } from './dataPhysical.js';
import { SERIES_GENERATORS } from './dataSeries.js';
import { TIME_GENERATORS } from './dataTime.js';

/** `:StartDate` set to a day that does not exist. */
export const impossibleDate: Generator = {
  kinds: ['start-date-invalid'],
  generate(fx) {
    const start = lastOf(fx.facts.rvi, ':StartDate');
    const token = start && argToken(start, 0);
    if (!token) return [];
    const year = token.text.slice(0, 4);
    return [`${year}-02-30`, `${year}-13-01`].map((text) => ({
      kind: 'start-date-invalid',
      label: `:StartDate ${token.text} -> ${text}`,
      edits: [replaceSite(fx, token.site, text)],
      at: atSite(fx, token.site),
    }));
  },
};

/** The end of the simulation before its start: `:EndDate` earlier than `:StartDate`. */
export const endBeforeStart: Generator = {
  kinds: ['end-before-start'],
  generate(fx) {
    const start = lastOf(fx.facts.rvi, ':StartDate');
    const token = start && argToken(start, 0);
    if (!start || !token) return [];
    const text = `:EndDate ${addDays(token.text, -3)} 00:00:00`;
    const end = lastOf(fx.facts.rvi, ':EndDate');
    const endToken = end && argToken(end, 0);
    if (endToken) {
      return [
        {
          kind: 'end-before-start',
          label: `:EndDate ${endToken.text} -> ${addDays(token.text, -3)}`,
          edits: [replaceSite(fx, endToken.site, addDays(token.text, -3))],
          at: atSite(fx, endToken.site),
        },
      ];
    }
    // A model run by :Duration: the :EndDate line added after :StartDate (Raven reads the later one).
    const duration = lastOf(fx.facts.rvi, ':Duration');
    const after = duration && duration.index > start.index ? duration : start;
    const next = fx.facts.rvi.commands[after.index + 1];
    if (!next || next.file !== after.file) return [];
    return [
      {
        kind: 'end-before-start',
        label: `${text} added`,
        edits: [insertLineBefore(fx, next.file, next.command.line.start, text)],
        at: { file: relPath(fx, next.file), line: lineOf(next.file, next.command.line.start) },
      },
    ];
  },
};

/** A gauge's :Latitude or :Longitude line left out. */
export const gaugeLocation: Generator = {
  kinds: ['gauge-no-latitude', 'gauge-no-longitude'],
  generate(fx) {
    const out = [];
    for (const gauge of fx.rng.sample(fx.facts.rvt.gauges, 2)) {
      for (const [name, kind] of [
        [':Latitude', 'gauge-no-latitude'],
        [':Longitude', 'gauge-no-longitude'],
      ] as const) {
        const line = gauge.members.find((m) => m.name === name);
        if (!line) continue;
        out.push({
          kind,
          label: `${name} of gauge ${gauge.ravenName} removed`,
          edits: [deleteLineAt(fx, line.ref.file, line.ref.command.line.start)],
          at: atSite(fx, { file: gauge.ref.file, offset: gauge.ref.command.line.words[0].offset, length: 0 }),
        });
      }
    }
    return out;
  },
};

/** A negative HRU area. */
export const negativeArea: Generator = {
  kinds: ['hru-negative-area'],
  generate(fx) {
    return fx.rng.sample(fx.facts.rvh.hrus, 2).flatMap((row) => {
      const area = row.cell.area;
      if (!area) return [];
      return [
        {
          kind: 'hru-negative-area',
          label: `HRU ${row.tokens[0].text} area ${area.text} -> -${area.text}`,
          edits: [replaceSite(fx, area.site, `-${area.text}`)],
          at: atSite(fx, area.site),
        },
      ];
    });
  },
};

/** The generators of this family. */
export const DATA_GENERATORS: readonly Generator[] = [
  impossibleDate,
  endBeforeStart,
  gaugeLocation,
  negativeArea,
  ...TIME_GENERATORS,
  ...SERIES_GENERATORS,
  ...GAUGE_GENERATORS,
  ...PHYSICAL_GENERATORS,
  netcdfTimeAxes,
  gridForcing,
];
