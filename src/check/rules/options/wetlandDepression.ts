import { describeModel } from '../../parameters/fromFacts.js';
import { lookupClass } from '../../../facts/rvpFacts.js';
import { hruTexts } from '../../../facts/hruColumns.js';
import type { Rule } from '../../rule.js';

/** RV510: wetland HRUs in a model whose processes create no DEPRESSION store. */
export const wetlandDepression: Rule = {
  code: 'RV510',
  name: 'wetland-depression',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      'A model with wetland HRUs (a soil profile whose name starts with WETLAND) has a process that uses DEPRESSION storage, where wetlands hold their water.',
    why: 'Raven makes an HRU a wetland when the name of its soil profile starts with WETLAND (in capitals), and keeps a wetland’s standing water in the DEPRESSION store. That store exists only when a process uses it (:Abstraction, :DepressionOverflow, :Seepage, :OpenWaterEvaporation from DEPRESSION …). Without one Raven stops before the simulation ("At least one WETLAND-type soil profile is included but no DEPRESSION storage processes included in hydrologic process list").',
    fix: 'Add the depression processes the wetlands need (such as :Abstraction ABST_FILL PONDED_WATER DEPRESSION and :DepressionOverflow DFLOW_THRESHPOW DEPRESSION SURFACE_WATER), or rename the profile if the HRUs are not wetlands.',
    source:
      'ModelInitialize.cpp, CModel::Initialize (wetland check); ParseHRUFile.cpp, :HRUs (HRU type from the soil profile name)',
    example: {
      fileType: 'rvi',
      bad: "# the HRU's soil profile is WETLAND_PEAT\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :Infiltration  INF_HBV      PONDED_WATER MULTIPLE\n  :Percolation   PERC_LINEAR  SOIL[0]      SOIL[1]\n  :Baseflow      BASE_LINEAR  SOIL[1]      SURFACE_WATER\n:EndHydrologicProcesses",
      good: "# the HRU's soil profile is WETLAND_PEAT\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :Abstraction   ABST_FILL    PONDED_WATER DEPRESSION\n  :Infiltration  INF_HBV      PONDED_WATER MULTIPLE\n  :Percolation   PERC_LINEAR  SOIL[0]      SOIL[1]\n  :Baseflow      BASE_LINEAR  SOIL[1]      SURFACE_WATER\n:EndHydrologicProcesses",
      model: {
        rvp: ':SoilProfiles\n  WETLAND_PEAT, 1, TOPSOIL, 1.0\n:EndSoilProfiles',
        rvh: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, WETLAND_PEAT, [NONE], [NONE], 0, 0\n:EndHRUs',
      },
    },
  },
  // Raven first warns as it ends reading the .rvh, then stops at initialisation.
  ravenWarnings: ['ParseHRUFile#23'],
  check({ model, report }) {
    if (model.rvi.processes.length === 0) return;
    const names = hruTexts(model, 'soil_profile');
    for (let k = 0; k < names.values.length; k++) {
      const profile = lookupClass(model.rvp.soilProfiles, names.values[k]);
      const hru = model.rvh.hrus[names.first[k]];
      // Raven compares the name as the .rvp writes it, case and all (GetTag().substr(0,7)).
      if (!profile?.name.text.startsWith('WETLAND')) continue;
      if (describeModel(model).stateVariables.includes('DEPRESSION')) return;
      report({
        at: profile.name.site,
        ravenWarning: 'ParseHRUFile#23',
        message: `soil profile ${profile.name.text} makes HRU ${hru.textAt(0)} a wetland, and no process of the .rvi uses DEPRESSION storage, where wetlands keep their water: Raven stops ("no DEPRESSION storage processes included in hydrologic process list"); add depression processes (:Abstraction … DEPRESSION, :DepressionOverflow …) or rename the profile`,
      });
      return;
    }
  },
};
