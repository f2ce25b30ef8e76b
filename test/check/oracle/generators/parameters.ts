/**
 * Mistakes in the .rvp's parameters: a column, a [DEFAULT] row or a class row removed from a parameter list,
 * a value pushed outside Raven's limits, a parameter name misspelt, _AUTO where Raven cannot compute, a row
 * naming a class that does not exist (or in another case), a row or a class-table row one value short, a
 * global parameter line removed, a :Units line removed.
 */
import { VALUE_LIMITS } from '../../../../grammar/parameters/index.js';
import type { ValueLimit } from '../../../../grammar/parameters/index.js';
import { argToken, nameToken } from '../../../../src/facts/args.js';
import { lineOf, type Site, type Token } from '../../../../src/facts/site.js';
import {
  parameterReading,
  type ListReading,
  type ListRow,
} from '../../../../src/check/parameters/rvpReading.js';
import type { ProjectFile } from '../../../../src/project/project.js';
import {
  atSite,
  deleteLineAt,
  insertLineBefore,
  relPath,
  replaceSite,
  type Fixture,
  type Generator,
  type Mutation,
} from '../mutation.js';
import { misspell } from './misspell.js';

/** Removes several words of one file, each with the separators before it. */
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

/** The parameter lists (not the twelve-month tables) and their rows Raven reads. */
function lists(fx: Fixture): ListReading[] {
  return parameterReading(fx.facts).lists.filter((l) => !l.seasonal);
}

const readRows = (list: ListReading): ListRow[] => list.rows.filter((r) => r.fate === 'read');
const isDefault = (row: ListRow) => row.name.text === '[DEFAULT]';

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

/** A row removed from a parameter list: where the missing value belongs is the list's :Parameters line. */
function rowRemoved(fx: Fixture, kind: string, pick: (row: ListRow) => boolean, n: number): Mutation[] {
  const rows = lists(fx).flatMap((list) =>
    readRows(list)
      .filter(pick)
      .map((row) => ({ list, row })),
  );
  return fx.rng.sample(rows, n).map(({ list, row }) => ({
    kind,
    label: `${list.ref.command.line.words[0].text} row ${row.name.text} removed`,
    edits: [deleteLineAt(fx, row.name.site.file, row.name.site.offset)],
    at: atSite(fx, list.header.site),
  }));
}

/** The [DEFAULT] row of a parameter list removed. */
export const parameterDefaultRow: Generator = {
  kinds: ['parameter-default-row'],
  generate: (fx) => rowRemoved(fx, 'parameter-default-row', isDefault, 2),
};

/** A class's row removed from a parameter list. */
export const parameterClassRow: Generator = {
  kinds: ['parameter-class-row'],
  generate: (fx) => rowRemoved(fx, 'parameter-class-row', (r) => !isDefault(r), 3),
};

/** A value outside a limit, as a modeller writes it: a percentage for a fraction, a negative fraction. */
function outside(limit: ValueLimit, written: string, pick: number): string | undefined {
  if (limit.notEqual !== undefined) return String(limit.notEqual);
  if (limit.max !== undefined && (pick === 0 || limit.min === undefined)) {
    const v = Number.parseFloat(written);
    // A fraction written as a percentage, or just above the bound.
    return Number.isFinite(v) && v > 0 && v * 100 > limit.max
      ? String(Number((v * 100).toPrecision(4)))
      : '1.2';
  }
  return limit.min !== undefined ? String(limit.min - 0.1) : undefined;
}

