/**
 * A BasinMaker routing product as Raven commands, as BasinMaker 3.1's own GenerateRavenInput writes them: the
 * `:SubBasins` (reach length in km, zero for lake subbasins and reaches under 1 m, the downstream ID -1 at an
 * outlet or outside the product, gauged where the product has a gauge), the `:HRUs`, a `:Reservoir` per lake HRU
 * (weir coefficient 0.6, crest width the bankfull width, depth and area of the lake), the subbasin groups
 * Allsubbasins and AllLakesubbasins, and a `:ChannelProfile` per reach from its bankfull width and depth, slope
 * and Manning's n (SWAT's trapezoid with floodplains; one shared Chn_ZERO_LENGTH profile for reaches of zero
 * length). Numbers are rounded as BasinMaker prints them, so Raven reads the same values. BasinMaker's missing
 * value (-1.2345) is never passed on silently: where it would reach a lake or an HRU it is an error, where
 * BasinMaker substitutes a value it is a warning, where the value is unused a note.
 */
import { ChannelProfile } from '../../models/rvp/channelProfile.js';
import { HRUs } from '../../models/rvh/hrus.js';
import { Reservoir } from '../../models/rvh/reservoir.js';
import { SubBasinGroup } from '../../models/rvh/subBasinGroup.js';
import { SubBasins } from '../../models/rvh/subBasins.js';
import { GeoInputError, type GeoMessage } from '../messages.js';
import type { VectorLayer } from '../vectorLayer.js';
import { columnSet, isMissing, productRow, type ColumnSet, type ProductRow } from './columns.js';

/** BasinMaker's defaults: reaches shorter than this (m) have zero length; the least bed slope; the weir. */
const LENGTH_THRESHOLD = 1;
const MIN_SLOPE = 0.000001;
const WEIR_COEFFICIENT = 0.6;
const ZERO_LENGTH_PROFILE = 'Chn_ZERO_LENGTH';
/** The values BasinMaker gives the shared zero-length profile (it is never used to route). */
const UNUSED = 0.12345;

/** How to read aspects: BasinMaker's default ("grass", degrees from east anticlockwise) or the others. */
export type AspectConvention = 'grass' | 'arcgis' | 'none';

/** The Raven commands of a routing product. */
export interface RoutingProductModel {
  readonly version: ColumnSet['version'];
  readonly subBasins: SubBasins;
  readonly hrus: HRUs;
  readonly groups: readonly SubBasinGroup[];
  readonly reservoirs: readonly Reservoir[];
  readonly channelProfiles: readonly ChannelProfile[];
  /** The land-use class of the lake HRUs (BasinMaker's Lake_HRUs group), or null without lakes. */
  readonly lakeLandUse: string | null;
  readonly messages: readonly GeoMessage[];
}

const round = (v: number, digits: number) => Number(v.toFixed(digits));

/** SWAT's channel: a trapezoid (side slopes 2:1) in a floodplain (4:1), as BasinMaker builds it. */
function channelProfile(
  name: string,
  width: number,
  depth: number,
  slope: number,
  elevation: number,
  floodN: number,
  channelN: number,
): ChannelProfile {
  let side = 2 * depth;
  let bottom = width - 2 * side;
  if (bottom < 0) {
    bottom = 0.5 * width;
    side = 0.25 * width;
  }
  const top = 4 + elevation;
  const bed = elevation - depth;
  const plain = 4 / 0.25;
  const p = (x: number, z: number): [number, number] => [round(x, 4), round(z, 4)];
  return new ChannelProfile({
    name,
    bed_slope: round(slope, 10),
    survey_points: [
      [0, round(top, 4)],
      p(plain, elevation),
      p(plain + 2 * width, elevation),
      p(plain + 2 * width + side, bed),
      p(plain + 2 * width + side + bottom, bed),
      p(plain + 2 * width + 2 * side + bottom, elevation),
      p(plain + 4 * width + 2 * side + bottom, elevation),
      p(2 * plain + 4 * width + 2 * side + bottom, top),
    ],
    roughness_zones: [
      [0, round(floodN, 8)],
      [round(plain + 2 * width, 8), channelN],
      [round(plain + 2 * width + 2 * side + bottom, 8), round(floodN, 8)],
    ],
  });
}

/** Options of `routingProductModel`. */
export interface RoutingOptions {
  /** How the product's HRU_A_mean is measured (BasinMaker 3.1's default: grass). */
  readonly aspect?: AspectConvention;
  /** Mark lake subbasins as gauged (BasinMaker's Lake_As_Gauge). */
  readonly lakesAsGauges?: boolean;
}

