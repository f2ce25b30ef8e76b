/**
 * Config: the whole model, the six sections' fields in one flat namespace (as the spec's Config combines
 * RVI, RVC, RVH, RVT, RVP and RVE), so that `new Config({ StartDate: ..., HRUs: [...] })` takes any of them by
 * name or Raven command name. A Config loaded from a directory also remembers its files, so that saving
 * rewrites only what changed (see src/project/configWrite.ts). `Config.load` and `writeRv` read and write
 * files: src/project/configMethods.ts attaches them (the models import nothing above them).
 */
import { construct, PREPARE } from '../modelClass/construct.js';
import { withAliases } from '../commandText/aliasContext.js';
import { fieldsOf, shareFields, type FieldMeta } from '../modelClass/field.js';
import { ATTACHED } from '../modelClass/model.js';
import type { ModelClass } from '../modelClass/types.js';
import { evaluate, freeSymbols, isSymbolic, type Expr } from '../symbolic/expr.js';
import { exprFromJSON } from '../symbolic/parse.js';
import { parseSolution } from '../solution/parseSolution.js';
import { linesText } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { fieldLines, fieldValues, RV } from './rv.js';
import { RVC } from './rvc.js';
import { RVE } from './rve.js';
import { RVH } from './rvh.js';
import { RVI } from './rvi.js';
import { RVP } from './rvp.js';
import { RVT } from './rvt.js';
import { declareCatalogueFields } from './catalogueFields.js';
import { CATALOGUE } from '../../../grammar/index.js';
import { commandTable } from '../../../grammar/lookup.js';
import type { FileType } from '../../../grammar/types.js';

/** The section classes, in the order their files are written. */
export const SECTIONS = { rvi: RVI, rvp: RVP, rvh: RVH, rvt: RVT, rvc: RVC, rve: RVE } as const;

/** The file type of a section. */
export type SectionType = keyof typeof SECTIONS;

type Fields<S> = Omit<S, keyof RV>;

/** Every field of every section, flat (declaration merging with the class below). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface Config
  extends Fields<RVI>, Fields<RVP>, Fields<RVH>, Fields<RVT>, Fields<RVC>, Fields<RVE> {}

/** A complete model configuration. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class Config extends RV {
  /** Builds with the configuration's own `:Alias` names accepted as state variables. */
  static [PREPARE]<T>(plain: unknown, build: () => T): T {
    const p = (plain ?? {}) as Record<string, unknown>;
    const aliases = (p.alias ?? p.Alias ?? {}) as Record<string, unknown>;
    return withAliases(typeof aliases === 'object' ? Object.keys(aliases) : [], build);
  }

  /** The section that holds a field. */
  static sectionOf(name: string): SectionType | undefined {
    return SECTION_OF.get(name);
  }

  /** The fields of one section. */
  static sectionFields(type: SectionType): readonly FieldMeta[] {
    return fieldsOf(SECTIONS[type] as unknown as ModelClass);
  }

  /**
   * The field that holds a top-level command of a file type (any spelling), or undefined for a command the
   * file type's catalogue does not have (or a file type with no section).
   */
  static fieldOf(fileType: FileType, command: string): FieldMeta | undefined {
    if (!Object.hasOwn(SECTIONS, fileType)) return undefined;
    const spec = commandTable(CATALOGUE[fileType].commands).get(command);
    const name = spec && CATALOGUE_FIELDS.byCommand.get(`${fileType} ${spec.name}`);
    return name ? FIELD_BY_NAME.get(name) : undefined;
  }

  /** The field of a name, whichever section holds it (the file headers' fields serve every file type). */
  static fieldNamed(name: string): FieldMeta | undefined {
    return FIELD_BY_NAME.get(name);
  }

  /** The list that holds the further occurrences of a command whose spec field holds one (`<field>_more`). */
  static moreOf(name: string): FieldMeta | undefined {
    const more = CATALOGUE_FIELDS.more.get(name);
    return more ? FIELD_BY_NAME.get(more) : undefined;
  }

  /** The Raven lines of one section, built from the fields (not the loaded files: see `writeRv`). */
  rvLines(type: SectionType): WordLine[] {
    return fieldLines(Config.sectionFields(type), this);
  }

  /** The Raven text of one section, built from the fields (not the loaded files: see `writeRv`). */
  rvText(type: SectionType): string {
    return linesText(this.rvLines(type));
  }

  /**
   * A new Config starting from a Raven solution (the text of `solution.rvc`): its HRU state table and basin
   * states replace the initial conditions, and with `timestamp` its `:TimeStamp` becomes the start date.
   */
  setSolution(solution: string, timestamp = true): this {
    // parseSolution joins the several tables Raven splits a wide state table into.
    const parsed = parseSolution(solution);
    if (!parsed.hru_state_variable_table)
      throw new Error('setSolution: no :HRUStateVariableTable in the solution');
    const changes: Record<string, unknown> = {
      uniform_initial_conditions: {},
      hru_state_variable_table: parsed.hru_state_variable_table,
    };
    if (parsed.basin_state_variables) changes.basin_state_variables = parsed.basin_state_variables;
    if (timestamp && parsed.start_date) changes.start_date = parsed.start_date;
    return this.copy(changes);
  }

  /** True while some value is still a symbolic expression (parameters not yet set). */
  get isSymbolic(): boolean {
    return this.freeSymbols().length > 0;
  }

  /** The names of the parameters still free in the configuration. */
  freeSymbols(): string[] {
    const self = fieldValues(this);
    const out = new Set<string>();
    for (const f of fieldsOf(this.constructor as ModelClass)) freeSymbols(self[f.name], out);
    return [...out].sort();
  }

  /** A new configuration with numbers for the symbolic parameters (by name, or in `names` order). */
  setParams(values: Readonly<Record<string, number>> | readonly number[], names?: readonly string[]): this {
    const plain = substitute(this.toJSON(), this.paramValues(values, names));
    const out = construct(this.constructor as ModelClass<this>, plain);
    // A loaded configuration's files go with it (as with `copy`): written, the set keeps every command the
    // models do not hold, and changes only the values the parameters fill.
    const attached = (this as { [ATTACHED]?: unknown })[ATTACHED];
    if (attached !== undefined) (out as { [ATTACHED]?: unknown })[ATTACHED] = attached;
    return out;
  }

  /**
   * The values `setParams` substitutes, by name, checked as it checks them, without building anything (a
   * caller with many sets checks them all first, then builds each when it needs it).
   */
  paramValues(
    values: Readonly<Record<string, number>> | readonly number[],
    names?: readonly string[],
  ): Record<string, number> {
    const byName = Array.isArray(values) ? namedValues(values, names ?? this.freeSymbols()) : values;
    if (!this.isSymbolic) throw new Error('setParams: the configuration has no free parameters');
    return byName as Record<string, number>;
  }
}

