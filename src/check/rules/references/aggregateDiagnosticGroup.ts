import { DIAGNOSTICS } from '../../../../grammar/common.js';
import { argToken, argTokens } from '../../../facts/args.js';
import { groupsOf, momentOf } from '../../../facts/groups.js';
import { observationsOf } from '../../../facts/observations.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';

/** The observed quantities RunDiagnostics ties to a subbasin (the rest it ties to an HRU). */
const SUBBASIN_LINKED = new Set([
  'HYDROGRAPH',
  'RESERVOIR_STAGE',
  'LAKE_AREA',
  'RESERVOIR_INFLOW',
  'RESERVOIR_NETINFLOW',
  'WATER_LEVEL',
  'STREAM_CONCENTRATION',
  'STREAM_TEMPERATURE',
]);

/**
 * RV260: `:AggregateDiagnostic` of a subbasin quantity restricted to an HRU group. Raven stores the HRU group's
 * number, and CModel::RunDiagnostics / CalculateAggDiagnostic look that number up among the subbasin groups
 * (`_pSBGroups[kk]`): for HYDROGRAPH always (the row's name), for the other subbasin quantities where an
 * observation of that quantity is at a subbasin of the model. Past the last subbasin group the pointer is
 * garbage and Raven crashes (segmentation fault) while writing Diagnostics.csv, after the simulation; below it
 * Raven silently aggregates over the subbasin group of that number.
 */
export const aggregateDiagnosticGroup: Rule = {
  code: 'RV260',
  name: 'aggregate-diagnostic-group',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'An `:AggregateDiagnostic` of a subbasin quantity (HYDROGRAPH, RESERVOIR_STAGE …) is not restricted to an HRU group.',
    why: "Raven 4.12 reads the group as an HRU group but, for a subbasin quantity, looks its number up among the subbasin groups when it writes Diagnostics.csv at the end of the run: with fewer subbasin groups than that number it crashes (segmentation fault, exit status 139) after the simulation, leaving Diagnostics.csv cut short; otherwise it aggregates over the subbasin group of the same number, whatever its name (rvkit's own warning: Raven says nothing).",
    fix: 'Drop the group (aggregate over all observations of the quantity), or aggregate an HRU quantity; Raven 4.12 cannot aggregate subbasin observations by group.',
    source:
      'ParseInput.cpp (:AggregateDiagnostic takes an HRU group), StandardOutput.cpp CModel::RunDiagnostics and CModel::CalculateAggDiagnostic (_pSBGroups[kk])',
    example: {
      fileType: 'rvi',
      bad: ':EvaluationMetrics NASH_SUTCLIFFE\n:DefineHRUGroup Forest\n:AggregateDiagnostic AVERAGE HYDROGRAPH Forest',
      good: ':EvaluationMetrics NASH_SUTCLIFFE\n:DefineHRUGroup Forest\n:AggregateDiagnostic AVERAGE HYDROGRAPH',
      model: {
        rvt: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      },
    },
  },
  ownWarning:
    'A subbasin quantity aggregated by an HRU group whose number is also a subbasin group: Raven silently aggregates over that subbasin group.',
  check({ model, report }) {
    const rvi = model.rvi;
    const afterSoil = (name: string) => model.uses('rvi', name).filter((r) => !beforeSoilModel(rvi, r));
    const metrics = afterSoil(':EvaluationMetrics').some((r) =>
      argTokens(r).some((t) => DIAGNOSTICS.includes(t.text.replace(/\[.*$/, ''))),
    );
    const observed = observationsOf(model).filter((s) => s.kept && s.role === 'data');
    // RunDiagnostics returns at once without observations or metrics.
    if (!metrics || observed.length === 0) return;
    const groups = groupsOf(model);
    const subbasinGroups = [...groups.subbasin.keys()];
    for (const ref of afterSoil(':AggregateDiagnostic')) {
      const stat = argToken(ref, 0)?.text ?? '';
      const type = argToken(ref, 1)?.text ?? '';
      const group = argToken(ref, 2);
      if (!group || !['AVERAGE', 'MAXIMUM', 'MINIMUM', 'MEDIAN'].includes(stat)) continue;
      if (!SUBBASIN_LINKED.has(type)) continue;
      // The HRU group's number: its place among the groups the .rvi creates before this line.
      const created = [...groups.hru.values()]
        .map((defs) => defs[0])
        .filter((d) => d.ref.file.fileType === 'rvi' && d.moment < momentOf(ref));
      const kk = created.findIndex((d) => d.name.text === group.text);
      if (kk < 0) continue;
      // Other quantities than HYDROGRAPH reach the lookup only through an observation at a subbasin.
      const reached = type === 'HYDROGRAPH' || observed.some((s) => s.type.text === type && s.subbasinExists);
      if (!reached) continue;
      if (kk >= subbasinGroups.length) {
        report({
          at: group.site,
          message: `:AggregateDiagnostic ${type} by HRU group '${group.text}': Raven 4.12 looks this group's number (${kk + 1}) up among the subbasin groups (${subbasinGroups.length === 0 ? 'there are none' : `there are ${subbasinGroups.length}`}) and crashes (segmentation fault) writing Diagnostics.csv after the simulation; drop the group`,
        });
      } else {
        report({
          at: group.site,
          severity: 'warning',
          own: true,
          message: `:AggregateDiagnostic ${type} by HRU group '${group.text}': Raven 4.12 aggregates over subbasin group '${subbasinGroups[kk]}' instead (the subbasin group of the same number) and says nothing; drop the group`,
        });
      }
    }
  },
};
