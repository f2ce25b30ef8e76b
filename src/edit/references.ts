/**
 * Where a model defines a name and every place that uses it, read from the checker's facts of the model as it
 * stands (typed commands and commands kept as written alike), each use with what removing the name with
 * `cascade` does to it: remove the thing it belongs to (the HRU of an HRU row, the profile of a horizon), a
 * line, a word, a block, or nothing (the edit is then refused).
 */
import type { NamedRow } from '../facts/namedRow.js';
import { spanOf, type Site, type Token } from '../facts/site.js';
import { EditError, type Referrer } from './errors.js';
import { lineSpan } from './splice.js';
import {
  CLASS_KIND,
  commandSpan,
  inRange,
  isIdKind,
  sameName,
  type Cascade,
  type EditKind,
  type Use,
} from './use.js';
import { argumentUses } from './argRefs.js';
import { groupStateUses, hruStateUses, subbasinStateUses } from './stateRefs.js';
import type { WorkingCopy } from './workingCopy.js';

export { commandSpan, isIdKind, sameName, type Cascade, type EditKind, type Use };

/** Every EditKind: a kind a JavaScript caller passes is checked against it when the edit is made. */
const EDIT_KINDS: readonly EditKind[] = [
  'soil class',
  'vegetation class',
  'land use class',
  'terrain class',
  'soil profile',
  'HRU',
  'subbasin',
  'HRU group',
  'subbasin group',
  'gauge',
];

/** Throws an EditError naming the kinds when `kind` is not one (a misspelt kind would read as a missing name). */
export function checkKind(kind: string): asserts kind is EditKind {
  if (!(EDIT_KINDS as readonly string[]).includes(kind))
    throw new EditError(
      `unknown kind ${JSON.stringify(kind)}: one of ${EDIT_KINDS.map((k) => `'${k}'`).join(', ')}`,
    );
}

/** The HRU table columns that name each kind. */
const HRU_COLUMN: Readonly<Partial<Record<EditKind, string>>> = {
  subbasin: 'subbasin_id',
  'land use class': 'land_use_class',
  'vegetation class': 'veg_class',
  'soil profile': 'soil_profile',
  'terrain class': 'terrain_class',
};

/** A place as a referrer of an error message: the file, line and column, and the line's text. */
export function referrer(site: Site, what: string): Referrer {
  const span = spanOf(site);
  return { file: span.file, line: span.line, column: span.column, what };
}

