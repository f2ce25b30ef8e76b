/**
 * The .rvt models on every real file of the corpora: each occurrence is either typed, or refused for
 * something the spec's model cannot hold (counted by reason); a typed one, written back and parsed again,
 * must mean the same to Raven (equal dumps), except where listed.
 */
import type { Command } from '../../../src/ast/nodes.js';
import { ConfigValidationError } from '../../../src/models/modelClass/errors.js';
import {
  Data,
  Gauge,
  GriddedForcing,
  GridWeights,
  LinearTransform,
  ObservationData,
  RedirectToFile,
  StationForcing,
} from '../../../src/models/rvt/index.js';
import type { SourceFile } from '../../../src/models/commandText/read.js';
import { classFor } from '../../../src/models/modelClass/registry.js';
import '../../../src/models/generic/index.js';
import { corpusCommands, type CorpusCommand } from '../corpusCommands.js';
import { diagnosticsOf, dumpOf, nodeOf } from './helpers.js';

interface Reader {
  fromRv(node: Command, source?: SourceFile): { toRv(): string };
}

interface Tally {
  total: number;
  typed: number;
  /** Typed, and the written text dumps equal to the original. */
  same: number;
  /** Refusals and validation failures, by their messages. */
  failed: Record<string, number>;
  /** Typed but dumping differently: the original and the rewritten dump. */
  differ: { file: string; before: unknown; after: unknown }[];
}

// Two walks over the corpus: the blocks, then what they hold (a walk does not enter a command it returns).
let found: CorpusCommand[] | undefined;
function occurrences(name: string): CorpusCommand[] {
  found ??= [
    ...corpusCommands(
      'rvt',
      ':Gauge',
      ':GriddedForcing',
      ':StationForcing',
      ':ObservationData',
      ':MultiData',
    ),
    ...corpusCommands('rvt', ':Data', ':GridWeights', ':RedirectToFile', ':LinearTransform'),
  ];
  return found.filter((c) => c.node.line.words[0].text === name);
}

function tally(name: string, cls: Reader): Tally {
  const t: Tally = { total: 0, typed: 0, same: 0, failed: {}, differ: [] };
  for (const c of occurrences(name)) {
    t.total++;
    let model: { toRv(): string };
    try {
      model = cls.fromRv(c.node, c.source);
    } catch (e) {
      if (!(e instanceof ConfigValidationError)) throw e;
      // The head of a refused series (":Data RAINFALL mm/d holds …") varies: keep only what is refused.
      const reason = [
        ...new Set(e.problems.map((p) => `${e.name}: ${p.message.replace(/^:\w+ .*? holds/, 'holds')}`)),
      ]
        .sort()
        .join(' + ');
      t.failed[reason] = (t.failed[reason] ?? 0) + 1;
      continue;
    }
    t.typed++;
    const text = model.toRv();
    expect(diagnosticsOf(text)).toEqual([]);
    const before = dumpOf(c.node);
    const after = dumpOf(nodeOf(text, name).node);
    if (JSON.stringify(before) === JSON.stringify(after)) t.same++;
    else t.differ.push({ file: c.file, before, after });
  }
  console.log(
    `${name}: ${t.total} in the corpus, ${t.typed} typed, ${t.same} dump-equal; refused: ${JSON.stringify(t.failed)}`,
  );
  return t;
}

describe('.rvt models on the corpus', () => {
  it(':Gauge — every one is typed, with the lines the spec has no field for as extensions', () => {
    const t = tally(':Gauge', Gauge);
    expect(t.total).toBe(196);
    // Formerly refused: the series in a redirected file (:RedirectToFile, 188), cloud-cover ranges and an Ensim
    // .tb0 series (Alouette), an ASCII :MultiData block: each is now an extension field of the Gauge.
    expect(t.failed).toEqual({});
    expect(t.typed).toBe(196);
    // Seven gauges have names of several words (`:Gauge meteorological forcings`, `:Gauge UW Weather
    // Station`); Raven reads the first word only, so the rewritten `:Gauge meteorological` means the same:
    // the dumps differ by those ignored words alone.
    expect(t.same).toBe(189);
    for (const d of t.differ) {
      const before = d.before as { args: unknown[] };
      expect(before.args.length).toBeGreaterThan(1);
      expect(d.after).toEqual({ ...before, args: before.args.slice(0, 1) });
    }
  });

  it(':Data — every one in the corpus is typed (NetCDF sources)', () => {
    const t = tally(':Data', Data);
    expect([t.total, t.typed, t.same, t.failed]).toEqual([20, 20, 20, {}]);
  });

  it(':ObservationData — observations written as values are typed series (an extension)', () => {
    const t = tally(':ObservationData', ObservationData);
    expect([t.total, t.typed, t.same, t.failed]).toEqual([24, 24, 24, {}]);
  });

  it(':GriddedForcing and :StationForcing', () => {
    const g = tally(':GriddedForcing', GriddedForcing);
    expect([g.total, g.typed, g.same, g.failed]).toEqual([19, 19, 19, {}]);
    const s = tally(':StationForcing', StationForcing);
    expect([s.total, s.typed, s.same, s.failed]).toEqual([0, 0, 0, {}]);
  });

  it(':GridWeights, :RedirectToFile, :LinearTransform', () => {
    const w = tally(':GridWeights', GridWeights);
    expect([w.total, w.typed, w.same, w.failed]).toEqual([2, 2, 2, {}]);
    const r = tally(':RedirectToFile', RedirectToFile);
    expect([r.total, r.typed, r.same, r.failed]).toEqual([245, 245, 245, {}]);
    const l = tally(':LinearTransform', LinearTransform);
    expect([l.total, l.typed, l.same, l.failed]).toEqual([0, 0, 0, {}]);
  });

  it(':MultiData is typed by its catalogue model: one Float64Array per forcing', () => {
    // 79 outside any gauge (files read through :RedirectToFile), plus the one inside a :Gauge counted above.
    const multi = classFor('rvt', ':MultiData')!;
    expect(multi.generated).toBe(true);
    const t = tally(':MultiData', multi.cls as unknown as Reader);
    expect([t.total, t.typed, t.same, t.failed]).toEqual([79, 79, 79, {}]);
  });
});
