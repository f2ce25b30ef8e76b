/**
 * The rating curves Raven builds for each channel of the .rvp (ChannelXSect.cpp, the CChannelXSect
 * constructors): the largest flow of the curve (its top stage), the bed slope and the smallest Manning's n, which
 * CChannelXSect::CheckReferenceFlow compares with a subbasin's reference flow. A surveyed `:ChannelProfile` gets
 * 20 stages from its lowest to its highest survey elevation, each flow the sum of Manning's equation over the wet
 * survey segments (GenerateRatingCurvesFromProfile, GetPropsFromProfile); a `:TrapezoidalChannel` 50 stages up
 * to 20 m deep, its area written as (bottom width + side ratio) × depth, as Raven has it; a `:CircularConduit` 30
 * stages up to its diameter; `:ChannelRatingCurves` the flows of its `:StageRelations` rows.
 */
import { commandName } from '../ast/nodes.js';
import { argToken, argTokens } from './args.js';
import { channelSurveys, type ChannelSurvey } from './channelSurvey.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { atof } from './ravenNumbers.js';
import type { CommandRef } from './readingOrder.js';
import type { Token } from './site.js';
import { childCommand, tableRows } from './table.js';

/** A channel's rating curve, as far as CheckReferenceFlow uses it. */
export interface ChannelRating {
  readonly ref: CommandRef;
  /** The channel's name as written. */
  readonly name: Token;
  readonly kind: 'survey' | 'trapezoid' | 'conduit' | 'rating-curves';
  /** The flow at the curve's top stage [m³/s] (NaN where Raven computes none, as for a conduit's last stage). */
  readonly maxFlow: number;
  /** The depth of the top stage above the lowest [m]. */
  readonly maxDepth: number;
  readonly bedslope: number;
  /** The smallest Manning's n (undefined where Raven's value depends on memory it never set). */
  readonly minMannings: number | undefined;
  /** A closed channel (a conduit): Raven stops where the reference flow exceeds it. */
  readonly closed: boolean;
  /** The whole curve, stage by stage: flow [m³/s], top width [m] and area [m²] (Raven's _aQ, _aTopWidth, _aXArea). */
  readonly curve: RatingCurve;
}

/** A channel's rating curve as Raven tabulates it. */
export interface RatingCurve {
  readonly q: readonly number[];
  readonly width: readonly number[];
  readonly area: readonly number[];
}

/** Raven's tolerance for a flat survey (REAL_SMALL). */
const REAL_SMALL = 1e-12;

/** Flow, top width and area of a survey at a stage (CChannelXSect::GetPropsFromProfile). */
function surveyFlow(
  x: readonly number[],
  z: readonly number[],
  n: readonly number[],
  slope: number,
  elev: number,
) {
  let q = 0;
  let width = 0;
  let area = 0;
  const last = x.length - 1;
  for (let i = 0; i < last; i++) {
    const zl = Math.min(z[i], z[i + 1]);
    const zu = Math.max(z[i], z[i + 1]);
    const dx = Math.abs(x[i + 1] - x[i]);
    let a = 0;
    let p = 0;
    if (elev <= zl || dx === 0) {
      continue;
    } else if (elev >= zu) {
      width += dx;
      a = (elev - zu) * dx + 0.5 * dx * (zu - zl);
      p = Math.sqrt(dx * dx + (zu - zl) * (zu - zl));
      if (i > 0 && z[i - 1] > z[i] && x[i - 1] === x[i])
        p += elev <= z[i - 1] ? elev - z[i] : z[i - 1] - z[i];
      if (i < last - 1 && z[i + 2] > z[i + 1] && x[i + 2] === x[i + 1]) {
        p += elev <= z[i + 2] ? elev - z[i + 1] : z[i + 2] - z[i + 1];
      }
      if (i === 0) p += elev - z[i];
      if (i === last - 1) p += elev - z[i + 1];
    } else {
      let ddx = ((elev - zl) / (zu - zl)) * dx;
      if (zu - zl < REAL_SMALL) ddx = 0;
      a = 0.5 * (elev - zl) * ddx;
      p = Math.sqrt(ddx * ddx + (elev - zl) * (elev - zl));
      width += ddx;
    }
    area += a;
    if (a > 0) q += (Math.pow(slope, 0.5) * a * Math.pow(a / p, 2.0 / 3.0)) / n[i];
  }
  return { q, width, area };
}

