import { annualRunoff } from '../../../facts/annualRunoff.js';
import { networkOf } from '../../../facts/network.js';
import { subbasinProperties } from '../../../facts/subbasinRouting.js';
import type { Rule } from '../../rule.js';

/** Commands that add flow to a subbasin besides its runoff, or disable parts: then the estimate is not certain. */
const OTHER_FLOWS = [':BasinInflowHydrograph', ':BasinInflowHydrograph2', ':ReservoirDownstreamFlow'];
const DISABLING = [':DisableHRUGroup', ':DisableSubBasinGroup'];

/** RV119: an average annual runoff of 0 in a model where a subbasin has another upstream. */
export const zeroRunoffReferenceFlow: Rule = {
  code: 'RV119',
  name: 'zero-runoff-reference-flow',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'With subbasins draining into others, the average annual runoff is above 0, or each subbasin with another upstream gives its reference flow (Q_REFERENCE).',
    why: 'Raven estimates every subbasin\'s lateral inflow as the average annual runoff times its area, adds up these flows down the network, and takes a subbasin\'s reference flow from the sum where Q_REFERENCE is not given. A runoff of 0 (which passes the check for a missing or negative one) makes the sum 0 for every subbasin with another upstream, and Raven stops ("negative or zero average flow specified in initialization").',
    fix: "Give the basin's average annual runoff in mm/yr (from the observed flows: mean flow × 31,536,000 / area in m² × 1,000), or a Q_REFERENCE for each subbasin that has another upstream.",
    source: 'ModelInitialize.cpp CModel::InitializeBasinFlows; SubBasin.cpp CSubBasin::Initialize',
    example: {
      fileType: 'rvp',
      bad: ':AvgAnnualRunoff 0',
      good: ':AvgAnnualRunoff 380',
      model: {
        rvh: ':SubBasins\n  :Attributes, NAME, DOWNSTREAM_ID, PROFILE, REACH_LENGTH, GAUGED\n  :Units, none, none, none, km, none\n  1, upper, 2, NONE, _AUTO, 0\n  2, lower, -1, NONE, _AUTO, 1\n:EndSubBasins\n:HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 60.0, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n  2, 60.5, 340, 43.6, -80.8, 2, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
    },
  },
  check({ model, report }) {
    const runoff = annualRunoff(model);
    if (!runoff || runoff.value !== 0) return;
    if (OTHER_FLOWS.some((n) => model.uses('rvt', n).length > 0)) return;
    if (DISABLING.some((n) => model.uses('rvh', n).length > 0)) return;
    const network = networkOf(model);
    const fed = new Set(
      network.subbasins.flatMap((s) => (s.downstreamKey === undefined ? [] : [s.downstreamKey])),
    );
    // A reference flow given in the :SubBasins row or in :SubBasinProperties (not _AUTO) is used as given.
    const properties = subbasinProperties(model);
    const given = (s: (typeof network.subbasins)[number]) => {
      const text = properties.get(s.key)?.get('Q_REFERENCE')?.token.text ?? s.row.text('q_reference');
      return text !== undefined && text !== '_AUTO' && text !== 'AUTO';
    };
    const downstream = [...network.subbasinById.values()].filter((s) => fed.has(s.key) && !given(s));
    if (downstream.length === 0) return;
    report({
      at: runoff.token.site,
      message: `the average annual runoff is ${runoff.token.text}, so Raven estimates no flow reaching subbasin ${downstream.map((s) => s.idText).join(', ')} from upstream and stops ("negative or zero average flow specified in initialization"): give the basin's runoff in mm/yr, or a Q_REFERENCE for ${downstream.length === 1 ? 'that subbasin' : 'those subbasins'}`,
    });
  },
};