/** A limited parameter's value pushed outside its limit (in a parameter list or a class table). */
export const parameterValueLimit: Generator = {
  kinds: ['parameter-value-limit'],
  generate(fx) {
    const reading = parameterReading(fx.facts);
    const cells: { token: Token; limit: ValueLimit; label: string }[] = [];
    for (const list of lists(fx)) {
      list.columns.forEach((column, j) => {
        for (const limit of VALUE_LIMITS.filter(
          (l) => l.classType === list.kind && l.name === column.field,
        )) {
          for (const row of readRows(list)) {
            const token = row.values[j];
            if (token) cells.push({ token, limit, label: `${column.token.text} of ${row.name.text}` });
          }
        }
      });
    }
    for (const kind of ['soil', 'landuse', 'vegetation'] as const) {
      for (const cls of reading.classes[kind]) {
        for (const [field, source] of cls.values) {
          if (!source.token || source.list) continue;
          for (const limit of VALUE_LIMITS.filter((l) => l.classType === kind && l.name === field)) {
            cells.push({ token: source.token, limit, label: `${field} of class ${cls.name.text}` });
          }
        }
      }
    }
    // The parameters that set a unit hydrograph's duration, which must be above zero (Convolution.cpp).
    const durations = lists(fx).flatMap((list) =>
      list.columns.flatMap((c, j) =>
        c.field && /^(GR4J_X4|GAMMA_SHAPE2?|GAMMA_SCALE2?)$/.test(c.field)
          ? readRows(list).flatMap((row) =>
              row.values[j] ? [{ token: row.values[j], label: `${c.token.text} of ${row.name.text}` }] : [],
            )
          : [],
      ),
    );
    const zeroed = fx.rng.sample(durations, 2).map(({ token, label }, i) => {
      const text = i === 0 ? '0' : `-${token.text}`;
      return {
        kind: 'parameter-value-limit',
        label: `${label} ${token.text} -> ${text}`,
        edits: [replaceSite(fx, token.site, text)],
        at: atSite(fx, token.site),
      };
    });
    return [
      ...zeroed,
      ...fx.rng.sample(cells, 4).flatMap(({ token, limit, label }) => {
        const text = outside(limit, token.text, fx.rng.int(2));
        if (text === undefined) return [];
        return [
          {
            kind: 'parameter-value-limit',
            label: `${label} ${token.text} -> ${text}`,
            edits: [replaceSite(fx, token.site, text)],
            at: atSite(fx, token.site),
          },
        ];
      }),
    ];
  },
};

/** A parameter name misspelt in a :Parameters line. */
export const parameterName: Generator = {
  kinds: ['parameter-name'],
  generate(fx) {
    const columns = lists(fx).flatMap((list) => list.columns.map((c) => ({ list, token: c.token })));
    return fx.rng.sample(columns, 3).map(({ list, token }) => {
      // A case change is no mistake for Raven (it upper-cases names): always change a letter.
      let text = misspell(token.text, fx.rng, new Set([token.text]));
      if (text.toUpperCase() === token.text.toUpperCase()) text = `${token.text}S`;
      return {
        kind: 'parameter-name',
        label: `${list.ref.command.line.words[0].text} :Parameters ${token.text} -> ${text}`,
        edits: [replaceSite(fx, token.site, text)],
        at: atSite(fx, list.header.site),
      };
    });
  },
};

/** A value replaced by _AUTO (harmless for the parameters Raven computes, fatal for the others). */
export const parameterAuto: Generator = {
  kinds: ['parameter-auto'],
  generate(fx) {
    const cells = lists(fx).flatMap((list) =>
      readRows(list).flatMap((row) =>
        list.columns.flatMap((c, j) =>
          c.field && row.values[j] && row.values[j].text !== '_AUTO'
            ? [{ token: row.values[j], label: `${c.token.text} of ${row.name.text}` }]
            : [],
        ),
      ),
    );
    return fx.rng.sample(cells, 4).map(({ token, label }) => ({
      kind: 'parameter-auto',
      label: `${label} ${token.text} -> _AUTO`,
      edits: [replaceSite(fx, token.site, '_AUTO')],
      at: atSite(fx, token.site),
    }));
  },
};

/**
 * A value given through a :ValueAlias: one standing for _AUTO (fatal where Raven cannot compute), or one
 * defined only at the end of the file (Raven then reads the alias name as 0).
 */
