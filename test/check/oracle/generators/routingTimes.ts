/**
 * Subbasin routing times that Raven refuses only together (CSubBasin::Initialize): TIME_CONC and TIME_TO_PEAK
 * swapped, TIME_CONC left to Raven (which computes it from the area) below a given TIME_TO_PEAK, a
 * TIME_TO_PEAK added that exceeds the time of concentration, a negative gamma shape. Under :CatchmentRoute DUMP
 * or GAMMA, Raven ignores a given time to peak: the same edits then pass.
 */
import { networkOf } from '../../../../src/facts/network.js';
import { lineOf, wordSite, type Site } from '../../../../src/facts/site.js';
import { childCommand, tableRows } from '../../../../src/facts/table.js';
import type { ProjectFile } from '../../../../src/project/project.js';
import { relPath, type Fixture, type Generator, type Mutation } from '../mutation.js';
import { append, firstAddedLine } from './network.js';

/** One edit of a file removing or replacing several sites at once (applied from the last to the first). */
function replaceMany(fx: Fixture, file: ProjectFile, changes: readonly { site: Site; text: string }[]) {
  const sorted = [...changes].sort((a, b) => b.site.offset - a.site.offset);
  return {
    file: relPath(fx, file),
    edit: (t: string) => {
      for (const { site, text } of sorted)
        t = t.slice(0, site.offset) + text + t.slice(site.offset + site.length);
      return t;
    },
  };
}

/** The site from the end of the token before to the end of this one (the token with its separator). */
function withSeparator(before: Site, site: Site): Site {
  const start = before.offset + before.length;
  return { file: site.file, offset: start, length: site.offset + site.length - start };
}

/** Mutations of the :SubBasinProperties blocks that give both times. */
function fromProperties(fx: Fixture): Mutation[] {
  const out: Mutation[] = [];
  for (const ref of fx.facts.uses('rvh', ':SubBasinProperties')) {
    const header = childCommand(ref.command, ':Parameters');
    if (!header) continue;
    const words = header.line.words;
    const conc = words.findIndex((w) => w.text === 'TIME_CONC');
    const peak = words.findIndex((w) => w.text === 'TIME_TO_PEAK');
    if (conc < 1 || peak < 1) continue;
    const rows = tableRows(ref.file, ref.command).filter((r) => r.tokens.length >= words.length);
    const row = rows[0];
    if (!row) continue;
    const [c, p] = [row.tokens[conc], row.tokens[peak]];
    const at = { file: relPath(fx, ref.file), line: lineOf(ref.file, row.start) };
    out.push({
      kind: 'routing-times-swapped',
      label: `subbasin ${row.tokens[0].text}: TIME_CONC ${c.text} and TIME_TO_PEAK ${p.text} swapped`,
      edits: [
        replaceMany(fx, ref.file, [
          { site: c.site, text: p.text },
          { site: p.site, text: c.text },
        ]),
      ],
      at,
    });
    // TIME_CONC left out: the header's word, the :Units line's and every row's cell.
    const removed: Site[] = [
      withSeparator(wordSite(ref.file, words[conc - 1]), wordSite(ref.file, words[conc])),
    ];
    const units = childCommand(ref.command, ':Units');
    if (units && units.line.words.length > conc) {
      const u = units.line.words;
      removed.push(withSeparator(wordSite(ref.file, u[conc - 1]), wordSite(ref.file, u[conc])));
    }
    for (const r of rows) removed.push(withSeparator(r.tokens[conc - 1].site, r.tokens[conc].site));
    out.push({
      kind: 'routing-conc-computed',
      label: `TIME_CONC left out of :SubBasinProperties (TIME_TO_PEAK ${p.text} kept)`,
      edits: [
        replaceMany(
          fx,
          ref.file,
          removed.map((site) => ({ site, text: '' })),
        ),
      ],
      at,
    });
  }
  return out;
}

/** A :SubBasinProperties block appended for the first subbasin. */
function added(fx: Fixture, kind: string, name: string, value: string): Mutation | undefined {
  const sb = networkOf(fx.facts).subbasins[0];
  const rvh = sb?.row.ref.file;
  if (!sb || !rvh) return undefined;
  const placed = append(fx, rvh, [
    ':SubBasinProperties',
    `  :Parameters, ${name}`,
    '  :Units, d',
    `  ${sb.idText}, ${value}`,
    ':EndSubBasinProperties',
  ]);
  const first = firstAddedLine(placed);
  return {
    kind,
    label: `:SubBasinProperties ${name} ${value} added for subbasin ${sb.idText}`,
    edits: [placed.edit],
    at: { file: relPath(fx, rvh), line: first + 3 },
  };
}

/** Routing times that fail together, or pass because :CatchmentRoute ignores them. */
export const routingTimes: Generator = {
  kinds: ['routing-times-swapped', 'routing-conc-computed', 'routing-peak-added', 'routing-gamma-shape'],
  generate(fx) {
    return [
      ...fromProperties(fx),
      added(fx, 'routing-peak-added', 'TIME_TO_PEAK', '50.0'),
      added(fx, 'routing-gamma-shape', 'GAMMA_SHAPE', '-0.5'),
    ].filter((m): m is Mutation => m !== undefined);
  },
};

/** The generators of the routing time mistakes. */
export const ROUTING_TIME_GENERATORS: readonly Generator[] = [routingTimes];
