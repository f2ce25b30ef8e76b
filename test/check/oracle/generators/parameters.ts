/** A column of a parameter table removed (its :Parameters and :Units entries and the value of every row). */
import type { Site } from '../../../../src/check/model/site.js';
import type { ProjectFile } from '../../../../src/project/project.js';
import { atSite, relPath, type Generator, type Mutation } from '../mutation.js';

/** Removes the `col`-th word of several lines of one file, with the separator before it. */
function removeWords(file: ProjectFile, sites: readonly Site[]) {
  const sorted = [...sites].sort((a, b) => b.offset - a.offset);
  return (t: string): string => {
    for (const s of sorted) {
      let start = s.offset;
      while (start > 0 && (t[start - 1] === ' ' || t[start - 1] === '\t' || t[start - 1] === ',')) start--;
      t = t.slice(0, start) + t.slice(s.offset + s.length);
    }
    return t;
  };
}

/** A parameter column removed from a parameter table. */
export const parameterColumn: Generator = {
  kinds: ['parameter-column'],
  generate(fx) {
    const out: Mutation[] = [];
    const columns = fx.facts.rvp.parameterTables.flatMap((table) =>
      table.columns.map((c, i) => ({ table, column: c, i })),
    );
    for (const { table, column, i } of fx.rng.sample(columns, 4)) {
      const file = table.ref.file;
      const units = table.ref.command.body?.find(
        (x) => x.kind === 'command' && x.line.words[0].text === ':Units',
      );
      const sites: Site[] = [column.site];
      if (units?.kind === 'command' && units.line.words[i + 1]) {
        const w = units.line.words[i + 1];
        sites.push({ file, offset: w.offset, length: w.text.length });
      }
      for (const row of table.rows) if (row.values[i]) sites.push(row.values[i].site);
      if (sites.some((s) => s.file !== file)) continue;
      out.push({
        kind: 'parameter-column',
        label: `${table.ref.command.line.words[0].text} column ${column.text} removed`,
        edits: [{ file: relPath(fx, file), edit: removeWords(file, sites) }],
        at: atSite(fx, column.site),
      });
    }
    return out;
  },
};

/** The generators of this family. */
export const PARAMETER_GENERATORS: readonly Generator[] = [parameterColumn];
