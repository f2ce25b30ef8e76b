import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { networkOf } from '../../../facts/network.js';
import { idKey, type IdKey } from '../../../facts/ravenNumbers.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';

/** The .rvh commands that fill an HRU group other than by listing its members (rvkit does not evaluate them). */
const OTHER_FILLERS = new Set([':PopulateHRUGroup', ':IntersectHRUGroups', ':MergeHRUGroups']);

/**
 * RV560: `:LateralEquilibrate` (or the deprecated `:AggregatedVariable`) within subbasins, on an HRU group that
 * has no two HRUs in one subbasin. CmvLatEquilibrate::Initialize connects each group member to the first
 * member of its subbasin; with no pair anywhere it warns and the process moves nothing.
 */
export const lateralEquilibrateAlone: Rule = {
  code: 'RV560',
  name: 'lateral-equilibrate-alone',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'The HRU group of a `:LateralEquilibrate` (without INTERBASIN) or `:AggregatedVariable` has two HRUs or more in some subbasin.',
    why: 'Raven equalises the store only between HRUs of the group in the same subbasin: with at most one member per subbasin it finds no connection, warns ("no connections found between from and to HRU groups in any of the basins") and the process does nothing.',
    fix: 'Put the HRUs to equalise in one group within each subbasin, or add INTERBASIN to :LateralEquilibrate to equalise across subbasins.',
    source: 'LatEquilibrate.cpp CmvLatEquilibrate::Initialize',
    example: {
      fileType: 'rvi',
      bad: ':DefineHRUGroup Upland\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :LateralEquilibrate RAVEN_DEFAULT Upland SOIL[0] 1.0\n:EndHydrologicProcesses',
      good: ':DefineHRUGroup Upland\n:HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :LateralEquilibrate RAVEN_DEFAULT Upland SOIL[0] 1.0 INTERBASIN\n:EndHydrologicProcesses',
      model: { rvh: ':HRUGroup Upland\n  1\n:EndHRUGroup' },
    },
  },
  ravenWarnings: ['LatEquilibrate#1'],
  check({ model, report }) {
    const network = networkOf(model);
    const fillers = new Set(
      model
        .commands('rvh')
        .filter((r) => OTHER_FILLERS.has(commandName(r.command)))
        .map((r) => argToken(r, 0)?.text),
    );
    const subbasinOf = new Map<IdKey, IdKey | undefined>(network.hrus.map((h) => [h.key, h.subbasinKey]));
    for (const ref of model.commands('rvi')) {
      const name = commandName(ref.command);
      if (beforeSoilModel(model.rvi, ref)) continue;
      let group;
      if (name === ':LateralEquilibrate') {
        if (argToken(ref, 4)?.text === 'INTERBASIN' || !argToken(ref, 3)) continue;
        group = argToken(ref, 1);
      } else if (name === ':AggregatedVariable') group = argToken(ref, 1);
      else continue;
      if (!group || fillers.has(group.text) || !model.rvi.hruGroups.has(group.text)) continue;
      const members = model.rvh.hruGroups.filter((g) => g.name.text === group.text).flatMap((g) => g.members);
      // Ranges (first-last) are left to rvkit's other rules: count only plain IDs.
      if (members.some((m) => m.text.lastIndexOf('-') > 0)) continue;
      const perSubbasin = new Map<IdKey | undefined, number>();
      for (const m of new Set(members.map((t) => idKey(t.text)))) {
        if (!subbasinOf.has(m)) continue;
        const sb = subbasinOf.get(m);
        perSubbasin.set(sb, (perSubbasin.get(sb) ?? 0) + 1);
      }
      if ([...perSubbasin.values()].some((n) => n >= 2)) continue;
      report({
        at: group.site,
        ravenWarning: 'LatEquilibrate#1',
        message: `${name}: HRU group '${group.text}' has no two HRUs in one subbasin, so Raven finds nothing to equalise and warns ("no connections found between from and to HRU groups in any of the basins")${name === ':LateralEquilibrate' ? '; add INTERBASIN to equalise across subbasins' : ''}`,
      });
    }
  },
};
