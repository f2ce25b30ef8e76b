/**
 * An average annual runoff of 0: fine for a one-subbasin model, fatal once a subbasin drains into another
 * (Raven's reference flow estimate for it is then 0).
 */
import { annualRunoff } from '../../../../src/facts/annualRunoff.js';
import { atSite, relPath, type Fixture, type Generator, type Mutation } from '../mutation.js';
import { append, baseFile, firstAddedLine, ordered, replaceAt, split, type PlacedEdit } from './network.js';

/** The runoff set to 0: its value replaced where the .rvp gives it, else a line appended. */
function zero(fx: Fixture): { edit: PlacedEdit; at: Mutation['at'] } | undefined {
  const given = annualRunoff(fx.facts);
  if (given) return { edit: replaceAt(fx, given.token.site, '0'), at: atSite(fx, given.token.site) };
  const rvp = baseFile(fx, 'rvp');
  if (!rvp) return undefined;
  const edit = append(fx, rvp, [':AvgAnnualRunoff 0']);
  return { edit, at: { file: relPath(fx, rvp), line: firstAddedLine(edit) } };
}

/** A zero runoff in the model as it is, and with a second subbasin upstream. */
export const runoffZero: Generator = {
  kinds: ['runoff-zero-lumped', 'runoff-zero-split'],
  generate(fx) {
    const z = zero(fx);
    if (!z) return [];
    const out: Mutation[] = [];
    if (fx.facts.rvh.subbasins.length === 1) {
      out.push({
        kind: 'runoff-zero-lumped',
        label: 'average annual runoff 0',
        edits: ordered([z.edit]),
        at: z.at,
      });
    }
    const s = split(fx, { runoff: false });
    if (s) {
      out.push({
        kind: 'runoff-zero-split',
        label: `average annual runoff 0, subbasin ${s.newId} added upstream of ${s.main.id.text}`,
        edits: ordered([...s.edits, z.edit]),
        at: z.at,
      });
    }
    return out;
  },
};

/** The generators of the zero runoff mistakes. */
export const RUNOFF_ZERO_GENERATORS: readonly Generator[] = [runoffZero];
