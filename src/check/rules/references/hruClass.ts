import { didYouMean } from '../../didYouMean.js';
import { hruTexts, rowsWith } from '../../../facts/hruColumns.js';
import { lookupClass, type ClassKind } from '../../../facts/rvpFacts.js';
import type { Rule } from '../../rule.js';

/** The HRU columns that name a class or profile, what they name, and the .rvp table that defines it. */
const COLUMNS: readonly { column: string; what: string; kind: ClassKind | 'profile'; table: string }[] = [
  { column: 'land_use_class', what: 'land use class', kind: 'landuse', table: ':LandUseClasses' },
  { column: 'veg_class', what: 'vegetation class', kind: 'vegetation', table: ':VegetationClasses' },
  { column: 'soil_profile', what: 'soil profile', kind: 'profile', table: ':SoilProfiles' },
  { column: 'terrain_class', what: 'terrain class', kind: 'terrain', table: ':TerrainClasses' },
];

/** RV202: an HRU names a class or profile the .rvp does not define. */
export const hruClass: Rule = {
  code: 'RV202',
  name: 'hru-class',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'Each HRU names a land use class, a vegetation class, a soil profile and a terrain class (or [NONE]) that the .rvp defines.',
    why: 'Raven looks each name up among the classes of the .rvp (without regard to case, or as a 1-based number) and stops when one is not found ("Unrecognized Land Use Code/index"). The aquifer profile column is not read.',
    fix: 'Correct the name in the :HRUs row, or define the class in the .rvp table that holds that kind of class.',
    source:
      'ParseHRUFile.cpp, :HRUs (CModel::StringToLUClass, StringToVegClass, StringToSoilProfile, StringToTerrainClass)',
    example: {
      fileType: 'rvh',
      bad: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 43.6, -80.8, 1, FORREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
      good: ':HRUs\n  :Attributes, AREA, ELEVATION, LATITUDE, LONGITUDE, BASIN_ID, LAND_USE_CLASS, VEG_CLASS, SOIL_PROFILE, AQUIFER_PROFILE, TERRAIN_CLASS, SLOPE, ASPECT\n  :Units, km2, m, deg, deg, none, none, none, none, none, none, deg, deg\n  1, 120.5, 350, 43.6, -80.8, 1, FOREST, FOREST, LOAM, [NONE], [NONE], 0, 0\n:EndHRUs',
    },
  },
  check({ model, report }) {
    const rvp = model.rvp;
    const hrus = model.rvh.hrus;
    // Each distinct name is looked up once (10,000 HRUs often name a handful of classes).
    for (const { column, what, kind, table } of COLUMNS) {
      const names = hruTexts(model, column);
      const defined: ReadonlyMap<string, unknown> = kind === 'profile' ? rvp.soilProfiles : rvp.classes[kind];
      names.values.forEach((text, k) => {
        if ((kind === 'terrain' && text === '[NONE]') || lookupClass(defined, text) !== undefined) return;
        const hint = didYouMean(text, defined.keys());
        for (const r of rowsWith(names, k)) {
          report({
            at: hrus[r].get(column)!.site,
            message: `HRU ${hrus[r].textAt(0)}: ${what} '${text}' is not defined in ${table}${hint}`,
          });
        }
      });
    }
  },
};
