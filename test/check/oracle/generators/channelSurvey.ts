/**
 * A surveyed :ChannelProfile added to the .rvp (Raven builds every profile, used or not) whose values fail only
 * together: survey points all at one elevation, a roughness zone of n 0 over a whole survey segment, a bed slope
 * of 0; and a zone of n 0 over part of a segment only, which Raven accepts (the segment's n is a mean).
 */
import { relPath, type Generator, type Mutation } from '../mutation.js';
import { append, firstAddedLine } from './network.js';

const SURVEY = ['0 10', '10 2', '20 0', '30 2', '40 10'];
/** Each kind: the bed slope, the survey, the zones, and the line of the mistake within the block. */
const KINDS: readonly (readonly [
  kind: string,
  slope: string,
  points: string[],
  zones: string[],
  line: number,
])[] = [
  ['channel-survey-flat', '0.001', ['0 5', '10 5', '20 5', '30 5', '40 5'], ['0 0.035'], 3],
  ['channel-zone-zero', '0.001', SURVEY, ['0 0.035', '10 0.0', '20 0.035'], 11],
  ['channel-zone-zero-part', '0.001', SURVEY, ['0 0.035', '12 0.0', '18 0.035'], 11],
  ['channel-bedslope-zero', '0.0', SURVEY, ['0 0.035'], 1],
];

/** Channel profiles whose survey, zones and slope Raven cannot build rating curves from. */
/** The lines of a surveyed `:ChannelProfile` (bed slope, survey points, roughness zones). */
export function channelProfileLines(
  name: string,
  slope: string,
  points: readonly string[],
  zones: readonly string[],
): string[] {
  return [
    `:ChannelProfile ${name}`,
    `  :Bedslope ${slope}`,
    '  :SurveyPoints',
    ...points.map((p) => `    ${p}`),
    '  :EndSurveyPoints',
    '  :RoughnessZones',
    ...zones.map((z) => `    ${z}`),
    '  :EndRoughnessZones',
    ':EndChannelProfile',
  ];
}

export const channelSurvey: Generator = {
  kinds: KINDS.map(([kind]) => kind),
  generate(fx) {
    const rvp = fx.project.files.find((f) => f.fileType === 'rvp' && !f.redirect);
    if (!rvp) return [];
    return KINDS.map(([kind, slope, points, zones, line]): Mutation => {
      const placed = append(fx, rvp, channelProfileLines('CHAN_ADDED', slope, points, zones));
      const first = firstAddedLine(placed);
      return {
        kind,
        label: `a channel profile with bed slope ${slope}, survey ${points.join('; ')}, zones ${zones.join('; ')}`,
        edits: [placed.edit],
        at: { file: relPath(fx, rvp), line: first + line },
      };
    });
  },
};

/** The generators of the channel survey mistakes. */
export const CHANNEL_SURVEY_GENERATORS: readonly Generator[] = [channelSurvey];
