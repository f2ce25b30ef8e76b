import { argToken } from '../../../facts/args.js';
import { disabledSubbasinsOf } from '../../../facts/disabledSubbasins.js';
import { networkOf } from '../../../facts/network.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import { managementRead } from '../../../facts/runFiles.js';
import type { Rule } from '../../rule.js';

/** The .rvt demands the optimiser takes (ParseTimeSeriesFile.cpp: only these call CDemandOptimizer::AddWaterDemand). */
const DEMANDS = [':IrrigationDemand', ':ReservoirExtraction'];

/**
 * RV158: the management optimiser (:ApplyManagementOptimization) with disabled subbasins that Raven 4.12.1 does
 * not handle: a demand of a subbasin :DisableSubBasinGroup disabled, a disabled subbasin draining into an
 * enabled one.
 */
export const managementDisabledSubbasin: Rule = {
  code: 'RV158',
  name: 'management-disabled-subbasin',
  category: 'structure',
  severity: 'error',
  docs: {
    summary:
      'With :ApplyManagementOptimization, no water demand of the .rvt (:IrrigationDemand, :ReservoirExtraction) is on a subbasin :DisableSubBasinGroup disables, and no disabled subbasin drains into an enabled one.',
    why: 'Raven 4.12.1\'s optimiser drops the demand of a disabled subbasin (CDemandOptimizer::AddWaterDemand deletes it) while the subbasin still holds it: Raven crashes after reading the input, without a message. And the mass balance of an enabled subbasin counts the outflow of every subbasin upstream of it, disabled ones too, whose decision variable does not exist (its index is DOESNT_EXIST, column 0 of the linear problem): the problem Raven solves is malformed, and it stops at the first time step ("SolveManagementProblem: unable to find optimal solution. Problem is over-constrained.") or solves another problem than the model\'s. A subbasin is disabled by :DisableSubBasinGroup, or by :DisableHRUGroup of all its HRUs.',
    fix: 'Disable the whole upstream part of the network together (every subbasin above a disabled one), and move or drop the demands of disabled subbasins, or run without :ApplyManagementOptimization.',
    source:
      'DemandOptimization.cpp, AddWaterDemand, GetDVColumnInd, AddConstraintToLP (mass balance at the reach outlet); ParseTimeSeriesFile.cpp (:IrrigationDemand, :ReservoirExtraction)',
    example: {
      fileType: 'rvh',
      bad: ':SubBasinGroup Upper\n  2\n:EndSubBasinGroup\n:DisableSubBasinGroup Upper',
      good: ':SubBasinGroup Upper\n  1 2\n:EndSubBasinGroup\n:DisableSubBasinGroup Upper',
      model: {
        rvi: ':ApplyManagementOptimization',
        rvh: ':SubBasins\n  :Attributes NAME DOWNSTREAM_ID PROFILE REACH_LENGTH GAUGED\n  :Units none none none km none\n  1 Lower -1 NONE _AUTO 1\n  2 Upper 1 NONE _AUTO 0\n  3 Other -1 NONE _AUTO 0\n:EndSubBasins',
      },
    },
  },
  check({ model, report }) {
    if (!managementRead(model.rvi)) return;
    const disabled = disabledSubbasinsOf(model);
    if (!disabled) return;
    const network = networkOf(model);
    for (const name of DEMANDS) {
      for (const ref of model.uses('rvt', name)) {
        const sb = argToken(ref, 0);
        if (!sb || !disabled.atTimeSeries.has(idKey(sb.text))) continue;
        report({
          at: sb.site,
          message: `${name} on subbasin ${sb.text}, which :DisableSubBasinGroup disables: Raven 4.12.1's optimiser deletes the demand while the subbasin keeps it, and Raven crashes after reading the input; move or drop the demand`,
        });
      }
    }
    // Flow assimilation replaces the mass balance of an observed subbasin (direct insertion): not followed here.
    if (model.rvi.byName.has(':AssimilateStreamflow')) return;
    const off = disabled.atManagement;
    for (const sb of network.subbasins) {
      if (off.has(sb.key)) continue;
      const inlets = network.subbasins.filter((s) => s.downstreamKey === sb.key && off.has(s.key));
      if (inlets.length === 0) continue;
      for (const inlet of inlets) {
        if (!inlet.downstream) continue;
        report({
          at: inlet.downstream.site,
          message: `disabled subbasin ${inlet.idText} drains into enabled subbasin ${sb.idText}: Raven 4.12.1's optimiser counts its outflow in ${sb.idText}'s mass balance with a decision variable that does not exist, and the problem it solves is malformed (it stops: "unable to find optimal solution. Problem is over-constrained"); keep ${inlet.idText} enabled, or disable ${sb.idText} too`,
        });
      }
    }
  },
};
