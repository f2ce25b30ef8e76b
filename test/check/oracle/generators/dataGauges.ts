/**
 * Mistakes around gauges: a gauge line before any :Gauge (or after :EndGauge, which Raven takes silently), a
 * gauge weights file (:Interpolation FROM_FILE) whose counts or weights are off, and a method set to read data
 * the gauges do not have (PET_DATA without PET, RAINSNOW_DATA without SNOWFALL, monthly values removed).
 * Cases Raven accepts come with them (a weight off by less than its tolerance, PET_DATA where PET exists).
 */
import { argToken, joinedArgs } from '../../../../src/facts/args.js';
import { forcingDataOf } from '../../../../src/facts/forcingData.js';
import type { CommandRef } from '../../../../src/facts/readingOrder.js';
import { lastOf } from '../../../../src/facts/rviFacts.js';
import { lineOf } from '../../../../src/facts/site.js';
import { fileHost } from '../../../../src/project/fileHost.js';
import {
  atSite,
  deleteLineAt,
  insertLineBefore,
  relPath,
  replaceSite,
  type Fixture,
  type Generator,
  type Mutation,
} from '../mutation.js';

/** A line added before a command, the mistake being on the new line. */
function inserted(fx: Fixture, kind: string, before: CommandRef, line: string): Mutation {
  const file = before.file;
  return {
    kind,
    label: `${line} added`,
    edits: [insertLineBefore(fx, file, before.command.line.start, line)],
    at: { file: relPath(fx, file), line: lineOf(file, before.command.line.start) },
  };
}

/** A gauge line written before the :Gauge line (refused) or after :EndGauge (applied to that gauge). */
export const gaugeLines: Generator = {
  kinds: ['gauge-line-before-gauge', 'gauge-line-after-end'],
  generate(fx) {
    const out: Mutation[] = [];
    for (const gauge of fx.rng.sample(fx.facts.rvt.gauges, 2)) {
      const index = fx.facts.rvt.gauges.indexOf(gauge);
      if (index === 0) out.push(inserted(fx, 'gauge-line-before-gauge', gauge.ref, ':Elevation 500'));
      const end = gauge.ref.command.end;
      if (!end || end.start < 0) continue;
      const file = gauge.ref.file;
      const next = file.text.indexOf('\n', end.start);
      if (next < 0) continue;
      out.push({
        kind: 'gauge-line-after-end',
        label: `:MeasurementHeight 2.5 added after :EndGauge of ${gauge.ravenName}`,
        edits: [insertLineBefore(fx, file, next + 1, ':MeasurementHeight 2.5')],
        at: { file: relPath(fx, file), line: lineOf(file, end.start) + 1 },
      });
    }
    return out;
  },
};

/** The gauge weights file of :Interpolation FROM_FILE with a wrong count or a row that does not sum to 1. */
export const weightsFile: Generator = {
  kinds: ['gauge-weights-sum', 'gauge-weights-count', 'gauge-weights-tolerance'],
  generate(fx) {
    const ref = lastOf(fx.facts.rvi, ':Interpolation');
    const method = ref && argToken(ref, 0);
    const file = ref && joinedArgs(ref, 1);
    if (!ref || !file || (method?.text !== 'FROM_FILE' && method?.text !== 'INTERP_FROM_FILE')) return [];
    const at = atSite(fx, file.site);
    const edit = (
      kind: string,
      label: string,
      change: (lines: string[], header: number) => void,
    ): Mutation => ({
      kind,
      label,
      edits: [
        {
          file: file.text,
          edit: (t) => {
            const lines = t.split('\n');
            const header = lines.findIndex((l) => /^\s*\d+[\s,]+\d+/.test(l));
            change(lines, header);
            return lines.join('\n');
          },
        },
      ],
      at,
    });
    const row = 1 + fx.rng.int(Math.max(1, fx.facts.rvh.hrus.length));
    const scale = (lines: string[], i: number, factor: number) => {
      lines[i] = lines[i].replace(/[-+]?\d*\.?\d+(?:[eE][-+]?\d+)?/, (v) => String(Number(v) * factor));
    };
    return [
      edit('gauge-weights-sum', `weights row ${row} scaled by 0.9`, (l, h) => scale(l, h + row, 0.9)),
      edit('gauge-weights-count', 'HRU count one short', (l, h) => {
        l[h] = l[h].replace(/^(\s*\d+[\s,]+)(\d+)/, (_m, a: string, n: string) => `${a}${Number(n) - 1}`);
      }),
      edit('gauge-weights-count', 'gauge count doubled', (l, h) => {
        l[h] = l[h].replace(/^(\s*)(\d+)/, (_m, a: string, n: string) => `${a}${Number(n) * 2}`);
      }),
      edit('gauge-weights-tolerance', `weights row ${row} off by 0.00005`, (l, h) =>
        scale(l, h + row, 1.00005),
      ),
    ];
  },
};

/** Methods set to read data the gauges lack (or have), monthly values removed. */
export const dataMethods: Generator = {
  kinds: ['forcing-missing', 'forcing-present', 'monthly-values-missing'],
  async generate(fx) {
    const out: Mutation[] = [];
    const data = await forcingDataOf(fx.facts, fileHost(fx.dir));
    const gauges = fx.facts.rvt.gauges;
    const has = (forcing: string) =>
      gauges.length > 0 &&
      gauges.every((g) => (data.byGauge.get(g) ?? []).some((s) => s.forcing === forcing));
    const soil = fx.facts.rvi.soilModel?.ref;
    const option = (command: string, value: string, needs: string) => {
      const kind = has(needs) ? 'forcing-present' : 'forcing-missing';
      const ref = lastOf(fx.facts.rvi, command);
      const token = ref && argToken(ref, 0);
      if (token) {
        if (token.text === value) return;
        out.push({
          kind,
          label: `${command} ${token.text} -> ${value}`,
          edits: [replaceSite(fx, token.site, value)],
          at: atSite(fx, token.site),
        });
      } else if (soil) {
        out.push(inserted(fx, kind, soil, `${command} ${value}`));
      }
    };
    option(':Evaporation', 'PET_DATA', 'PET');
    option(':RainSnowFraction', 'RAINSNOW_DATA', 'SNOWFALL');
    option(':SWRadiationMethod', 'SW_RAD_DATA', 'SW_RADIA');
    // Monthly values a PET method reads at every gauge, removed.
    const evaporation = lastOf(fx.facts.rvi, ':Evaporation');
    const method = evaporation && argToken(evaporation, 0)?.text.toUpperCase();
    if (method === 'PET_FROMMONTHLY' || method === 'PET_MONTHLY_FACTOR') {
      for (const gauge of gauges) {
        for (const m of gauge.members) {
          if (m.name !== ':MonthlyAveEvaporation' && m.name !== ':MonthlyAveTemperature') continue;
          out.push({
            kind: 'monthly-values-missing',
            label: `${m.ref.command.line.words[0].text} of gauge ${gauge.ravenName} removed`,
            edits: [deleteLineAt(fx, m.ref.file, m.ref.command.line.start)],
            at: atSite(
              fx,
              (
                gauge.name ?? {
                  site: { file: gauge.ref.file, offset: gauge.ref.command.line.start, length: 0 },
                }
              ).site,
            ),
          });
        }
      }
    }
    return out;
  },
};

/** The generators of the gauge mistakes. */
export const GAUGE_GENERATORS: readonly Generator[] = [gaugeLines, weightsFile, dataMethods];
