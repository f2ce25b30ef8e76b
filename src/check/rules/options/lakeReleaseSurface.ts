import { argToken } from '../../../facts/args.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';

const SAYS =
  "CmvLakeRelease Constructor: shouldn't use lake release if surface water is lake reservoir - it does nothing";

/**
 * RV579: a `:LakeRelease` while the lake store is SURFACE_WATER. CmvLakeRelease releases from the model's lake
 * store, which is SURFACE_WATER (state variable 0) until a `:LakeStorage` above the process names another:
 * the process then moves water from surface water to itself, and Raven warns.
 */
export const lakeReleaseSurface: Rule = {
  code: 'RV579',
  name: 'lake-release-surface',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'A :LakeRelease process comes after a :LakeStorage that names the lake store (LAKE_STORAGE …), not SURFACE_WATER.',
    why: 'The process releases water from the lake store to surface water. Raven takes the lake store as it is when it reads the process: SURFACE_WATER unless a :LakeStorage line above says otherwise; the release then does nothing, and Raven warns ("CmvLakeRelease Constructor: shouldn\'t use lake release if surface water is lake reservoir - it does nothing").',
    fix: 'Put `:LakeStorage LAKE_STORAGE` below :SoilModel and above the process list, or remove the :LakeRelease process.',
    source:
      'DepressionProcesses.cpp CmvLakeRelease::CmvLakeRelease; ParseInput.cpp (:LakeStorage, :LakeRelease); Model.cpp SetLakeStorage',
    example: {
      fileType: 'rvi',
      bad: ':HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :LakeRelease LAKEREL_LINEAR LAKE_STORAGE SURFACE_WATER\n  :Infiltration INF_HBV PONDED_WATER MULTIPLE\n  :Percolation PERC_LINEAR SOIL[0] SOIL[1]\n  :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n:EndHydrologicProcesses',
      good: ':LakeStorage LAKE_STORAGE\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :LakeRelease LAKEREL_LINEAR LAKE_STORAGE SURFACE_WATER\n  :Infiltration INF_HBV PONDED_WATER MULTIPLE\n  :Percolation PERC_LINEAR SOIL[0] SOIL[1]\n  :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n:EndHydrologicProcesses',
    },
  },
  ravenWarnings: ['DepressionProcesses#1'],
  check({ model, report }) {
    const storages = model.uses('rvi', ':LakeStorage').filter((r) => !beforeSoilModel(model.rvi, r));
    for (const p of model.rvi.processes) {
      // Raven builds the process only from a full line with its one algorithm (other lines are other rules').
      if (
        p.name !== ':LakeRelease' ||
        p.ref.command.line.words.length < 4 ||
        p.algorithm?.text !== 'LAKEREL_LINEAR'
      )
        continue;
      if (beforeSoilModel(model.rvi, p.ref)) continue;
      const above = storages.filter((s) => s.index < p.ref.index && argToken(s, 0)).pop();
      const store = above ? argToken(above, 0)!.text : undefined;
      if (store !== undefined && store !== 'SURFACE_WATER') continue;
      const why = store
        ? ':LakeStorage above it names SURFACE_WATER'
        : 'no :LakeStorage above it names another store';
      report({
        at: p.algorithm.site,
        ravenWarning: 'DepressionProcesses#1',
        message: `:LakeRelease releases from the lake store, which is SURFACE_WATER here (${why}), so it does nothing: Raven warns ("${SAYS}"); add :LakeStorage LAKE_STORAGE above the process list`,
      });
    }
  },
};
