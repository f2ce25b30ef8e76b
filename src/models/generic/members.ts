/**
 * The lines of a marker pair that its spec model has no field for (`:CloudTempRanges`, `:MultiData`,
 * `:RedirectToFile` inside `:Gauge`; `:PeriodEndingNC` inside `:GriddedForcing` …), as extension fields made
 * from the marker's catalogue `members`: a switch is true or false, a one-value line its value, a line of
 * several values its model, a block (or a line Raven reads again and again, such as `:RedirectToFile`) a list
 * of models. The hand-written class reads and writes its own lines and hands the others to these helpers.
 */
import { CATALOGUE } from '../../../grammar/index.js';
import { commandTable } from '../../../grammar/lookup.js';
import type { CommandSpec, FileType } from '../../../grammar/types.js';
import type { Command as Node } from '../../ast/nodes.js';
import { complain, mark, markCommand, type ReadContext } from '../commandText/build.js';
import { lineOf } from '../commandText/lines.js';
import { join, readNested } from '../commandText/problems.js';
import { argWords } from '../commandText/read.js';
import { field } from '../modelClass/field.js';
import type { Command } from '../modelClass/model.js';
import { classFor, type CommandClass } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { WordLine } from '../../printer/lines.js';
import { argValue, declareArg, isListArg } from './argTypes.js';
import { fieldName } from './names.js';
// The catalogue models must be installed for the members' classes (an import for its effect).
import './index.js';

/** How a member line is held. */
export interface MemberField {
  readonly spec: CommandSpec;
  readonly field: string;
  readonly kind: 'flag' | 'value' | 'model' | 'list';
  readonly cls: () => CommandClass;
}

/** How a member is held on its marker's model. */
function memberKind(spec: CommandSpec): MemberField['kind'] {
  const args = spec.args ?? [];
  if (spec.block || spec.repeats || spec.name === ':RedirectToFile') return 'list';
  if (args.length === 0) return 'flag';
  if (args.some((a) => a.variadic && !isListArg(a))) return 'list';
  if (args.length === 1 && !isListArg(args[0])) return 'value';
  return 'model';
}

/**
 * Declares the extension fields of a marker class for the members of its catalogue entry that its own code
 * does not read (`handled`); returns them by every spelling.
 */
export function declareMembers(
  proto: object,
  fileType: FileType,
  marker: string,
  handled: readonly string[],
): ReadonlyMap<string, MemberField> {
  const table = commandTable(CATALOGUE[fileType].commands);
  const members = table.get(marker)?.block?.members ?? [];
  const out = new Map<string, MemberField>();
  const done = new Set<CommandSpec>();
  for (const name of members) {
    const spec = table.get(name);
    if (!spec || done.has(spec) || handled.includes(spec.name)) continue;
    done.add(spec);
    const kind = memberKind(spec);
    const member: MemberField = {
      spec,
      field: fieldName(spec.name),
      kind,
      cls: () => classFor(fileType, spec.name)!.cls,
    };
    const doc = `${spec.doc ?? spec.name} (an extension of the spec's model)`;
    if (kind === 'flag') field(t.bool(), { nullable: true, default: null, doc })(proto, member.field);
    else if (kind === 'value') declareArg(proto, { ...spec.args![0], optional: true }, member.field, { doc });
    else if (kind === 'model')
      field(t.model(member.cls), { nullable: true, default: null, doc })(proto, member.field);
    else field(t.list(t.model(member.cls)), { nullable: true, default: null, doc })(proto, member.field);
    for (const n of [spec.name, ...(spec.aliases ?? [])]) out.set(n, member);
  }
  return out;
}

/** Reads a member line into `plain` (problems into `ctx`); `context` is handed to the member's model. */
export function readMember(
  member: MemberField,
  node: Node,
  plain: { [k: string]: unknown },
  ctx: ReadContext,
  context?: { aliases?: readonly string[]; fileType?: FileType },
): void {
  const at = member.field;
  if (member.kind === 'list') {
    const list = (plain[at] ??= []) as unknown[];
    const model = readNested(ctx.problems, join(at, list.length), () =>
      member.cls().fromRv(node, ctx.source, context),
    );
    if (model) list.push(model);
    return;
  }
  if (Object.hasOwn(plain, at))
    return complain(ctx, node, at, `${member.spec.name} given twice: the spec's model keeps one`);
  markCommand(ctx, at, node);
  const words = argWords(node, ctx.source);
  if (member.kind === 'flag') {
    if (words.length > 0) complain(ctx, node, at, `${member.spec.name} takes no value`);
    plain[at] = true;
  } else if (member.kind === 'value') {
    if (words.length !== 1)
      complain(ctx, node, at, `${member.spec.name} takes one value, not ${words.length}`);
    else {
      plain[at] = argValue(member.spec.args![0], words[0].text);
      mark(ctx, at, words[0]);
    }
  } else {
    const model = readNested(ctx.problems, at, () => member.cls().fromRv(node, ctx.source, context));
    if (model) plain[at] = model;
  }
}

/** The lines of a model's member fields, each part named by its command (for `inWrittenOrder`). */
export function memberParts(
  model: object,
  members: ReadonlyMap<string, MemberField>,
): { name: string; lines: WordLine[] }[] {
  const self = model as { [k: string]: unknown };
  const out: { name: string; lines: WordLine[] }[] = [];
  for (const m of new Set(members.values())) {
    const v = self[m.field];
    if (v === null || v === undefined || v === false) continue;
    const name = m.spec.name;
    if (m.kind === 'flag') out.push({ name, lines: [lineOf(name)] });
    else if (m.kind === 'value') out.push({ name, lines: [lineOf(name, v)] });
    else if (m.kind === 'model') out.push({ name, lines: (v as Command).toLines() });
    else for (const c of v as Command[]) out.push({ name, lines: c.toLines() });
  }
  return out;
}
