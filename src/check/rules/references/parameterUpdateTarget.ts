import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import type { ModelFacts } from '../../../facts/facts.js';
import { networkOf } from '../../../facts/network.js';
import { idKey } from '../../../facts/ravenNumbers.js';
import { lastOf } from '../../../facts/rviFacts.js';
import { liveFileRead } from '../../../facts/runFiles.js';
import type { Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

/** CModel::UpdateParameter: a GAUGE update of a gauge name the model does not have. */
const NO_GAUGE = 'Model#8';
/** CModel::UpdateParameter: a SUBBASIN update of a subbasin ID the model does not have. */
const NO_SUBBASIN = 'Model#9';

/** The ensembles that apply the .rve's parameter distributions to the model (CMonteCarloEnsemble, CDDSEnsemble). */
const SAMPLING = new Set(['ENSEMBLE_MONTECARLO', 'ENSEMBLE_DDS']);

/** A parameter update: its class type (GAUGE, SUBBASIN …) and the gauge name or subbasin ID it names. */
interface Update {
  readonly type: string;
  readonly target: Token;
  readonly where: string;
}

/** The subbasin ID CModel::UpdateParameter reads from a SUBBASIN update's class name (`32` or `SUBBASIN32`). */
function subbasinKey(name: string) {
  return idKey(name.length > 8 && name.startsWith('SUBBASIN') ? name.slice(8) : name);
}

/** The GAUGE and SUBBASIN updates Raven applies: the .rve's parameter distributions, the .rvl's :UpdateParameter. */
function updatesOf(model: ModelFacts): Update[] {
  const out: Update[] = [];
  const mode = lastOf(model.rvi, ':EnsembleMode');
  if (mode && argToken(mode, 1) && SAMPLING.has(argToken(mode, 0)?.text ?? '')) {
    for (const ref of model.uses('rve', ':ParameterDistributions')) {
      for (const row of tableRows(ref.file, ref.command)) {
        const [, type, target] = row.tokens;
        // Raven stops on a row of fewer than 7 words.
        if (type && target && row.tokens.length >= 7) {
          out.push({ type: type.text, target, where: 'a :ParameterDistributions row of the .rve' });
        }
      }
    }
  }
  if (liveFileRead(model.rvi)) {
    for (const ref of model.commands('rvl')) {
      if (commandName(ref.command) !== ':UpdateParameter') continue;
      const type = argToken(ref, 0);
      const target = argToken(ref, 2);
      if (type && target && argToken(ref, 3)) {
        out.push({ type: type.text, target, where: 'an :UpdateParameter of the live file' });
      }
    }
  }
  return out;
}

/**
 * RV245: a parameter update (a Monte Carlo or DDS ensemble's :ParameterDistributions, the live file's
 * :UpdateParameter) names a gauge or a subbasin the model does not have: CModel::UpdateParameter warns and
 * changes nothing.
 */
export const parameterUpdateTarget: Rule = {
  code: 'RV245',
  name: 'parameter-update-target',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'A GAUGE parameter update (:ParameterDistributions in the .rve, :UpdateParameter in the .rvl) names a gauge of the .rvt, and a SUBBASIN update a subbasin ID of the .rvh (`32` or `SUBBASIN32`).',
    why: 'Raven applies each update through CModel::UpdateParameter: a gauge is looked up by its exact name (an unnamed :Gauge is Gauge1, Gauge2 … in order), a subbasin by its ID. One it does not find it warns about ("CModel::UpdateParameter: Unrecognized/invalid gauge ID (G2) in input", "… invalid subbasin ID (99) in input") and changes nothing: every member of the ensemble, or the run after the live file is read, keeps the value of the input files.',
    fix: 'Name the gauge as the .rvt does (`:Gauge <name>`) and the subbasin by its ID in :SubBasins.',
    source:
      'Model.cpp CModel::UpdateParameter, GetGaugeIndexFromName; ModelEnsemble.cpp CMonteCarloEnsemble::UpdateModel; DDS.cpp; ParseLiveFile.cpp (:UpdateParameter)',
    example: {
      fileType: 'rve',
      bad: ':ParameterDistributions\n  TIME_CONC SUBBASIN 2 1.0 DIST_UNIFORM 0.5 2.0\n:EndParameterDistributions',
      good: ':ParameterDistributions\n  TIME_CONC SUBBASIN 1 1.0 DIST_UNIFORM 0.5 2.0\n:EndParameterDistributions',
      model: { rvi: ':EnsembleMode ENSEMBLE_MONTECARLO 2' },
    },
  },
  ravenWarnings: [NO_GAUGE, NO_SUBBASIN],
  check({ model, report }) {
    const updates = updatesOf(model);
    if (updates.length === 0) return;
    const gauges = new Set(model.rvt.gauges.map((g) => g.ravenName));
    const network = networkOf(model);
    for (const { type, target, where } of updates) {
      if (type === 'GAUGE' && !gauges.has(target.text)) {
        report({
          at: target.site,
          ravenWarning: NO_GAUGE,
          message: `${where} names gauge ${target.text}, which the .rvt does not define: Raven warns ("${ravenWords(NO_GAUGE, target.text)}") and changes nothing`,
        });
      } else if (type === 'SUBBASIN') {
        const key = subbasinKey(target.text);
        if (network.subbasinById.has(key)) continue;
        report({
          at: target.site,
          ravenWarning: NO_SUBBASIN,
          message: `${where} names subbasin ${target.text}, which the .rvh does not define: Raven warns ("${ravenWords(NO_SUBBASIN, String(key))}") and changes nothing`,
        });
      }
    }
  },
};