/** The line of text a site is on, trimmed and cut short, to say what refers. */
export function lineText(site: Site): string {
  const { start, end } = lineSpan(site.file.text, site.offset);
  const text = site.file.text.slice(start, end).trim().replace(/\s+/g, ' ');
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The tokens that define a name (a row of a table, a profile, a group, a gauge), each with the span it takes. */
export function definitions(w: WorkingCopy, kind: EditKind, name: string): { token: Token; span: Span }[] {
  const rowsOf = (rows: readonly NamedRow[], id: string) =>
    rows.flatMap((r) => {
      const t = r.get(id);
      return t && sameName(kind, t.text, name)
        ? [{ token: t, span: lineSpan(t.site.file.text, t.site.offset) }]
        : [];
    });
  const classKind = CLASS_KIND[kind];
  if (classKind) {
    return w.facts.rvp.classRows[classKind]
      .filter((t) => sameName(kind, t.text, name))
      .map((token) => ({ token, span: lineSpan(token.site.file.text, token.site.offset) }));
  }
  switch (kind) {
    case 'HRU':
      return rowsOf(w.facts.rvh.hrus, 'hru_id');
    case 'subbasin':
      return rowsOf(w.facts.rvh.subbasins, 'subbasin_id');
    case 'soil profile':
      return [...w.facts.rvp.soilProfiles.values()]
        .filter((p) => sameName(kind, p.name.text, name))
        .map((p) => ({ token: p.name, span: lineSpan(p.name.site.file.text, p.name.site.offset) }));
    case 'HRU group':
    case 'subbasin group':
      return (kind === 'HRU group' ? w.facts.rvh.hruGroups : w.facts.rvh.subbasinGroups)
        .filter((g) => g.name && g.name.text === name)
        .map((g) => ({ token: g.name, span: commandSpan(g.ref.command) }));
    case 'gauge':
      return w.facts.rvt.gauges
        .filter((g) => g.name && g.ravenName === name)
        .map((g) => {
          const own = commandSpan(g.ref.command);
          const last = g.ends.at(-1);
          // A :Gauge read as marker lines ends at its :EndGauge line.
          const end = g.ref.command.end || !last ? own.end : commandSpan(last.command).end;
          return { token: g.name!, span: { start: own.start, end } };
        });
    default:
      return [];
  }
}

/** A span of text. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Every use of a name of a kind in the model as it stands. */
export function usesOf(w: WorkingCopy, kind: EditKind, name: string): Use[] {
  const out: Use[] = [];
  const { rvh, rvp } = w.facts;
  const hruColumn = HRU_COLUMN[kind];
  if (hruColumn) {
    for (const row of rvh.hrus) {
      const t = row.get(hruColumn);
      if (!t || !sameName(kind, t.text, name)) continue;
      const id = row.text('hru_id') ?? '?';
      out.push({ site: t.site, what: `HRU ${id} (${hruColumn})`, cascade: { remove: 'HRU', name: id } });
    }
  }
  if (kind === 'subbasin') {
    for (const row of rvh.subbasins) {
      const t = row.get('downstream_id');
      if (!t || !sameName(kind, t.text, name)) continue;
      const id = row.text('subbasin_id') ?? '?';
      out.push({
        site: t.site,
        what: `subbasin ${id} drains into it`,
        cascade: { remove: 'subbasin', name: id },
      });
    }
  }
  const classKind = CLASS_KIND[kind];
  if (classKind) {
    if (kind === 'soil class') {
      for (const p of rvp.soilProfiles.values())
        for (const h of p.horizons)
          if (sameName(kind, h.soil.text, name))
            out.push({
              site: h.soil.site,
              what: `soil profile ${p.name.text}`,
              cascade: { remove: 'soil profile', name: p.name.text },
            });
    }
    for (const table of rvp.parameterTables) {
      if (table.kind !== classKind) continue;
      for (const row of table.rows)
        if (sameName(kind, row.name.text, name))
          out.push({
            site: row.name.site,
            what: lineText(row.name.site),
            owned: true,
            cascade: { span: 'line' },
          });
    }
  }
  if (kind === 'HRU' || kind === 'subbasin') {
    const groups = kind === 'HRU' ? rvh.hruGroups : rvh.subbasinGroups;
    for (const g of groups)
      for (const m of g.members) {
        if (sameName(kind, m.text, name))
          out.push({ site: m.site, what: `group ${g.name?.text ?? ''}`, cascade: { span: 'word' } });
        else if (inRange(m.text, name))
          out.push({
            site: m.site,
            what: `group ${g.name?.text ?? ''} (in the range ${m.text})`,
            cascade: null,
          });
      }
    for (const r of rvh.reservoirs) {
      const t = kind === 'HRU' ? r.hru : r.subbasin;
      if (t && sameName(kind, t.text, name))
        out.push({
          site: t.site,
          what: `reservoir ${r.name?.text ?? ''}`,
          cascade: { block: commandSpan(r.ref.command) },
        });
    }
  }
  if (kind === 'HRU') out.push(...hruStateUses(w, name));
  if (kind === 'subbasin') out.push(...subbasinStateUses(w, name));
  out.push(...argumentUses(w, kind, name));
  if (kind === 'HRU group') out.push(...groupStateUses(w, name));
  if (kind === 'HRU group' || kind === 'subbasin group' || kind === 'gauge') {
    const defs = new Set(
      definitions(w, kind, name).map((d) => `${d.token.site.file.path}:${d.token.site.offset}`),
    );
    const seen = new Set(out.map((u) => `${u.site.file.path}:${u.site.offset}`));
    for (const site of w.names.find(kind, name)?.refs ?? []) {
      const key = `${site.file.path}:${site.offset}`;
      if (defs.has(key) || seen.has(key)) continue;
      seen.add(key);
      const line = lineText(site);
      // A list of group names (:DefineHRUGroups A B) loses the word; any other command stays, and refuses.
      const listed = /^:DefineHRUGroups?\b/i.test(line);
      // The declaration of an HRU group is part of it: it goes with the group.
      out.push({ site, what: line, owned: listed || undefined, cascade: listed ? { span: 'word' } : null });
    }
  }
  return out;
}

/** Refuses a name the model defines already. */
export function unique(w: WorkingCopy, kind: EditKind, name: string): void {
  const d = definitions(w, kind, name)[0];
  if (d)
    throw new EditError(`a ${kind} ${name} exists already`, [referrer(d.token.site, lineText(d.token.site))]);
}

/** Refuses a reference to a name the model does not define (`[NONE]` allowed where Raven allows it). */
export function exists(w: WorkingCopy, kind: EditKind, name: string, field: string): void {
  if (name.toUpperCase() === '[NONE]' && kind !== 'HRU' && kind !== 'subbasin' && kind !== 'soil profile')
    return;
  if (definitions(w, kind, name).length === 0)
    throw new EditError(`${field}: no ${kind} ${name} in the model`);
}