// Every command of the catalogue that no spec field holds gets a field of its section (catalogueFields.ts).
const CATALOGUE_FIELDS = declareCatalogueFields(SECTIONS as unknown as Record<SectionType, ModelClass>);
const FIELD_BY_NAME = new Map<string, FieldMeta>();
const SECTION_OF = new Map<string, SectionType>();
for (const [type, cls] of Object.entries(SECTIONS) as [SectionType, ModelClass][]) {
  for (const f of fieldsOf(cls)) {
    SECTION_OF.set(f.name, type);
    FIELD_BY_NAME.set(f.name, f);
  }
}
// The Config's fields are the sections' (their types, coercions, required or nullable), not declared again.
shareFields(Config as unknown as ModelClass, Object.values(SECTIONS) as unknown as ModelClass[]);

function namedValues(values: readonly number[], names: readonly string[]): Record<string, number> {
  if (values.length !== names.length) {
    throw new Error(
      `setParams: ${values.length} values given for ${names.length} parameters (${names.join(', ')})`,
    );
  }
  return Object.fromEntries(names.map((n, i) => [n, values[i]]));
}

/** Replaces symbols in a JSON value; expressions come back as numbers once all their symbols are known. */
function substitute(v: unknown, values: Record<string, number>): unknown {
  if (isSymbolic(v)) return evaluate(v as Expr, values);
  if (Array.isArray(v)) return v.map((x) => substitute(x, values));
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.name === 'string' && Object.keys(o).length === 1 && o.name in values) return values[o.name];
    if (typeof o.op === 'string' && Array.isArray(o.args)) return substituteJSONExpr(o, values);
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, substitute(x, values)]));
  }
  return v;
}

function substituteJSONExpr(o: Record<string, unknown>, values: Record<string, number>): unknown {
  // Rebuilt and evaluated: an expression whose symbols are all known becomes its number.
  const rebuilt = exprFromJSON({ ...o, args: (o.args as unknown[]).map((a) => substitute(a, values)) });
  return rebuilt === undefined ? o : evaluate(rebuilt, values);
}