/** A surveyed profile's rating curve (CChannelXSect::GenerateRatingCurvesFromProfile, 20 stages). */
function surveyRating(c: ChannelSurvey): ChannelRating | undefined {
  if (!c.name || !c.bedslope) return undefined;
  const slope = atof(c.bedslope.text);
  const x = c.points.map((p) => p.x);
  const z = c.points.map((p) => p.value);
  const segmentN = c.segmentN.slice(0, -1);
  if (x.length < 2 || segmentN.some((n) => n === undefined || !(n > 0)) || !(slope > 0)) return undefined;
  const mine = Math.min(...z);
  const maxe = Math.max(...z);
  if (maxe - mine < REAL_SMALL) return undefined;
  const points = 20;
  const dz = (maxe - mine) / (points - 1.0);
  // Raven steps the stage by dz while it stays below the top plus half a step, into an array of 20.
  let i = 0;
  let top: number | undefined;
  const curve = { q: [] as number[], width: [] as number[], area: [] as number[] };
  for (let s = mine; s < maxe + 0.5 * dz && i < points; s += dz) {
    if (i === points - 1) top = s;
    const at = surveyFlow(x, z, segmentN as number[], slope, s);
    curve.q.push(at.q);
    curve.width.push(at.width);
    curve.area.push(at.area);
    i++;
  }
  if (top === undefined) return undefined;
  const last = c.segmentN.at(-1);
  return {
    ref: c.ref,
    name: c.name,
    kind: 'survey',
    curve,
    maxFlow: curve.q[points - 1],
    maxDepth: top - mine,
    bedslope: slope,
    minMannings: last === undefined ? undefined : Math.min(...(segmentN as number[]), last),
    closed: false,
  };
}

/** A :TrapezoidalChannel's curve: 50 stages, the last 20 m deep (the CChannelXSect trapezoid constructor). */
function trapezoidRating(ref: CommandRef, args: readonly Token[]): ChannelRating | undefined {
  // :TrapezoidalChannel [name] [bottom width] [bottom elevation] [side ratio] [Manning's n] [bed slope]
  if (args.length < 6) return undefined;
  const [width, , ratio, n, slope] = args.slice(1, 6).map((t) => atof(t.text));
  if (!(slope > 0) || !(n > 0)) return undefined;
  const h = 20;
  const curve = { q: [] as number[], width: [] as number[], area: [] as number[] };
  for (let i = 0; i < 50; i++) {
    const d = i === 49 ? h : i * 0.1;
    const a = (width + ratio) * d;
    const p = width + 2 * Math.sqrt(d * d * (1 + ratio * ratio));
    curve.width.push(width + 2.0 * ratio * d);
    curve.area.push(a);
    curve.q.push((Math.sqrt(slope) * a * Math.pow(a / p, 2.0 / 3.0)) / n);
  }
  return {
    ref,
    name: args[0],
    kind: 'trapezoid',
    curve,
    maxFlow: curve.q[49],
    maxDepth: h,
    bedslope: slope,
    minMannings: n,
    closed: false,
  };
}

/** A :CircularConduit's curve: 30 stages up to its diameter (the CChannelXSect pipe constructor). */
function conduitRating(ref: CommandRef, args: readonly Token[]): ChannelRating | undefined {
  // :CircularConduit [name] [diameter] [bottom elevation] [Manning's n] [bed slope]
  if (args.length < 5) return undefined;
  const [diameter, , n, slope] = args.slice(1, 5).map((t) => atof(t.text));
  if (!(slope > 0) || !(n > 0)) return undefined;
  const points = 30;
  const dh = diameter / (points - 1);
  const r = diameter / 2;
  const curve = { q: [] as number[], width: [] as number[], area: [] as number[] };
  let h = 0;
  for (let i = 0; i < points; i++) {
    h = i * dh;
    const theta = 2.0 * Math.acos((r - h) / r);
    const area = (r * r * (theta - Math.sin(theta))) / 2.0;
    const perimeter = r * theta;
    curve.width.push(Math.sqrt((r - h / 2.0) * h * 8.0));
    curve.area.push(area);
    const q = (Math.sqrt(slope) * area * Math.pow(area / perimeter, 2.0 / 3.0)) / n;
    curve.q.push(perimeter === 0 ? 0 : q);
  }
  return {
    ref,
    name: args[0],
    kind: 'conduit',
    curve,
    maxFlow: curve.q[points - 1],
    maxDepth: h,
    bedslope: slope,
    minMannings: n,
    closed: true,
  };
}

