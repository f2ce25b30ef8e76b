/**
 * The surveyed channel profiles of the .rvp as Raven reads them (ParsePropertyFile.cpp, :ChannelProfile): the
 * bed slope, the survey points (offset, elevation) and the roughness zones (start offset, Manning's n), and
 * the Manning's n Raven gives each survey segment by spreading the zones over it, weighted by length. The n of
 * the last point is left out where Raven reads past the survey (an offset it never set).
 */
import type { Command } from '../ast/nodes.js';
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { atof } from './ravenNumbers.js';
import type { CommandRef } from './readingOrder.js';
import { wordToken, type Token } from './site.js';
import { childCommand, tableRows } from './table.js';

/** One two-value row of a survey or of the roughness zones. */
export interface SurveyRow {
  readonly x: number;
  readonly value: number;
  readonly tokens: readonly Token[];
}

/** A :ChannelProfile with every row read in full. */
export interface ChannelSurvey {
  readonly ref: CommandRef;
  readonly name?: Token;
  readonly bedslope?: Token;
  readonly points: readonly SurveyRow[];
  readonly zones: readonly SurveyRow[];
  /** Manning's n per survey segment as Raven computes it (undefined where Raven reads past the survey). */
  readonly segmentN: readonly (number | undefined)[];
}

/** The rows of a child block, or undefined when one is not two values (Raven then stops on its format). */
function pairs(ref: CommandRef, block: Command | undefined): SurveyRow[] | undefined {
  if (!block) return [];
  const out: SurveyRow[] = [];
  for (const row of tableRows(ref.file, block)) {
    if (row.tokens.length !== 2) return undefined;
    out.push({ x: atof(row.tokens[0].text), value: atof(row.tokens[1].text), tokens: row.tokens });
  }
  return out;
}

/** The n of each survey segment, as ParseClassPropertiesFile spreads the roughness zones over them. */
function segmentRoughness(
  x: readonly number[],
  xz: readonly number[],
  n: readonly number[],
): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  let j = 0;
  for (let i = 0; i < x.length; i++) {
    if (j === n.length - 1) {
      out.push(n[j]);
      continue;
    }
    // Past the last survey point (x[i+1]) Raven reads an offset it never set.
    if (i + 1 >= x.length) {
      out.push(undefined);
      continue;
    }
    if (xz[j + 1] > x[i + 1]) {
      out.push(n[j]);
      continue;
    }
    const length = x[i + 1] - x[i];
    let nn = ((xz[j + 1] - x[i]) / length) * n[j];
    while (j < n.length - 1 && xz[j + 1] < x[i + 1]) {
      j++;
      if (j === n.length - 1) nn += ((x[i + 1] - xz[j]) / length) * n[j];
      else nn += ((Math.min(x[i + 1], xz[j + 1]) - xz[j]) / length) * n[j];
    }
    out.push(nn);
  }
  return out;
}

/** Every :ChannelProfile of the .rvp whose survey and zones Raven reads in full. */
export const channelSurveys: (model: ModelFacts) => readonly ChannelSurvey[] = oncePerModel((model) => {
  const out: ChannelSurvey[] = [];
  for (const ref of model.uses('rvp', ':ChannelProfile')) {
    const points = pairs(ref, childCommand(ref.command, ':SurveyPoints'));
    const zones = pairs(ref, childCommand(ref.command, ':RoughnessZones'));
    if (!points || !zones || points.length === 0 || zones.length === 0) continue;
    const slope = childCommand(ref.command, ':Bedslope');
    out.push({
      ref,
      name: argToken(ref, 0),
      bedslope: slope?.line.words.length === 2 ? wordToken(ref.file, slope.line.words[1]) : undefined,
      points,
      zones,
      segmentN: segmentRoughness(
        points.map((p) => p.x),
        zones.map((z) => z.x),
        zones.map((z) => z.value),
      ),
    });
  }
  return out;
});
