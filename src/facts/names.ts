/**
 * The names a model defines and where each is used: classes, soil and channel profiles, HRUs, subbasins, HRU
 * and subbasin groups, gauges. Read from the checker's model facts (the same reading Raven does), so go to
 * definition, find references and hover agree with what `rvkit check` reports.
 */
import type { Item } from '../ast/nodes.js';
import { ModelFacts } from './facts.js';
import type { NamedRow } from './namedRow.js';
import type { ClassKind } from './rvpFacts.js';
import type { Site, Token } from './site.js';
import type { Project } from '../project/project.js';

/** The kinds of names. */
export type NameKind =
  | 'soil class'
  | 'vegetation class'
  | 'land use class'
  | 'terrain class'
  | 'soil profile'
  | 'channel profile'
  | 'HRU'
  | 'subbasin'
  | 'HRU group'
  | 'subbasin group'
  | 'gauge';

/** One name of a model: its definition (when the model has one) and its uses. */
export interface NameEntry {
  readonly kind: NameKind;
  readonly name: string;
  def?: Site;
  readonly refs: Site[];
}

/** An occurrence of a name in a file. */
interface Occurrence {
  readonly offset: number;
  readonly length: number;
  readonly entry: NameEntry;
}

const CLASS_KIND: Readonly<Record<ClassKind, NameKind>> = {
  soil: 'soil class',
  vegetation: 'vegetation class',
  landuse: 'land use class',
  terrain: 'terrain class',
};

/** Kinds Raven compares without regard to case (CModel::StringTo…Class). */
const CASELESS = new Set<NameKind>([
  'soil class',
  'vegetation class',
  'land use class',
  'terrain class',
  'soil profile',
]);

/** The HRU table's columns that name something defined elsewhere (Raven never reads AQUIFER_PROFILE). */
const HRU_REFS: readonly (readonly [string, NameKind])[] = [
  ['subbasin_id', 'subbasin'],
  ['land_use_class', 'land use class'],
  ['veg_class', 'vegetation class'],
  ['soil_profile', 'soil profile'],
  ['terrain_class', 'terrain class'],
];

/** Every name of a model, with an index of occurrences by file for lookups at a place. */
export class NameIndex {
  private readonly entries = new Map<string, NameEntry>();
  private readonly byFile = new Map<string, Occurrence[]>();
  private sorted = false;

  constructor(readonly project: Project) {
    this.build();
  }

  /** Every entry of a kind. */
  ofKind(kind: NameKind): NameEntry[] {
    return [...this.entries.values()].filter((e) => e.kind === kind && e.def);
  }

  /** The entry of a name of a kind (compared as Raven compares names of that kind), if the model has it. */
  find(kind: NameKind, name: string): NameEntry | undefined {
    return this.entries.get(this.key(kind, name));
  }

  /** The entry whose occurrence covers an offset of a file (absolute path), if any. */
  at(path: string, offset: number): { entry: NameEntry; offset: number; length: number } | undefined {
    const list = this.byFile.get(path);
    if (!list) return undefined;
    if (!this.sorted) {
      for (const l of this.byFile.values()) l.sort((a, b) => a.offset - b.offset);
      this.sorted = true;
    }
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const o = list[mid];
      if (offset < o.offset) hi = mid - 1;
      else if (offset > o.offset + o.length) lo = mid + 1;
      else return o;
    }
    return undefined;
  }

  private key(kind: NameKind, name: string): string {
    return `${kind}\u0000${CASELESS.has(kind) ? name.toUpperCase() : name}`;
  }

  private entry(kind: NameKind, name: string): NameEntry {
    const key = this.key(kind, name);
    let e = this.entries.get(key);
    if (!e) this.entries.set(key, (e = { kind, name, refs: [] }));
    return e;
  }

  private note(site: Site, entry: NameEntry): void {
    const path = site.file.path;
    let list = this.byFile.get(path);
    if (!list) this.byFile.set(path, (list = []));
    list.push({ offset: site.offset, length: site.length, entry });
  }

  private def(kind: NameKind, token: Token | undefined): void {
    if (!token || token.site.offset < 0) return;
    const e = this.entry(kind, token.text);
    if (!e.def) e.def = token.site;
    else e.refs.push(token.site);
    this.note(token.site, e);
  }

  private ref(kind: NameKind, token: Token | undefined): NameEntry | undefined {
    if (!token || token.site.offset < 0 || token.text === '[NONE]' || token.text === '[DEFAULT]') return;
    const e = this.entry(kind, token.text);
    e.refs.push(token.site);
    this.note(token.site, e);
    return e;
  }

  private build(): void {
    const model = new ModelFacts(this.project);
    const rvp = model.rvp;
    for (const kind of Object.keys(CLASS_KIND) as ClassKind[])
      for (const t of rvp.classRows[kind]) this.def(CLASS_KIND[kind], t);
    for (const p of rvp.soilProfiles.values()) {
      this.def('soil profile', p.name);
      for (const h of p.horizons) this.ref('soil class', h.soil);
    }
    for (const t of rvp.channelProfiles.values()) this.def('channel profile', t);
    for (const table of rvp.parameterTables)
      for (const row of table.rows) this.ref(CLASS_KIND[table.kind], row.name);
    const rvh = model.rvh;
    const rows = (
      list: readonly NamedRow[],
      id: string,
      kind: NameKind,
      refs: readonly (readonly [string, NameKind])[],
    ) => {
      for (const row of list) {
        this.def(kind, row.get(id));
        for (const [column, refKind] of refs) this.ref(refKind, row.get(column));
      }
    };
    rows(rvh.subbasins, 'subbasin_id', 'subbasin', [
      ['downstream_id', 'subbasin'],
      ['profile', 'channel profile'],
    ]);
    rows(rvh.hrus, 'hru_id', 'HRU', HRU_REFS);
    for (const g of rvh.hruGroups) {
      this.def('HRU group', g.name);
      for (const m of g.members) this.ref('HRU', m);
    }
    for (const g of rvh.subbasinGroups) {
      this.def('subbasin group', g.name);
      for (const m of g.members) this.ref('subbasin', m);
    }
    for (const g of model.rvt.gauges) this.def('gauge', g.name);
    this.wordRefs();
  }

  /**
   * Group and gauge names are arguments of many commands across the files (`:DefineHRUGroups`, conditions
   * of processes, `:DisableHRUGroup`, `:SpecifyGaugeForHRU` …): every command word after the name that
   * spells a defined group or gauge counts as a use.
   */
  private wordRefs(): void {
    const named = new Map<string, NameEntry[]>();
    for (const e of this.entries.values()) {
      if (!e.def || !['HRU group', 'subbasin group', 'gauge'].includes(e.kind)) continue;
      named.set(e.name, [...(named.get(e.name) ?? []), e]);
    }
    if (named.size === 0) return;
    const defs = new Set(
      [...this.entries.values()].map((e) => e.def && `${e.def.file.path}:${e.def.offset}`),
    );
    for (const file of this.project.files) {
      const walk = (items: readonly Item[]) => {
        for (const item of items) {
          if (item.kind !== 'command') continue;
          for (const w of item.line.words.slice(1)) {
            const hits = named.get(w.text);
            if (!hits || defs.has(`${file.path}:${w.offset}`)) continue;
            for (const e of hits) {
              const site = { file, offset: w.offset, length: w.text.length };
              e.refs.push(site);
              this.note(site, e);
            }
          }
          if (item.body) walk(item.body);
        }
      };
      walk(file.doc.items);
    }
  }
}