/** A :ChannelRatingCurves block: the flow of its last :StageRelations row (stage, area, width, flow …). */
function ratingCurves(ref: CommandRef): ChannelRating | undefined {
  const name = argToken(ref, 0);
  const slopeLine = childCommand(ref.command, ':Bedslope');
  const relations = childCommand(ref.command, ':StageRelations');
  if (!name || !slopeLine || !relations) return undefined;
  const slope = atof(slopeLine.line.words[1]?.text ?? '');
  const rows = tableRows(ref.file, relations);
  if (!(slope > 0) || rows.length === 0 || rows.some((r) => r.tokens.length < 4)) return undefined;
  const stages = rows.map((r) => atof(r.tokens[0].text));
  const column = (i: number) => rows.map((r) => atof(r.tokens[i].text));
  return {
    ref,
    name,
    kind: 'rating-curves',
    curve: { q: column(3), width: column(2), area: column(1) },
    maxFlow: atof(rows[rows.length - 1].tokens[3].text),
    maxDepth: stages[stages.length - 1] - Math.min(...stages),
    bedslope: slope,
    minMannings: 0.01,
    closed: false,
  };
}

/**
 * Every channel of the .rvp by its name in capitals (Raven looks profiles up without regard to case, and finds
 * the first of a name), with its rating curve; a channel Raven stops on or reads in part is left out.
 */
export const channelRatings: (model: ModelFacts) => ReadonlyMap<string, ChannelRating> = oncePerModel(
  (model) => {
    const surveys = new Map(channelSurveys(model).map((c) => [c.ref, c]));
    const out = new Map<string, ChannelRating | undefined>();
    for (const ref of model.commands('rvp')) {
      const name = commandName(ref.command);
      let rating: ChannelRating | undefined;
      if (name === ':ChannelProfile') {
        const survey = surveys.get(ref);
        rating = survey && surveyRating(survey);
      } else if (name === ':TrapezoidalChannel') rating = trapezoidRating(ref, argTokens(ref));
      else if (name === ':CircularConduit') rating = conduitRating(ref, argTokens(ref));
      else if (name === ':ChannelRatingCurves') rating = ratingCurves(ref);
      else continue;
      const key = argToken(ref, 0)?.text.toUpperCase();
      // The first channel of a name is the one Raven finds; one it could not rate hides the later ones too.
      if (key !== undefined && !out.has(key)) out.set(key, rating);
    }
    return new Map([...out].filter((e): e is [string, ChannelRating] => e[1] !== undefined));
  },
);

/**
 * The factor CChannelXSect::GetFlowCorrections scales a curve's flows by for a subbasin's own SLOPE and
 * MANNINGS_N (:SubBasinProperties; by default the channel's bed slope and smallest n, a factor of 1), or
 * undefined when Raven's smallest n is not known.
 */
export function flowFactor(channel: ChannelRating, slope?: string, n?: string): number | undefined {
  let factor = 1;
  if (slope !== undefined && slope !== '_AUTO' && slope !== 'AUTO') {
    factor = Math.pow(atof(slope) / channel.bedslope, 0.5);
  }
  if (n !== undefined && n !== '_AUTO' && n !== 'AUTO') {
    if (channel.minMannings === undefined) return undefined;
    factor *= channel.minMannings / atof(n);
  }
  return factor;
}

/** The wave celerity at a flow [m/s] (CChannelXSect::GetCelerity: dQ/dA of the curve's interval holding it). */
export function celerityAt(curve: RatingCurve, flow: number, factor: number): number {
  if (flow < 0) return 0;
  const n = curve.q.length;
  let i = 0;
  while (flow > factor * curve.q[i + 1] && i < n - 2) i++;
  return (factor * (curve.q[i + 1] - curve.q[i])) / (curve.area[i + 1] - curve.area[i]);
}

/** The top width at a flow [m] (CChannelXSect::GetTopWidth: InterpolateCurve, extrapolated at both ends). */
export function topWidthAt(curve: RatingCurve, flow: number, factor: number): number {
  const x = flow / factor;
  const { q, width: y } = curve;
  const n = q.length;
  if (x <= q[0]) return y[0] + ((y[1] - y[0]) / (q[1] - q[0])) * (x - q[0]);
  if (x >= q[n - 1]) return y[n - 1] + ((y[n - 1] - y[n - 2]) / (q[n - 1] - q[n - 2])) * (x - q[n - 1]);
  let i = 0;
  while (i < n - 2 && !(x >= q[i] && x < q[i + 1])) i++;
  if (Math.abs(q[i + 1] - q[i]) < REAL_SMALL) return (y[i] + y[i + 1]) / 2;
  return y[i] + ((y[i + 1] - y[i]) / (q[i + 1] - q[i])) * (x - q[i]);
}
