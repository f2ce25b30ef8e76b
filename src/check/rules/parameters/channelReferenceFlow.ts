import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { channelRatings, flowFactor } from '../../../facts/channelRating.js';
import { networkOf } from '../../../facts/network.js';
import { referenceFlows, type ReferenceFlow } from '../../../facts/referenceFlows.js';
import { subbasinProperties } from '../../../facts/subbasinRouting.js';
import type { Rule } from '../../rule.js';

/** The warning CChannelXSect::CheckReferenceFlow writes. */
const WARNING = warningIn('CChannelXSect::CheckReferenceFlow').id;

/** A flow as the message shows it [m³/s]. */
function flow(q: number): string {
  return `${q >= 1000 ? Math.round(q) : q >= 100 ? q.toFixed(1) : Number(q.toPrecision(4))} m³/s`;
}

/** The reference flow and where it came from, in words. */
function reference(r: ReferenceFlow): string {
  if (r.given) return `its Q_REFERENCE ${r.given.text} m³/s`;
  const e = r.estimate!;
  return `its reference flow ${flow(r.value)} (${e.multiplier} × the ${flow(e.flow)} Raven estimates from the average annual runoff over the ${Number(e.drainage.toPrecision(6))} km² draining to it)`;
}

/** RV360: a subbasin's reference flow above the largest flow of its channel's rating curve. */
export const channelReferenceFlow: Rule = {
  code: 'RV360',
  name: 'channel-reference-flow',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      "Each subbasin's reference flow (Q_REFERENCE, or the one Raven estimates from the average annual runoff) is within the rating curve of its channel profile: not above the flow at the profile's top stage.",
    why: 'Raven builds a rating curve for each channel when it reads the .rvp: a :ChannelProfile over 20 stages from its lowest to its highest survey point (Manning\'s equation on each wet survey segment), a :TrapezoidalChannel up to 20 m deep, a :CircularConduit up to its diameter. Where Q_REFERENCE is not given, it takes REFERENCE_FLOW_MULT (10) times the average flow it estimates at the subbasin\'s outlet from :AvgAnnualRunoff and the area draining to it. A reference flow above the curve\'s top flow makes Raven warn "CChannelXSect::CheckReferenceFlow: reference flow exceeds channel maximum flow in subbasin N. Need to specify larger range of stages in channel profile." (a Raven warning) and route with the celerity and width it extrapolates from the top of the curve; for a conduit, it stops ("reference flowrate exceeds closed channel maximum").',
    fix: 'Survey the profile higher up the banks (or give a wider or deeper channel), give the subbasin a Q_REFERENCE near its typical flow, or check :AvgAnnualRunoff (mm/yr) and the HRU areas (km²).',
    source:
      'ChannelXSect.cpp CChannelXSect constructors, GenerateRatingCurvesFromProfile, CheckReferenceFlow, GetCelerity; SubBasin.cpp CSubBasin::Initialize; ModelInitialize.cpp CModel::InitializeBasins',
    example: {
      fileType: 'rvp',
      bad: ':AvgAnnualRunoff 500\n:TrapezoidalChannel CHANNEL_1 0.5 100.0 0.1 0.035 0.001',
      good: ':AvgAnnualRunoff 500\n:TrapezoidalChannel CHANNEL_1 30.0 100.0 1.0 0.035 0.001',
      model: {
        rvi: ':Routing ROUTE_DIFFUSIVE_WAVE',
        rvh: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, main, -1, CHANNEL_1, 12.5, 1\n:EndSubBasins\n:HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 4000.0, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
    },
  },
  ravenWarnings: [WARNING],
  check({ model, report }) {
    const channels = channelRatings(model);
    if (channels.size === 0) return;
    const flows = referenceFlows(model);
    const properties = subbasinProperties(model);
    for (const s of networkOf(model).subbasinById.values()) {
      const cell = s.row.get('profile');
      const channel = cell && channels.get(cell.text.toUpperCase());
      const r = flows.get(s.key);
      if (!cell || !channel || !r) continue;
      const own = properties.get(s.key);
      const factor = flowFactor(channel, own?.get('SLOPE')?.token.text, own?.get('MANNINGS_N')?.token.text);
      if (factor === undefined) continue;
      const top = factor * channel.maxFlow;
      if (!(r.value > top)) continue;
      const scaled =
        factor === 1
          ? ''
          : ` (scaled by ${Number(factor.toPrecision(4))} for the subbasin's SLOPE and MANNINGS_N)`;
      const head = `subbasin ${s.idText}: ${reference(r)} exceeds the largest flow of channel ${channel.name.text}, ${flow(top)} at ${Number(channel.maxDepth.toPrecision(4))} m deep${scaled}`;
      // A conduit's celerity comes from its curve unless CELERITY is given: past the curve, Raven stops.
      const celerity = own?.get('CELERITY')?.token.text;
      if (channel.closed && (celerity === undefined || celerity === '_AUTO' || celerity === 'AUTO')) {
        report({
          at: (r.given ?? cell).site,
          severity: 'error',
          message: `${head}, and Raven stops ("reference flowrate exceeds closed channel maximum. Conduit area is too small"): give a larger conduit or a smaller Q_REFERENCE`,
        });
        continue;
      }
      report({
        at: (r.given ?? cell).site,
        ravenWarning: WARNING,
        message: `${head}, so Raven warns ("reference flow exceeds channel maximum flow in subbasin ${s.idText}. Need to specify larger range of stages in channel profile.") and routes with a celerity and width extrapolated past the curve: give the profile a larger range of stages, or a Q_REFERENCE the channel carries`,
      });
    }
  },
};