/** The Raven commands of the HRU table of a routing product; throws a GeoInputError on what Raven cannot run. */
export function routingProductModel(layer: VectorLayer, options: RoutingOptions = {}): RoutingProductModel {
  const file = layer.path;
  const columns = columnSet(layer.fields);
  if ('missing' in columns)
    throw new GeoInputError([
      {
        severity: 'error',
        where: file,
        message: `is not a BasinMaker HRU table (finalcat_hru_info): it lacks ${columns.missing.join(', ')}`,
      },
    ]);
  const errors: GeoMessage[] = [];
  const messages: GeoMessage[] = [
    {
      severity: 'note',
      where: file,
      message: `BasinMaker ${columns.version} columns (${columns.riverLength}, ${columns.gauge}, ${columns.lake})`,
    },
  ];
  // BasinMaker keeps the first row of each HRU, of HRUs and subbasins with positive IDs, by drainage area.
  const seen = new Set<number>();
  let rows: ProductRow[] = [];
  for (const f of layer.features) {
    const r = productRow(f.number, f.properties, columns);
    if (seen.has(r.hruId) || !(r.hruId > 0) || !(r.subId > 0)) continue;
    seen.add(r.hruId);
    rows.push(r);
  }
  if (rows.some((r) => r.drainageArea !== null))
    rows = rows.sort((a, b) => (a.drainageArea ?? 0) - (b.drainageArea ?? 0) || a.hruId - b.hruId);
  const subRows: ProductRow[] = [];
  const subIds = new Set<number>();
  for (const r of rows)
    if (!subIds.has(r.subId)) {
      subIds.add(r.subId);
      subRows.push(r);
    }

  const subbasins = [];
  const profiles: ChannelProfile[] = [];
  const unusedMissing = new Set<number>();
  const substituted: string[] = [];
  for (const r of subRows) {
    const where = `${file}: feature ${r.feature} (subbasin ${r.subId})`;
    const zero = !(r.riverLength > LENGTH_THRESHOLD) || r.isLakeSubbasin;
    if (zero) {
      if (
        [r.riverLength, r.riverSlope, r.bankfullWidth, r.bankfullDepth, r.floodplainN, r.channelN].some(
          isMissing,
        )
      )
        unusedMissing.add(r.subId);
      if (!profiles.some((p) => p.name === ZERO_LENGTH_PROFILE))
        profiles.push(
          channelProfile(ZERO_LENGTH_PROFILE, UNUSED, UNUSED, UNUSED, r.meanElevation, UNUSED, 0.035),
        );
    } else {
      for (const [v, what] of [
        [r.floodplainN, "the floodplain's Manning's n (FloodP_n)"],
        [r.meanElevation, 'the mean elevation (MeanElev)'],
      ] as const)
        if (isMissing(v) || !Number.isFinite(v))
          errors.push({
            severity: 'error',
            where,
            message: `${what} is missing (${v}) for a reach of ${r.riverLength} m`,
          });
      if (isMissing(r.riverSlope)) substituted.push(`${r.subId} slope`);
      if (isMissing(r.bankfullWidth) || isMissing(r.bankfullDepth))
        substituted.push(`${r.subId} bankfull size`);
      profiles.push(
        channelProfile(
          `Chn_${r.subId}`,
          Math.max(r.bankfullWidth, 1),
          Math.max(r.bankfullDepth, 1),
          Math.max(r.riverSlope, MIN_SLOPE),
          r.meanElevation,
          r.floodplainN,
          0.035,
        ),
      );
    }
    const down = r.downSubId === r.subId || !subIds.has(r.downSubId) ? -1 : r.downSubId;
    subbasins.push({
      subbasin_id: r.subId,
      name: `sub${r.subId}`,
      downstream_id: down,
      profile: zero ? ZERO_LENGTH_PROFILE : `Chn_${r.subId}`,
      reach_length: zero ? 0 : round(r.riverLength / 1000, 4),
      gauged: r.gauged || (r.isLakeSubbasin && options.lakesAsGauges === true),
      gauge_id: r.gauged ? r.gaugeName : '',
    });
  }
  if (unusedMissing.size > 0)
    messages.push({
      severity: 'note',
      where: file,
      message: `${unusedMissing.size} subbasin${unusedMissing.size > 1 ? 's' : ''} without a reach (lakes, or rivers under ${LENGTH_THRESHOLD} m) carry the missing value -1.2345 in river attributes: unused, their reach length is 0 and their profile ${ZERO_LENGTH_PROFILE}, as BasinMaker writes them`,
    });
  if (substituted.length > 0)
    messages.push({
      severity: 'warning',
      where: file,
      message: `missing value -1.2345 replaced as BasinMaker does (bed slope ${MIN_SLOPE}, bankfull width and depth 1 m): ${substituted.join(', ')}`,
    });

  const aspect = options.aspect ?? 'grass';
  const hruRows = [];
  const reservoirs: Reservoir[] = [];
  const lakeSubs: number[] = [];
  let lakeLandUse: string | null = null;
  for (const r of rows) {
    const where = `${file}: feature ${r.feature} (HRU ${r.hruId}, subbasin ${r.subId})`;
    for (const [v, what] of [
      [r.hruElevation, 'elevation (HRU_E_mean)'],
      [r.hruSlope, 'slope (HRU_S_mean)'],
      [r.hruAspect, 'aspect (HRU_A_mean)'],
      [r.hruLatitude, 'latitude (HRU_CenY)'],
      [r.hruLongitude, 'longitude (HRU_CenX)'],
      [r.hruArea, 'area (HRU_Area)'],
    ] as const)
      if (isMissing(v) || !Number.isFinite(v))
        errors.push({ severity: 'error', where, message: `the HRU's ${what} is missing (${v})` });
    for (const [v, what] of [
      [r.landUse, 'LAND_USE_C'],
      [r.vegetation, 'VEG_C'],
      [r.soilProfile, 'SOIL_PROF'],
    ] as const)
      if (v === '' || /\s/.test(v))
        errors.push({
          severity: 'error',
          where,
          message: `${what} ${JSON.stringify(v)} is not a class name Raven reads`,
        });
    let a = r.hruAspect;
    if (aspect === 'grass') {
      a = 270 + a;
      if (a > 360) a -= 360;
    } else if (aspect === 'arcgis') {
      a = 360 - a;
      if (a > 360) a -= 360;
    }
    hruRows.push({
      hru_id: r.hruId,
      area: round(Math.max(0.0001, r.hruArea / 1e6), 4),
      elevation: round(r.hruElevation, 4),
      latitude: round(r.hruLatitude, 4),
      longitude: round(r.hruLongitude, 4),
      subbasin_id: r.subId,
      land_use_class: r.landUse,
      veg_class: r.vegetation,
      soil_profile: r.soilProfile,
      aquifer_profile: '[NONE]',
      terrain_class: '[NONE]',
      slope: round(r.hruSlope, 6),
      aspect: round(a, 4),
    });
    if (r.hruIsLake) {
      lakeSubs.push(r.subId);
      lakeLandUse = r.landUse;
      const lake = `lake ${r.lakeId} (HRU ${r.hruId}, subbasin ${r.subId}, feature ${r.feature})`;
      for (const [v, what] of [
        [r.bankfullWidth, 'crest width (BkfWidth)'],
        [r.lakeDepth, 'depth (LakeDepth)'],
      ] as const)
        if (isMissing(v) || !(v > 0))
          errors.push({
            severity: 'error',
            where: file,
            message: `${lake}: its ${what} is ${isMissing(v) ? "BasinMaker's missing value -1.2345" : v}, which Raven cannot route a lake with`,
          });
      reservoirs.push(
        new Reservoir({
          name: `Lake_${r.lakeId}`,
          subbasin_id: r.subId,
          hru_id: r.hruId,
          type: 'RESROUTE_STANDARD',
          weir_coefficient: WEIR_COEFFICIENT,
          crest_width: round(r.bankfullWidth, 4),
          max_depth: r.lakeDepth,
          lake_area: r.hruArea,
          seepage_parameters: { k_seep: 0, h_ref: 0 },
        }),
      );
    }
  }
  if (errors.length > 0) throw new GeoInputError([...errors, ...messages]);
  return {
    version: columns.version,
    subBasins: new SubBasins(subbasins),
    hrus: new HRUs(hruRows),
    groups: [
      new SubBasinGroup({ name: 'Allsubbasins', sb_ids: subRows.map((r) => r.subId) }),
      new SubBasinGroup({ name: 'AllLakesubbasins', sb_ids: lakeSubs }),
    ],
    reservoirs,
    channelProfiles: profiles,
    lakeLandUse,
    messages,
  };
}
