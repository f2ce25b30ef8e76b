/**
 * Physically impossible HRU and subbasin values: a zero area, a latitude or longitude outside the globe
 * (projected coordinates), a slope or aspect out of range (percent, -180..180), a reach length in metres, a
 * zero reference flow. The limits themselves, which Raven accepts (slope 90, aspect 360, 1999 km), come too.
 */
import type { NamedRow } from '../../../../src/facts/rvhFacts.js';
import type { Token } from '../../../../src/facts/site.js';
import { atSite, replaceSite, type Fixture, type Generator, type Mutation } from '../mutation.js';

/** A cell of some sampled rows replaced by each value, as one kind of mistake. */
function cells(
  fx: Fixture,
  rows: readonly NamedRow[],
  column: string,
  values: readonly (readonly [kind: string, text: string])[],
  what: string,
): Mutation[] {
  const out: Mutation[] = [];
  for (const row of fx.rng.sample(rows, 2)) {
    const cell: Token | undefined = row.cell[column];
    if (!cell) continue;
    for (const [kind, text] of values) {
      if (cell.text === text) continue;
      out.push({
        kind,
        label: `${what} ${row.tokens[0].text} ${column} ${cell.text} -> ${text}`,
        edits: [replaceSite(fx, cell.site, text)],
        at: atSite(fx, cell.site),
      });
    }
  }
  return out;
}

/** HRU areas, coordinates, slopes and aspects out of Raven's ranges, and at their limits. */
export const hruValues: Generator = {
  kinds: [
    'hru-zero-area',
    'hru-latitude-out',
    'hru-longitude-out',
    'hru-slope-out',
    'hru-slope-limit',
    'hru-aspect-out',
    'hru-aspect-limit',
  ],
  generate(fx) {
    const rows = fx.facts.rvh.hrus.filter((r) => r.tokens.length >= 13);
    return [
      ...cells(fx, rows, 'area', [['hru-zero-area', '0.0']], 'HRU'),
      ...cells(fx, rows, 'latitude', [['hru-latitude-out', '4826543.0']], 'HRU'),
      ...cells(fx, rows, 'longitude', [['hru-longitude-out', '552300.0']], 'HRU'),
      ...cells(
        fx,
        rows,
        'slope',
        [
          ['hru-slope-out', '120'],
          ['hru-slope-out', '-2.5'],
          ['hru-slope-limit', '90'],
        ],
        'HRU',
      ),
      ...cells(
        fx,
        rows,
        'aspect',
        [
          ['hru-aspect-out', '-45'],
          ['hru-aspect-out', '400'],
          ['hru-aspect-limit', '360'],
        ],
        'HRU',
      ),
    ];
  },
};

/** Reach lengths in metres (above 2000 km) and just within the limit; reference flows of 0 and below. */
export const subbasinValues: Generator = {
  kinds: ['reach-length-metres', 'reach-length-limit', 'reference-flow-zero', 'reference-flow-positive'],
  generate(fx) {
    const rows = fx.facts.rvh.subbasins.filter((r) => r.ref.command.line.words[0].text === ':SubBasins');
    const out = cells(
      fx,
      rows,
      'reach_length',
      [
        ['reach-length-metres', '12500'],
        ['reach-length-limit', '1999'],
      ],
      'subbasin',
    );
    // A seventh value on a row of six: the reference flow.
    for (const row of fx.rng.sample(rows, 2)) {
      if (row.tokens.length !== 6) continue;
      const last = row.tokens[5];
      const end = { file: last.site.file, offset: last.site.offset + last.site.length, length: 0 };
      for (const [kind, text] of [
        ['reference-flow-zero', '0'],
        ['reference-flow-zero', '-3.5'],
        ['reference-flow-positive', '35.0'],
      ] as const) {
        out.push({
          kind,
          label: `subbasin ${row.tokens[0].text} reference flow ${text}`,
          edits: [replaceSite(fx, end, `, ${text}`)],
          at: atSite(fx, end),
        });
      }
    }
    return out;
  },
};

/** The generators of the physical value mistakes. */
export const PHYSICAL_GENERATORS: readonly Generator[] = [hruValues, subbasinValues];