export const parameterAlias: Generator = {
  kinds: ['parameter-alias'],
  generate(fx) {
    const cells = lists(fx).flatMap((list) =>
      readRows(list).flatMap((row) =>
        list.columns.flatMap((c, j) =>
          c.field && row.values[j]
            ? [{ list, token: row.values[j], label: `${c.token.text} of ${row.name.text}` }]
            : [],
        ),
      ),
    );
    return fx.rng.sample(cells, 4).map(({ list, token, label }, i) => {
      const late = i % 2 === 1;
      const alias = late ? '_LATE' : '_COMPUTE';
      const definition = `:ValueAlias ${alias} ${late ? token.text : '_AUTO'}`;
      const file = list.ref.file;
      const define = late
        ? {
            file: relPath(fx, file),
            edit: (t: string) => `${t}${t.endsWith('\n') ? '' : '\n'}${definition}\n`,
          }
        : insertLineBefore(fx, file, list.ref.command.line.start, definition);
      // The inserted line (above the table) moves the cell down by one.
      const line = lineOf(token.site.file, token.site.offset) + (late || token.site.file !== file ? 0 : 1);
      return {
        kind: 'parameter-alias',
        label: `${label} ${token.text} -> ${alias} (${definition}${late ? ' at the end of the file' : ' above the table'})`,
        edits:
          token.site.file === file && !late
            ? [define, replaceSite(fx, token.site, alias)]
            : [replaceSite(fx, token.site, alias), define],
        at: { file: relPath(fx, token.site.file), line },
      };
    });
  },
};

/** A parameter list row's class name misspelt, or written in another case. */
export const parameterRowClass: Generator = {
  kinds: ['parameter-row-class'],
  generate(fx) {
    const reading = parameterReading(fx.facts);
    const rows = lists(fx).flatMap((list) =>
      readRows(list)
        .filter((r) => !isDefault(r))
        .map((row) => ({ list, row })),
    );
    return fx.rng.sample(rows, 3).map(({ list, row }, i) => {
      const defined = new Set(reading.classes[list.kind].map((c) => c.name.text));
      const lower = row.name.text.toLowerCase();
      const text = i === 0 && lower !== row.name.text ? lower : misspell(row.name.text, fx.rng, defined);
      return {
        kind: 'parameter-row-class',
        label: `${list.ref.command.line.words[0].text} row ${row.name.text} -> ${text}`,
        edits: [replaceSite(fx, row.name.site, text)],
        at: atSite(fx, row.name.site),
      };
    });
  },
};

/** The last value of a parameter list row left out. */
export const parameterRowShort: Generator = {
  kinds: ['parameter-row-short'],
  generate(fx) {
    const rows = lists(fx).flatMap((list) =>
      readRows(list)
        .filter((r) => r.values.length === list.lineLength - 1 && r.values.length > 0)
        .map((row) => ({ list, row })),
    );
    return fx.rng.sample(rows, 3).map(({ list, row }) => {
      const last = row.values[row.values.length - 1];
      return {
        kind: 'parameter-row-short',
        label: `${list.ref.command.line.words[0].text} row ${row.name.text}: last value ${last.text} left out`,
        edits: [{ file: relPath(fx, last.site.file), edit: removeWords(last.site.file, [last.site]) }],
        at: atSite(fx, row.name.site),
      };
    });
  },
};

/** The last value of a :VegetationClasses or :LandUseClasses row left out. */
export const classRowLength: Generator = {
  kinds: ['class-row-length'],
  generate(fx) {
    const reading = parameterReading(fx.facts);
    const rows = [...reading.classes.vegetation, ...reading.classes.landuse].filter((c) => c.row.length > 1);
    return fx.rng.sample(rows, 2).map((cls) => {
      const last = cls.row[cls.row.length - 1];
      return {
        kind: 'class-row-length',
        label: `${cls.table.command.line.words[0].text} row ${cls.name.text}: last value ${last.text} left out`,
        edits: [{ file: relPath(fx, last.site.file), edit: removeWords(last.site.file, [last.site]) }],
        at: atSite(fx, cls.name.site),
      };
    });
  },
};

/**
 * A line that sets global parameters removed. A missing global parameter is reported at the first remaining
 * line that sets one (or at the start of the .rvp when none is left).
 */
export const globalRemoved: Generator = {
  kinds: ['global-removed'],
  generate(fx) {
    const lines = parameterReading(fx.facts).globalLines;
    return fx.rng.sample(lines, 3).map((ref) => {
      const first = lines.find((l) => l !== ref);
      let at: { file: string; line: number };
      if (!first) {
        const file = fx.facts.commands('rvp')[0].file;
        at = { file: relPath(fx, file), line: 1 };
      } else {
        const site = nameToken(first).site;
        const line = lineOf(site.file, site.offset);
        const shift = site.file === ref.file && first.command.line.start > ref.command.line.start ? 1 : 0;
        at = { file: relPath(fx, site.file), line: line - shift };
      }
      return {
        kind: 'global-removed',
        label: `${ref.command.line.words.map((w) => w.text).join(' ')} removed`,
        edits: [deleteLineAt(fx, ref.file, ref.command.line.start)],
        at,
      };
    });
  },
};

