import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { celerityAt, channelRatings, flowFactor, topWidthAt } from '../../../facts/channelRating.js';
import { networkOf } from '../../../facts/network.js';
import { optionEffect } from '../../../facts/optionEffect.js';
import { atof } from '../../../facts/ravenNumbers.js';
import { segmentsOf } from '../../../facts/reachSegments.js';
import { referenceFlows } from '../../../facts/referenceFlows.js';
import { simulationOf } from '../../../facts/simulation.js';
import { subbasinAreas } from '../../../facts/subbasinAreas.js';
import { subbasinProperties } from '../../../facts/subbasinRouting.js';
import type { Rule } from '../../rule.js';

const WARNING = warningIn('CSubBasin::Initialize', 'Muskingum');
/** The :Routing names Raven reads as ROUTE_MUSKINGUM or ROUTE_MUSKINGUM_CUNGE (ParseMainInputFile). */
const MUSKINGUM = new Set(['MUSKINGUM', 'ROUTE_MUSKINGUM', 'ROUTE_MUSKINGUM_CUNGE']);
const SEC_PER_DAY = 86400;
const M_PER_KM = 1000;

/** A number as the message shows it. */
const shown = (x: number) => String(Number(x.toPrecision(3)));

/** A property :SubBasinProperties gives as a number (not _AUTO), or undefined. */
function given(text: string | undefined): number | undefined {
  return text === undefined || text === '_AUTO' || text === 'AUTO' ? undefined : atof(text);
}

/**
 * RV365: Muskingum routing with a time step above 2K(1−X) for a subbasin. CSubBasin::Initialize takes K as the
 * reach segment's length over the celerity at the reference flow (from the channel's rating curve,
 * CChannelXSect::GetCelerity, unless CELERITY is given) and X = ½(1 − Q_ref / (slope × top width × celerity ×
 * segment length)); outside 2KX < Δt < 2K(1−X) it warns, and with Δt above the range routes with smaller local
 * steps. Kept to the subbasins whose reference flow is certain (referenceFlows.ts).
 */
export const muskingumTimestep: Rule = {
  code: 'RV365',
  name: 'muskingum-timestep',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      'With Muskingum routing, the time step is within 2KX and 2K(1−X) for every subbasin (K and X from its reach segments and its channel at the reference flow).',
    why: "Raven's Muskingum routing is stable for a time step Δt with 2KX < Δt < 2K(1−X), where K is the travel time through a reach segment (its length over the wave celerity of the channel's rating curve at the subbasin's reference flow) and X = ½(1 − Q_ref / (bed slope × top width × celerity × segment length)). For a time step above 2K(1−X) (short segments, fast waves: common with a daily step) Raven warns (\"CSubBasin::Initialize: inappropriate global time step for Muskingum routing in subbasin NAME: local timestepping will be used\") and routes the reach in smaller steps.",
    fix: 'Use a smaller :TimeStep, longer reach segments (MAX_REACH_SEGLENGTH, REACH_LENGTH), or another :Routing method (ROUTE_DIFFUSIVE_WAVE).',
    source:
      'SubBasin.cpp CSubBasin::Initialize, GetMuskingumK, GetMuskingumX, ResetReferenceFlow; ChannelXSect.cpp GetCelerity, GetTopWidth; CommonFunctions.cpp InterpolateCurve',
    example: {
      fileType: 'rvi',
      bad: ':Routing ROUTE_MUSKINGUM',
      good: ':Routing ROUTE_DIFFUSIVE_WAVE',
      model: {
        rvp: ':AvgAnnualRunoff 500\n:TrapezoidalChannel CHANNEL_1 30.0 100.0 1.0 0.035 0.001',
        rvh: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, CHANNEL_1, 12.5, 1\n:EndSubBasins\n:HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 400.0, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    const routing = optionEffect(model, ':Routing');
    if (!routing || !MUSKINGUM.has(routing.value)) return;
    const sim = simulationOf(model);
    const channels = channelRatings(model);
    const flows = referenceFlows(model);
    const properties = subbasinProperties(model);
    const segments = segmentsOf(model);
    const areas = subbasinAreas(model);
    const dt = sim.timestep;
    for (const s of networkOf(model).subbasinById.values()) {
      const cell = s.row.get('profile');
      const channel = cell && channels.get(cell.text.toUpperCase());
      const r = flows.get(s.key);
      const nSeg = segments.get(s.key);
      const lengthText = s.row.get('reach_length')?.text;
      if (!cell || !channel || !r || !nSeg || lengthText === undefined || !(r.value > 0)) continue;
      const own = properties.get(s.key);
      // A reach length :SubBasinProperties changes is left out.
      if (own?.has('REACH_LENGTH')) continue;
      const slopeText = own?.get('SLOPE')?.token.text;
      const factor = flowFactor(channel, slopeText, own?.get('MANNINGS_N')?.token.text);
      if (factor === undefined) continue;
      // Past a conduit's curve Raven stops (RV360).
      if (channel.closed && r.value > factor * channel.maxFlow) continue;
      const celerity = given(own?.get('CELERITY')?.token.text) ?? celerityAt(channel.curve, r.value, factor);
      const width = topWidthAt(channel.curve, r.value, factor);
      if (!(celerity > 0) || !(width > 0)) continue;
      const auto = lengthText === '_AUTO' || lengthText === 'AUTO';
      const length = auto ? Math.pow(areas.get(s.key) ?? 0, 0.67) * M_PER_KM : atof(lengthText) * M_PER_KM;
      const dx = length / nSeg;
      if (!(dx > 0)) continue;
      const k = dx / (celerity * SEC_PER_DAY);
      const bedslope = given(slopeText) ?? channel.bedslope;
      const x = Math.max(0, 0.5 * (1.0 - r.value / bedslope / width / celerity / dx));
      // A step below 2KX gets another message ("timestep too small"), which the catalogue does not hold.
      if (dt < 2 * k * x || !(dt > 2 * k * (1 - x))) continue;
      const name = s.row.get('name')?.text ?? s.idText;
      report({
        at: (auto ? cell : s.row.get('reach_length')!).site,
        ravenWarning: WARNING.id,
        message: `subbasin ${s.idText}: Muskingum routing with a time step of ${shown(dt)} d, above 2K(1−X) = ${shown(2 * k * (1 - x))} d (K = ${shown(k)} d for ${nSeg === 1 ? 'its reach' : `each of its ${nSeg} reach segments`} of ${shown(dx / M_PER_KM)} km at a celerity of ${shown(celerity)} m/s, X = ${shown(x)}): Raven warns ("inappropriate global time step for Muskingum routing in subbasin ${name}: local timestepping will be used") and routes in smaller steps`,
      });
    }
  },
};
