import { commandName } from '../../../ast/nodes.js';
import { isStateVariable } from '../../../models/options/states.js';
import { argToken } from '../../../facts/args.js';
import { groupsOf } from '../../../facts/groups.js';
import { networkOf } from '../../../facts/network.js';
import { atof, atoll, idKey } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import type { Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule, RuleSeverity } from '../../rule.js';
import { QUIET_SUBBASIN_OBSERVATIONS, SUBBASIN_OBSERVATIONS, childRefs } from './idReferences.js';

const STATE_TABLES = new Set([
  ':HRUStateVariableTable',
  ':InitialConcentrationTable',
  ':InitialTemperatureTable',
]);
const OBSERVATIONS = new Set([
  ':ObservationData',
  ':ObservationWeights',
  ':IrregularObservations',
  ':IrregularWeights',
]);

/** RV210: a command names an HRU ID that the .rvh does not define (where Raven needs it). */
export const hruId: Rule = {
  code: 'RV210',
  name: 'hru-id',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      "Every HRU ID a command names (:SubBasinProperties REACH_HRU_ID, observations of an HRU state, :HRUGroup members, .rvc state tables, :SpecifyGaugeForHRU, a reservoir's :HRUID …) is an HRU of the .rvh.",
    why: "Raven stops on an unknown HRU in a REACH_HRU_ID, in an HRU range of more than 10,000 IDs, and (at the first time step) in observations of an HRU state variable such as SNOW. Elsewhere it warns and ignores the entry (.rvc tables, :HRUGroup members, :SpecifyGaugeForHRU, :HRUFlowLengths) or silently drops the link (a reservoir's :HRUID). In the .rvh an HRU must be defined above the command. IDs are compared as integers.",
    fix: 'Correct the ID, or add the HRU; tables written for another version of the model (weights, initial conditions) must be regenerated when HRUs change.',
    source:
      'ParseTimeSeriesFile.cpp :SpecifyGaugeForHRU; ParseHRUFile.cpp :HRUGroup, :SubBasinProperties, :Reservoir, :HRUFlowLengths; ParseInitialConditionFile.cpp :HRUStateVariableTable; Model.cpp UpdateDiagnostics',
    example: {
      fileType: 'rvc',
      bad: ':HRUStateVariableTable\n  :Attributes, SOIL[0]\n  :Units, mm\n  17, 120.0\n:EndHRUStateVariableTable',
      good: ':HRUStateVariableTable\n  :Attributes, SOIL[0]\n  :Units, mm\n  1, 120.0\n:EndHRUStateVariableTable',
    },
  },
  ravenWarnings: [
    'ParseInitialConditionFile#9',
    'ParseHRUFile#2',
    'ParseHRUFile#3',
    'ParseHRUFile#20',
    'ParseTimeSeriesFile#41',
  ],
  check({ model, report }) {
    const network = networkOf(model);
    const groups = groupsOf(model);
    const aliases = [...model.rvi.aliases.keys()];
    /** Reports `t` unless it names an HRU (in the .rvh: one defined above `ref`). */
    const need = (
      t: Token | undefined,
      ref: CommandRef,
      severity: RuleSeverity,
      consequence: string,
      ravenWarning?: string,
    ) => {
      if (!t) return;
      const hru = network.hruById.get(idKey(t.text));
      if (hru && (ref.file.fileType !== 'rvh' || hru.row.ref.index < ref.index)) return;
      report({
        at: t.site,
        severity,
        ...(ravenWarning && { ravenWarning }),
        message: `${commandName(ref.command)}: HRU ${t.text} is not defined${hru ? ' above this command' : ''}: ${consequence}`,
      });
    };
    for (const ref of model.commands('rvh')) {
      const name = commandName(ref.command);
      if (name === ':HRUGroup') hruGroupMembers(ref);
      else if (name === ':Reservoir') {
        for (const child of childRefs(ref, new Set([':HRUID']))) {
          need(
            argToken(child, 0),
            ref,
            'warning',
            'Raven does not link the reservoir to an HRU; correct the ID',
          );
        }
      } else if (name === ':HRUFlowLengths') {
        for (const row of tableRows(ref.file, ref.command))
          need(row.tokens[0], ref, 'warning', 'Raven ignores the row', 'ParseHRUFile#20');
      } else if (name === ':SubBasinProperties') reachHruIds(ref);
    }
    for (const ref of model.commands('rvt')) {
      const name = ref.command.spec?.name ?? commandName(ref.command);
      // The HRUs of :GridWeights are grid-weights' (RV416), which reads its rows without a token per cell.
      if (name === ':SpecifyGaugeForHRU') {
        need(
          argToken(ref, 0),
          ref,
          'warning',
          'Raven ignores the command; correct the ID',
          'ParseTimeSeriesFile#41',
        );
      } else if (OBSERVATIONS.has(name)) {
        const type = argToken(ref, 0)?.text ?? '';
        if (SUBBASIN_OBSERVATIONS.has(type) || QUIET_SUBBASIN_OBSERVATIONS.has(type)) continue;
        if (!isStateVariable(type, aliases) || type === 'STREAMFLOW' || type === 'RESERVOIR_STAGE') continue;
        need(
          argToken(ref, 1),
          ref,
          'error',
          `observations of ${type} belong to an HRU, and Raven stops at the first time step; correct the ID`,
        );
      }
    }
    for (const ref of model.commands('rvc')) {
      const table = commandName(ref.command);
      if (!STATE_TABLES.has(table)) continue;
      for (const row of tableRows(ref.file, ref.command)) {
        const t = row.tokens[0];
        if (groups.hru.has(t.text)) continue; // a row may set a whole HRU group
        need(
          t,
          ref,
          'warning',
          'Raven ignores the row; an .rvc from another version of the model may list HRUs this one no longer has',
          table === ':HRUStateVariableTable' ? 'ParseInitialConditionFile#9' : undefined,
        );
      }
    }

    function hruGroupMembers(ref: CommandRef): void {
      for (const row of tableRows(ref.file, ref.command)) {
        for (const t of row.tokens) {
          const dash = t.text.lastIndexOf('-');
          if (dash <= 0) {
            need(t, ref, 'warning', 'Raven leaves it out of the group', 'ParseHRUFile#2');
            continue;
          }
          // A range first-last (Raven splits at the last '-').
          const from = BigInt(atoll(t.text.slice(0, dash)));
          const to = BigInt(atoll(t.text.slice(dash + 1)));
          if (to - from > 10000n) {
            report({
              at: t.site,
              message: `:HRUGroup: the range ${t.text} spans more than 10,000 IDs, and Raven stops`,
            });
            continue;
          }
          let gaps = false;
          for (let id = from; id <= to; id++) {
            const hru = network.hruById.get(idKey(id.toString()));
            if (!hru || hru.row.ref.index > ref.index) gaps = true;
          }
          if (gaps) {
            report({
              at: t.site,
              severity: 'warning',
              ravenWarning: 'ParseHRUFile#3',
              message: `:HRUGroup: the range ${t.text} has IDs that are not HRUs; Raven adds only those that are`,
            });
          }
        }
      }
    }

    function reachHruIds(ref: CommandRef): void {
      const header = ref.command.body?.find(
        (i) => i.kind === 'command' && i.line.words[0].text === ':Parameters',
      );
      if (!header || header.kind !== 'command') return;
      const column = header.line.words.findIndex((w) => w.text === 'REACH_HRU_ID');
      if (column < 1) return;
      for (const row of tableRows(ref.file, ref.command)) {
        const sb = network.subbasinById.get(idKey(row.tokens[0].text));
        const cell = row.tokens[column];
        if (!sb || sb.row.ref.index > ref.index || !cell) continue; // Raven skips rows of unknown subbasins
        const v = atof(cell.text);
        const id = Number.isFinite(v) ? BigInt(Math.trunc(v)).toString() : '';
        const hru = id === '' ? undefined : network.hruById.get(idKey(id));
        if (hru && hru.row.ref.index < ref.index) continue;
        report({
          at: cell.site,
          message: `:SubBasinProperties: REACH_HRU_ID ${cell.text} of subbasin ${row.tokens[0].text} is not an HRU defined above (Raven: "invalid REACH_HRU_ID"): give the ID of the HRU of the reach`,
        });
      }
    }
  },
};