/** A :GlobalParameter name misspelt (reported, when needed, at the first line that sets a global parameter). */
export const globalName: Generator = {
  kinds: ['global-name'],
  generate(fx) {
    const lines = parameterReading(fx.facts).globalLines;
    const named = lines.filter((l) => l.command.line.words[0].text === ':GlobalParameter');
    return fx.rng.sample(named, 2).map((ref) => {
      const word = ref.command.line.words[1];
      const token = {
        text: word.text,
        site: { file: ref.file, offset: word.offset, length: word.text.length },
      };
      let text = misspell(token.text, fx.rng, new Set([token.text]));
      if (text.toUpperCase() === token.text.toUpperCase()) text = `${token.text}S`;
      return {
        kind: 'global-name',
        label: `:GlobalParameter ${token.text} -> ${text}`,
        edits: [replaceSite(fx, token.site, text)],
        at: atSite(fx, nameToken(lines[0]).site),
      };
    });
  },
};

/**
 * Channel routing switched on in a lumped model (its .rvp defines no channel): another :Routing method,
 * NONE (which needs none), or the :Routing line removed (Raven then routes with ROUTE_STORAGECOEFF;
 * reported at the start of the .rvp).
 */
export const routingChannel: Generator = {
  kinds: ['routing-channel'],
  generate(fx) {
    const routing = fx.facts.uses('rvi', ':Routing').at(-1);
    const token = routing && argToken(routing, 0);
    if (!routing || !token || token.text !== 'ROUTE_NONE') return [];
    const rvp = fx.facts.commands('rvp')[0]?.file;
    // NONE is Raven's other spelling of ROUTE_NONE (no channel needed). ROUTE_EXTERNAL is left out: it needs no
    // channel either, but a model with :Transport then stops on another rule (constituent routing, options).
    const methods = ['ROUTE_DIFFUSIVE_WAVE', 'ROUTE_HYDROLOGIC', 'ROUTE_PLUG_FLOW', 'NONE'];
    const out: Mutation[] = fx.rng.sample(methods, 2).map((text) => ({
      kind: 'routing-channel',
      label: `:Routing ROUTE_NONE -> ${text}`,
      edits: [replaceSite(fx, token.site, text)],
      at: atSite(fx, token.site),
    }));
    if (rvp) {
      out.push({
        kind: 'routing-channel',
        label: ':Routing line removed',
        edits: [deleteLineAt(fx, routing.file, routing.command.line.start)],
        at: { file: relPath(fx, rvp), line: 1 },
      });
    }
    return out;
  },
};

/** The :Units line of a parameter list removed: Raven skips the first row, where the mistake shows. */
export const parameterUnits: Generator = {
  kinds: ['parameter-units'],
  generate(fx) {
    const units = lists(fx).flatMap((list) => {
      const item = list.ref.command.body?.find(
        (x) => x.kind === 'command' && x.line.words[0].text === ':Units',
      );
      const first = readRows(list)[0];
      return item?.kind === 'command' && first ? [{ list, start: item.line.start, first }] : [];
    });
    return fx.rng.sample(units, 2).map(({ list, start, first }) => ({
      kind: 'parameter-units',
      label: `${list.ref.command.line.words[0].text} :Units line removed`,
      edits: [deleteLineAt(fx, list.ref.file, start)],
      // The first row moves up by the removed line.
      at: {
        file: relPath(fx, list.ref.file),
        line: lineOf(first.name.site.file, first.name.site.offset) - 1,
      },
    }));
  },
};

/** The generators of this family. */
export const PARAMETER_GENERATORS: readonly Generator[] = [
  parameterColumn,
  parameterDefaultRow,
  parameterClassRow,
  parameterValueLimit,
  parameterName,
  parameterAuto,
  parameterAlias,
  parameterRowClass,
  parameterRowShort,
  classRowLength,
  globalRemoved,
  globalName,
  parameterUnits,
  routingChannel,
];
