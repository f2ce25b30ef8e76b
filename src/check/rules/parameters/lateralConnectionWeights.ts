import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { networkOf } from '../../../facts/network.js';
import { atof, idKey, type IdKey } from '../../../facts/ravenNumbers.js';
import type { Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

const WARNING = warningIn('ParseHRUPropsFile', 'lateral connection weights that do not sum to 1.0');
/** Raven's tolerance on a sum of weights (CLatConnect::CheckConnectionWeights). */
const TOLERANCE = 0.0001;

/**
 * RV351: the weights of `:LateralConnections` rows (`source HRU, recipient HRU, weight`), summed by source HRU as
 * CLatConnect::CheckConnectionWeights sums them once the block is read: a sum more than 0.0001 from 1 makes Raven
 * warn (once for the block). Each source HRU is looked up by ID there, and an ID the model lacks crashes Raven (a
 * NULL HRU): an error. Kept to blocks below the `:HRUs` table, in a model that disables no HRU or subbasin.
 */
export const lateralConnectionWeights: Rule = {
  code: 'RV351',
  name: 'lateral-connection-weights',
  category: 'parameters',
  severity: 'warning',
  docs: {
    summary:
      'In `:LateralConnections`, the weights out of each source HRU add up to 1, and every source HRU exists.',
    why: 'Each row moves a fraction (the weight) of what leaves the source HRU to the recipient. Raven adds the weights of each source HRU when it has read the block and warns where a sum is not 1 ("Some HRUs have lateral connection weights that do not sum to 1.0. This may lead to mass balance errors."): water is lost or made. It looks each source HRU up by its ID to do so, and an ID the model does not have crashes it (segmentation fault).',
    fix: 'Make the weights of each source HRU add up to 1 (and correct source IDs the :HRUs table does not have).',
    source:
      'ParseHRUFile.cpp ParseHRUPropsFile (:LateralConnections); LatConnect.cpp CLatConnect::CheckConnectionWeights',
    example: {
      fileType: 'rvh',
      bad: ':LateralConnections SNOW_REDISTRIBUTE\n  1, 1, 0.6\n:EndLateralConnections',
      good: ':LateralConnections SNOW_REDISTRIBUTE\n  1, 1, 1.0\n:EndLateralConnections',
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    if (model.uses('rvh', ':DisableHRUGroup').length + model.uses('rvh', ':DisableSubBasinGroup').length > 0)
      return;
    const network = networkOf(model);
    const hrusAt = model.uses('rvh', ':HRUs')[0]?.index;
    for (const ref of model.uses('rvh', ':LateralConnections')) {
      // Raven reads the block only with its process word; it knows only the HRUs read above it.
      if (ref.command.line.words.length < 2 || hrusAt === undefined || hrusAt > ref.index) continue;
      const rows = tableRows(ref.file, ref.command);
      // A short row is read with words of the line before (ImproperFormat): not predicted.
      if (rows.some((r) => r.tokens.length < 3)) continue;
      const sums = new Map<IdKey, { first: Token; sum: number }>();
      let crashed = false;
      for (const row of rows) {
        const source = row.tokens[0];
        const key = idKey(source.text);
        if (!network.hruById.get(key)) {
          report({
            at: source.site,
            severity: 'error',
            ravenWarning: null,
            message: `:LateralConnections: the model has no HRU ${source.text}: Raven looks the source HRU up by ID to add its weights and crashes (segmentation fault)`,
          });
          crashed = true;
          break;
        }
        const entry = sums.get(key) ?? { first: source, sum: 0 };
        entry.sum += atof(row.tokens[2].text);
        sums.set(key, entry);
      }
      if (crashed) continue;
      const off = [...sums.values()].filter((e) => Math.abs(e.sum - 1.0) > TOLERANCE);
      if (off.length === 0) continue;
      const list = off.map((e) => `${e.first.text} (${Number(e.sum.toPrecision(6))})`).join(', ');
      report({
        at: off[0].first.site,
        ravenWarning: WARNING.id,
        message: `:LateralConnections: the weights out of HRU ${list} do not add up to 1: Raven warns ("${WARNING.message}")`,
      });
    }
  },
};
