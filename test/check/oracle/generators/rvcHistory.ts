/**
 * A saved state of another set-up and transport lines Raven skips (RV440, RV441, RV540): `:Qlat`/`:Qin`
 * histories of one step (no routing method keeps fewer than two), a `:BasinTransportVariables` block of a
 * constituent the model does not simulate, and a `:GeochemParameter` of a storage Raven does not know.
 */
import { relPath, type Generator, type Mutation } from '../mutation.js';
import { append, baseFile, firstAddedLine, ordered } from './network.js';

/** Lines appended to one of the model's files, as one mutation. */
function appended(
  fx: Parameters<Generator['generate']>[0],
  type: 'rvc' | 'rvp',
  kind: string,
  label: string,
  lines: readonly string[],
): Mutation[] {
  const file = baseFile(fx, type);
  if (!file) return [];
  const edit = append(fx, file, lines);
  return [
    { kind, label, edits: ordered([edit]), at: { file: relPath(fx, file), line: firstAddedLine(edit) } },
  ];
}

/** The saved-state and transport-storage mistakes Raven warns about. */
export const rvcHistory: Generator = {
  kinds: ['rvc-history-length', 'rvc-transport-unknown', 'geochem-storage-unknown'],
  generate(fx) {
    const out: Mutation[] = [];
    const first = fx.facts.rvh.subbasins[0]?.tokens[0]?.text;
    if (first !== undefined) {
      // The :Qlat line comes second: the mutation's line is the block's first.
      out.push(
        ...appended(fx, 'rvc', 'rvc-history-length', `one-step flow histories of subbasin ${first}`, [
          ':BasinStateVariables',
          `  :BasinIndex ${first}`,
          '    :Qlat,1,0.0,0.0',
          '    :Qin ,1,0.0',
          ':EndBasinStateVariables',
        ]),
        ...appended(fx, 'rvc', 'rvc-transport-unknown', 'transport state of constituent NOSUCH', [
          ':BasinTransportVariables NOSUCH',
          `  :BasinIndex ${first}`,
          '    :ChannelMass 0.0',
          ':EndBasinTransportVariables',
        ]),
      );
    }
    out.push(
      ...appended(fx, 'rvp', 'geochem-storage-unknown', 'geochemistry parameter of storage SOILWATER', [
        ':GeochemParameter DECAY_COEFF NOSUCH DECAY_LINEAR SOILWATER ALL 0.1',
      ]),
    );
    return out;
  },
};

/** The generators of the saved-state and transport-storage warnings. */
export const RVC_HISTORY_GENERATORS: readonly Generator[] = [rvcHistory];
