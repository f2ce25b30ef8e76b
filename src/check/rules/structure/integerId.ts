import { networkOf } from '../../../facts/network.js';
import { NamedRow } from '../../../facts/namedRow.js';
import type { Token } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** RV111: a subbasin or HRU ID that is not a whole number. */
export const integerId: Rule = {
  code: 'RV111',
  name: 'integer-id',
  category: 'structure',
  severity: 'error',
  docs: {
    summary: 'Subbasin IDs, HRU IDs and the subbasin ID of each HRU are whole numbers.',
    why: 'Raven identifies subbasins and HRUs by integer ID and stops when an ID in :SubBasins or :HRUs is not one ("must be unique integer or long integer"); a name or a decimal there is a typing mistake or a shifted column.',
    fix: 'Write the ID as a whole number (a name belongs in the NAME column of :SubBasins); check that no column is missing before it.',
    source: 'ParseHRUFile.cpp, ParseHRUPropsFile (:SubBasins, :HRUs)',
    example: {
      fileType: 'rvh',
      bad: ':SubBasins\n  upper, 1, -1, CHANNEL, 3.2, 1\n:EndSubBasins',
      good: ':SubBasins\n  1, upper, -1, CHANNEL, 3.2, 1\n:EndSubBasins',
    },
  },
  check({ model, report }) {
    const { subbasins, hrus } = networkOf(model);
    // Cells are tested in place; a token is made only for a cell reported.
    const notWhole = (ok: boolean, token: () => Token | undefined, what: () => string) => {
      if (ok) return;
      const t = token();
      if (t) report({ at: t.site, message: `${what()} '${t.text}' is not a whole number` });
    };
    const idLong = (row: NamedRow, column: string) =>
      row.has(column) ? row.isLong(column) : row.size === 0 || row.isLongAt(0);
    for (const sb of subbasins)
      notWhole(
        idLong(sb.row, 'subbasin_id'),
        () => sb.id,
        () => `${sb.conduit ? 'conduit' : 'subbasin'} ID`,
      );
    // The HRU columns are read in one pass each (10,000 HRUs).
    const rows = model.rvh.hrus;
    const ids = NamedRow.wholeNumbers(rows, 'hru_id');
    const subbasinIds = NamedRow.wholeNumbers(rows, 'subbasin_id');
    for (let r = 0; r < hrus.length; r++) {
      const hru = hrus[r];
      notWhole(
        ids[r] === 1 || (ids[r] === -1 && (hru.row.size === 0 || hru.row.isLongAt(0))),
        () => hru.id,
        () => 'HRU ID',
      );
      notWhole(
        subbasinIds[r] !== 0,
        () => hru.subbasin,
        () => `the subbasin ID of HRU ${hru.idText}`,
      );
    }
  },
};
