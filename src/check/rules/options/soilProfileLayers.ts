import { argToken } from '../../../facts/args.js';
import { sToI } from '../../../facts/ravenNumbers.js';
import { lookupClass, type SoilProfile } from '../../../facts/rvpFacts.js';
import { soilLayers } from '../../../facts/stores.js';
import { hruTexts } from '../../../facts/hruColumns.js';
import type { Rule } from '../../rule.js';

/** RV509: a soil profile an HRU uses whose horizons cannot be spread over the soil model's layers. */
export const soilProfileLayers: Rule = {
  code: 'RV509',
  name: 'soil-profile-layers',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      'Each soil profile an HRU uses has no horizon (lakes, glaciers …), as many horizons as :SoilModel has soil layers, or a number of horizons the layer count is a multiple of (2 horizons for SOIL_MULTILAYER 4).',
    why: 'When Raven builds each HRU it gives every soil layer of the model the soil class of a horizon of the HRU’s profile: one layer per horizon, or the same number of layers per horizon when the layer count is a multiple of the horizon count. Otherwise it stops ("can currently handle a number of soil profile layers which are an even multiple of the number of soil horizons"). This happens when :SoilModel is changed and the profiles are not.',
    fix: 'Give the profile as many horizons as :SoilModel has layers (or a number the layer count is a multiple of), or change :SoilModel to match the profiles.',
    source:
      'SoilProfile.cpp, CSoilProfile::AllocateSoilLayers (called by the CHydroUnit constructor, HydroUnits.cpp, for each row of :HRUs)',
    example: {
      fileType: 'rvp',
      bad: '# the .rvi has :SoilModel SOIL_MULTILAYER 3\n:SoilProfiles\n  LOAM, 2, TOPSOIL, 0.5, SUBSOIL, 1.0\n:EndSoilProfiles',
      good: '# the .rvi has :SoilModel SOIL_MULTILAYER 3\n:SoilProfiles\n  LOAM, 3, TOPSOIL, 0.5, SUBSOIL, 1.0, SUBSOIL, 2.0\n:EndSoilProfiles',
      model: { rvi: ':SoilModel SOIL_MULTILAYER 3' },
    },
  },
  check({ model, report }) {
    const layers = soilLayers(model);
    const soil = model.rvi.soilModel;
    if (layers === undefined || !soil) return;
    const stated = [argToken(soil.ref, 0)?.text, argToken(soil.ref, 1)?.text].filter(Boolean).join(' ');
    // Each profile is reported once, at its horizon count, naming the first HRU Raven stops at.
    const seen = new Set<SoilProfile>();
    const names = hruTexts(model, 'soil_profile');
    for (let k = 0; k < names.values.length; k++) {
      const profile = lookupClass(model.rvp.soilProfiles, names.values[k]);
      if (!profile || seen.has(profile)) continue;
      const hru = model.rvh.hrus[names.first[k]];
      seen.add(profile);
      const horizons = profile.horizons.length;
      // A count that does not match the pairs is RV108's.
      if (!profile.count || sToI(profile.count.text) !== horizons) continue;
      if (horizons === 0 || layers % horizons === 0) continue;
      report({
        at: profile.count.site,
        message: `soil profile ${profile.name.text} has ${horizons} horizon${horizons === 1 ? '' : 's'} and :SoilModel ${stated} in the .rvi has ${layers} soil layer${layers === 1 ? '' : 's'}, not a multiple of ${horizons}: Raven stops building HRU ${hru.textAt(0)} ("number of soil profile layers which are an even multiple of the number of soil horizons"); give the profile ${layers} horizon${layers === 1 ? '' : 's'} or change :SoilModel`,
      });
    }
  },
};
