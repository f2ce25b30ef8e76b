/**
 * A fixed-column table (:HRUs, :SubBasins) changed in place by a program (`config.hrus.root[i].area = x`)
 * printed by patching only its changed rows. The element hashes the fingerprint keeps for a long list, as
 * they were when the value was loaded and as they are now, tell which records changed; each changed record's
 * row gets its new words where they differ from what the source row reads as (`fixedRowWords`), so its other
 * cells keep their text, and every other line is the source text. A table of 10,000 rows with one changed
 * costs one row's reading and printing, not the table's encoding and a reading of the loaded table.
 */
import type { Command } from '../ast/nodes.js';
import { fingerprintWith, lastElementHashes } from '../models/modelClass/fingerprint.js';
import { fixedRowWords } from '../models/shapes/fixedTable.js';
import { scanRows } from '../parser/rows.js';
import { printItem, printLine } from '../printer/print.js';
import { patchRow } from '../printer/reprint.js';

/**
 * The text of `node` with the changed rows of `value` patched, given the records' element hashes kept before
 * the value was fingerprinted again (`loadedHashes`) and its fingerprint when loaded; undefined where that
 * cannot be told (the hashes are not the loaded ones, rows were added or removed, a row's words do not line
 * up with its cells): the caller prints the whole command against its node.
 */
export function reprintChangedRows(
  node: Command,
  value: object,
  records: readonly { rowWords(): string[] }[],
  loadedHashes: Int32Array,
  loadedPrint: string,
): string | undefined {
  const now = lastElementHashes(records);
  if (!now || now === loadedHashes || now.length !== loadedHashes.length || node.continuation)
    return undefined;
  // The hashes kept before must be those of the rows as loaded; the current ones are kept as the list's own.
  const loaded = fingerprintWith(value, new Map([[records, loadedHashes]])) === loadedPrint;
  fingerprintWith(value, new Map([[records, now]]));
  if (!loaded) return undefined;
  let out = printLine(node.line);
  let base = 0;
  // A changed record whose hash some loaded row had is a row moved (one removed and one added keep the length):
  // patching by place would rewrite every row after it, so the whole printing, which follows records, takes it.
  let loadedFirst: Set<number> | undefined;
  const moved = (i: number) => {
    loadedFirst ??= new Set(loadedHashes.filter((_, k) => k % 2 === 0));
    return loadedFirst.has(now[i]);
  };
  for (const item of node.body ?? []) {
    if (item.kind !== 'rows') {
      out += printItem(item);
      continue;
    }
    const table = scanRows(item);
    let from = 0;
    for (let r = 0; r < table.rowCount; r++) {
      // Every row is a record (as `readFixedRows` reads them), else the records do not line up with rows.
      if (table.firstField[r + 1] === table.firstField[r] || base + r >= records.length) return undefined;
      const i = 2 * (base + r);
      if (now[i] === loadedHashes[i] && now[i + 1] === loadedHashes[i + 1]) continue;
      if (moved(i)) return undefined;
      // A record a program replaced by something else than a row of the table is left to the whole printing.
      const record = records[base + r] as Partial<(typeof records)[number]> | null;
      if (typeof record?.rowWords !== 'function') return undefined;
      const source = fixedRowWords(value, table, r);
      const words = record.rowWords();
      const size = table.firstField[r + 1] - table.firstField[r];
      if (!source || source.length !== words.length || words.length !== size) return undefined;
      // A cell the program did not change keeps its source text (patchRow keeps a word meaning the same).
      const first = table.firstField[r];
      const patched = words.map((w, j) =>
        w === source[j] ? table.text.slice(table.fieldStart[first + j], table.fieldEnd[first + j]) : w,
      );
      out += table.text.slice(from, table.lineStart[r]) + patchRow(table, r, patched);
      from = table.lineStart[r + 1];
    }
    out += table.text.slice(from);
    base += table.rowCount;
  }
  if (base !== records.length) return undefined;
  return node.end ? out + printLine(node.end) : out;
}
