/**
 * The section fields made from the catalogue: every top-level command of a section's file type that no field
 * of the spec holds gets one, named after the command (`:AdiabaticLapseRate` → `adiabatic_lapse_rate`, alias
 * `AdiabaticLapseRate`), so that every command Raven reads is reachable on a Config by the name Raven uses. A
 * switch is true or false, a one-value setting its value, anything else (a line of several values, a block,
 * a series, a command Raven adds up such as `:DefineHRUGroup`) a list of its models, one per line. A command
 * every file reads (`:RedirectToFile`, `:FileType` …) has one field, in the .rvt section: its lines in every
 * file fill it, and the ones a program adds go to the .rvt.
 *
 * A spec field holding one model or one list of values (`land_use_parameter_list`, `define_hru_groups`), or
 * one value of a command the catalogue says `repeats` (`lake_storage`: each line adds a store), also gets
 * `<field>_more`: real files give such a command more than once (Raven reads each), the first fills the
 * spec's field and the others this list.
 */
import { CATALOGUE } from '../../../grammar/index.js';
import { commandTable } from '../../../grammar/lookup.js';
import type { CommandSpec } from '../../../grammar/types.js';
import { field, fieldsOf, type FieldMeta } from '../modelClass/field.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { declareArg } from '../generic/argTypes.js';
import { fieldName, holding } from '../generic/index.js';
import { bound } from './rv.js';

/** A section file type. */
type Section = 'rvi' | 'rvp' | 'rvh' | 'rvt' | 'rvc' | 'rve';

/** Where the fields of shared commands go: the .rvt first (`:RedirectToFile` is the spec's .rvt model). */
const HOME_ORDER: readonly Section[] = ['rvt', 'rvi', 'rvp', 'rvh', 'rvc', 'rve'];

/** The field of each `fileType :Command` (canonical name), and the `_more` list of spec fields. */
export interface CatalogueFields {
  readonly byCommand: ReadonlyMap<string, string>;
  readonly more: ReadonlyMap<string, string>;
}

/** Declares the catalogue's fields on the section classes; returns which field holds which command. */
export function declareCatalogueFields(sections: Readonly<Record<Section, ModelClass>>): CatalogueFields {
  const byCommand = new Map<string, string>();
  const more = new Map<string, string>();
  const taken = new Set<string>();
  const home = new Map<CommandSpec, string>();
  // The spec's fields first: by the canonical name of the command each is written as.
  for (const type of HOME_ORDER) {
    const table = commandTable(CATALOGUE[type].commands);
    for (const f of fieldsOf(sections[type])) {
      taken.add(f.name);
      const spec = f.alias ? table.get(`:${f.alias}`) : undefined;
      if (spec) byCommand.set(`${type} ${spec.name}`, f.name);
    }
  }
  for (const type of HOME_ORDER) {
    const proto = sections[type].prototype as object;
    for (const f of [...fieldsOf(sections[type])]) {
      const spec = f.alias ? commandTable(CATALOGUE[type].commands).get(`:${f.alias}`) : undefined;
      if (!spec || !(repeatable(f) || spec.repeats)) continue;
      const name = unique(`${f.name}_more`, type, taken);
      declareList(proto, name, type, spec, { doc: `${spec.name} given again: each further one, in order.` });
      more.set(f.name, name);
    }
  }
  // Then every other top-level command, :End last (Raven reads nothing after it).
  for (const type of HOME_ORDER) {
    const proto = sections[type].prototype as object;
    const specs = [...CATALOGUE[type].commands].sort(
      (a, b) => Number(a.name === ':End') - Number(b.name === ':End'),
    );
    for (const spec of specs) {
      const key = `${type} ${spec.name}`;
      if (byCommand.has(key)) continue;
      const shared = home.get(spec);
      if (shared) {
        byCommand.set(key, shared);
        continue;
      }
      const name = unique(fieldName(spec.name), type, taken);
      home.set(spec, name);
      byCommand.set(key, name);
      const alias = spec.name.slice(1);
      const doc = spec.doc;
      const kind = holding(spec);
      if (kind === 'flag') field(t.bool(), { alias, nullable: true, doc })(proto, name);
      else if (kind === 'value')
        declareArg(proto, { ...spec.args![0], optional: true }, name, { alias, doc });
      else declareList(proto, name, type, spec, { alias, doc });
    }
  }
  return { byCommand, more };
}

/** A spec field a command given again cannot add to: one model, or one line's list of values. */
function repeatable(f: FieldMeta): boolean {
  return f.type.kind === 'model' || (f.type.kind === 'list' && f.type.item.kind !== 'model');
}

function unique(name: string, type: Section, taken: Set<string>): string {
  const out = taken.has(name) ? `${type}_${name}` : name;
  taken.add(out);
  return out;
}

function declareList(
  proto: object,
  name: string,
  type: Section,
  spec: CommandSpec,
  options: { alias?: string; doc?: string },
): void {
  field(t.list(t.model(bound(type, spec.name))), { nullable: true, ...options })(proto, name);
}
