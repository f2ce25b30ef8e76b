/**
 * Mistakes Raven only warns about, found from quantities it derives: every subbasin named to a surveyed channel
 * profile too shallow for the reference flows Raven estimates (whatever the :Routing: Raven checks every
 * subbasin that names a channel), and the .rvc starting the first soil layer high (5000 mm: above the capacity of
 * most layers, exactly at that of a 10 m horizon of porosity 0.5) or low (1 mm: above only the capacity of a
 * profile without horizons).
 */
import { networkOf } from '../../../../src/facts/network.js';
import { relPath, type Generator, type Mutation } from '../mutation.js';
import { channelProfileLines } from './channelSurvey.js';
import { append, baseFile, firstAddedLine, mutantLine, ordered, replaceAt, runoff } from './network.js';

/** A survey 4 m deep at its banks: about 129 m³/s at its top stage. */
const SHALLOW = channelProfileLines(
  'CHAN_SHALLOW',
  '0.001',
  ['0 4', '10 2', '20 0', '30 2', '40 4'],
  ['0 0.035'],
);

/** Every subbasin names a shallow surveyed channel. */
export const channelShallow: Generator = {
  kinds: ['channel-survey-shallow'],
  generate(fx) {
    const rvp = baseFile(fx, 'rvp');
    const subbasins = networkOf(fx.facts).subbasins;
    const profiles = subbasins.flatMap((s) => (s.row.cell.profile ? [s.row.cell.profile] : []));
    if (!rvp || profiles.length === 0) return [];
    const edits = [
      append(fx, rvp, SHALLOW),
      ...runoff(fx),
      ...profiles.map((p) => replaceAt(fx, p.site, 'CHAN_SHALLOW')),
    ];
    return [
      {
        kind: 'channel-survey-shallow',
        label: 'every subbasin names a surveyed channel profile 4 m deep (about 129 m³/s at its top)',
        edits: ordered(edits),
        at: mutantLine(fx, profiles[0].site, edits),
      },
    ];
  },
};

/** The .rvc ends by starting SOIL[0] at a given depth of water in every HRU. */
export const soilStart: Generator = {
  kinds: ['soil-start-high', 'soil-start-low'],
  generate(fx) {
    const rvc = baseFile(fx, 'rvc');
    if (!rvc || (fx.facts.rvi.soilModel?.layers ?? 0) < 1) return [];
    return (
      [
        ['soil-start-high', '5000'],
        ['soil-start-low', '1'],
      ] as const
    ).map(([kind, mm]): Mutation => {
      const placed = append(fx, rvc, [`:UniformInitialConditions SOIL[0] ${mm}`]);
      return {
        kind,
        label: `:UniformInitialConditions SOIL[0] ${mm} at the end of the .rvc`,
        edits: [placed.edit],
        at: { file: relPath(fx, rvc), line: firstAddedLine(placed) },
      };
    });
  },
};

/** The generators of the derived-quantity warnings. */
export const DERIVED_WARNING_GENERATORS: readonly Generator[] = [channelShallow, soilStart];
