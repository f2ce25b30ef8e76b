import { commandName } from '../../../ast/nodes.js';
import { argToken, argTokens } from '../../../facts/args.js';
import { knownIds, networkOf } from '../../../facts/network.js';
import { idKey, isNegativeKey } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import type { Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule, RuleSeverity } from '../../rule.js';
import { MISSING_SUBBASIN_WARNINGS, missingSubbasinWarning } from '../../../facts/observations.js';
import { QUIET_SUBBASIN_OBSERVATIONS, SUBBASIN_OBSERVATIONS, childRefs } from './idReferences.js';

/** Raven's warning for :SubBasinProperties of a subbasin it does not have (ParseHRUPropsFile). */
const SUBBASIN_PROPERTIES_WARNING = 'ParseHRUFile#1';

/** Raven's warning for a :BasinInitialConditions row of a subbasin it does not have (ParseInitialConditionsFile). */
const BASIN_INITIAL_WARNING = 'ParseInitialConditionFile#1';

/** RV211: a command names a subbasin ID that the .rvh does not define (where Raven needs it). */
export const subbasinId: Rule = {
  code: 'RV211',
  name: 'subbasin-id',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'Every subbasin ID a command names (:Reservoir :SubBasinID, :SubBasinProperties, :SubBasinGroup, .rvt observations (series, diversions and assimilation: series-subbasin, RV270), .rvc :BasinIndex, :InitialReservoirFlow …) is a subbasin of the .rvh.',
    why: 'Raven stops on some unknown subbasin IDs ("Bad Sub-basin index in :Reservoir command", "bad basin index in .rvc file", "Invalid subbasin ID in :UnusableFlowPercentage command", :PopulateSubBasinGroup … DOWNSTREAM_OF) and warns and ignores the command for others (observations, inflow hydrographs, reservoir time series, :SubBasinProperties rows, initial flows), so the data silently does nothing. In the .rvh a subbasin must be defined above the command. IDs are compared as integers.',
    fix: 'Correct the ID, or add the subbasin; an .rvc written by another model version may list subbasins this model no longer has.',
    source:
      'ParseHRUFile.cpp (:Reservoir, :SubBasinProperties, :SubBasinGroup, :PopulateSubBasinGroup); ParseTimeSeriesFile.cpp; ParseInitialConditionFile.cpp',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData HYDROGRAPH 12 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.2 1.3 1.1\n:EndObservationData',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.2 1.3 1.1\n:EndObservationData',
    },
  },
  ravenWarnings: [...MISSING_SUBBASIN_WARNINGS, SUBBASIN_PROPERTIES_WARNING, BASIN_INITIAL_WARNING],
  check({ model, report }) {
    const network = networkOf(model);
    /** Reports `t` unless it names a subbasin (in the .rvh: one defined above `ref`). */
    const need = (
      t: Token | undefined,
      ref: CommandRef,
      severity: RuleSeverity,
      consequence: string,
      ravenWarning?: string,
    ) => {
      if (!t) return;
      const key = idKey(t.text);
      const sb = isNegativeKey(key) ? undefined : network.subbasinById.get(key);
      if (sb && (ref.file.fileType !== 'rvh' || sb.row.ref.index < ref.index)) return;
      const when = sb ? ' above this command' : '';
      report({
        at: t.site,
        severity,
        message: `${commandName(ref.command)}: subbasin ${t.text} is not defined${when}${sb ? '' : knownIds(network)}: ${consequence}`,
        ...(ravenWarning !== undefined && { ravenWarning }),
      });
    };
    const stop = 'Raven stops; correct the ID';
    const ignored = 'Raven ignores it; correct the ID';
    for (const ref of model.commands('rvh')) {
      const name = commandName(ref.command);
      if (name === ':Reservoir') {
        for (const child of childRefs(ref, new Set([':SubBasinID'])))
          need(argToken(child, 0), ref, 'error', stop);
      } else if (name === ':SubBasinProperties') {
        for (const row of tableRows(ref.file, ref.command))
          need(row.tokens[0], ref, 'warning', ignored, SUBBASIN_PROPERTIES_WARNING);
      } else if (name === ':SubBasinGroup') {
        for (const row of tableRows(ref.file, ref.command)) {
          for (const t of row.tokens)
            need(t, ref, 'warning', 'Raven leaves it out of the group; correct the ID');
        }
      } else if (name === ':PopulateSubBasinGroup') {
        const a = argTokens(ref);
        if (a[2]?.text !== 'SUBBASINS') continue;
        if (a[3]?.text === 'DOWNSTREAM_OF') need(a[4], ref, 'error', stop);
        else if (a[3]?.text?.includes('UPSTREAM_OF'))
          need(a[4], ref, 'warning', 'the group gets no subbasin from it');
      }
    }
    for (const ref of model.commands('rvt')) {
      const name = ref.command.spec?.name ?? commandName(ref.command);
      const a = argTokens(ref);
      if (name === ':ObservationData' || name === ':ObservationWeights') {
        const type = a[0]?.text ?? '';
        if (SUBBASIN_OBSERVATIONS.has(type)) {
          const role = name === ':ObservationData' ? 'data' : 'weights';
          const warning = missingSubbasinWarning(role, type);
          need(a[1], ref, 'warning', 'Raven ignores these observations; correct the ID', warning);
        } else if (QUIET_SUBBASIN_OBSERVATIONS.has(type)) {
          need(a[1], ref, 'warning', 'Raven leaves the modelled values blank; correct the ID');
        }
      } else if (name === ':UnusableFlowPercentage') {
        if (a.length >= 2) need(a[0], ref, 'error', stop);
      }
      // The series, diversion and assimilation commands of a subbasin are series-subbasin's (RV270).
    }
    for (const ref of model.commands('rvc')) {
      const name = commandName(ref.command);
      if (name === ':BasinStateVariables' || name === ':BasinTransportVariables') {
        for (const child of childRefs(ref, new Set([':BasinIndex']))) {
          need(
            argToken(child, 0),
            ref,
            'error',
            'Raven stops ("bad basin index in .rvc file"); correct or delete the entry',
          );
        }
      } else if (name === ':InitialReservoirFlow' || name === ':InitialReservoirStage') {
        need(argToken(ref, 0), ref, 'error', stop);
      } else if (name === ':BasinInitialConditions') {
        for (const row of tableRows(ref.file, ref.command)) {
          const t = row.tokens[0];
          const words = `Subbasin ${idKey(t.text)} not in model, cannot set initial conditions`;
          need(t, ref, 'warning', `Raven warns ("${words}"); correct the ID`, BASIN_INITIAL_WARNING);
        }
      }
    }
  },
};
