/**
 * The catalogue as the editor shows it: which commands a place accepts, where a command belongs, and the
 * Markdown of a command, an option value or a parameter.
 */
import { CATALOGUE } from '../../grammar/index.js';
import {
  CLASS_PARAMETERS,
  OPTION_STEPS,
  PROCESS_RULE_BY_COMMAND,
  VALUE_LIMITS,
  type ClassType,
  type ParamRef,
} from '../../grammar/parameters/index.js';
import { FILE_TYPES, type Arg, type CommandSpec, type FileType } from '../../grammar/types.js';
import type { Command } from '../ast/nodes.js';
import { blockChildren, blockContext, fileContext, type Context } from '../parser/context.js';

/** The context (commands accepted, end rule) of the innermost block around a place. */
export function contextOf(fileType: FileType, blocks: readonly Command[]): Context {
  let ctx = fileContext(CATALOGUE[fileType]);
  for (const b of blocks) if (b.spec?.block) ctx = blockContext(b.spec, ctx);
  return ctx;
}

/** The names that close a block (its exact end names, or `:End<Name>` for a prefix rule). */
export function endNames(spec: CommandSpec): string[] {
  const end = spec.block?.end;
  if (!end) return [];
  return 'exact' in end ? [...end.exact] : [`:End${spec.name.slice(1)}`];
}

/** Every spec of every file type (top level and nested), with the file types it belongs in. */
function allSpecs(): Map<string, { spec: CommandSpec; types: Set<FileType> }> {
  const out = new Map<string, { spec: CommandSpec; types: Set<FileType> }>();
  const seen = new Set<CommandSpec>();
  const visit = (spec: CommandSpec, type: FileType) => {
    for (const name of [spec.name, ...(spec.aliases ?? [])]) {
      const entry = out.get(name) ?? { spec, types: new Set<FileType>() };
      entry.types.add(type);
      out.set(name, entry);
    }
    if (seen.has(spec)) return;
    seen.add(spec);
    if (spec.block && !spec.block.marker) for (const c of blockChildren(spec.block)) visit(c, type);
  };
  for (const type of FILE_TYPES) for (const spec of CATALOGUE[type].commands) visit(spec, type);
  return out;
}

let specs: ReturnType<typeof allSpecs> | undefined;

/** Every command name the catalogue holds (canonical names, aliases and nested commands). */
export function everyCommandName(): string[] {
  specs ??= allSpecs();
  return [...specs.keys()];
}

/** A command's spec at a place: the block's own commands first, then the file's, then any file type's. */
export function specFor(name: string, ctx: Context): CommandSpec | undefined {
  specs ??= allSpecs();
  return ctx.table.get(name) ?? specs.get(name)?.spec;
}

/** The file types a command name belongs in. */
export function fileTypesOf(name: string): FileType[] {
  specs ??= allSpecs();
  return [...(specs.get(name)?.types ?? [])];
}

/** The argument a word at index `i` (0-based, after the name) fills. */
export function argAt(spec: CommandSpec | undefined, i: number): Arg | undefined {
  const args = spec?.args ?? [];
  if (i < args.length) return args[i];
  const last = args[args.length - 1];
  return last?.variadic ? last : undefined;
}

/** `:Name arg1 [arg2] args…` */
export function signature(spec: CommandSpec): string {
  const args = (spec.args ?? []).map((a) => {
    const name = a.variadic ? `${a.name}…` : a.name;
    return a.optional ? `[${name}]` : name;
  });
  return [spec.name, ...args].join(' ');
}

function argLine(a: Arg): string {
  const values = a.values ? `: ${a.values.slice(0, 12).join(', ')}${a.values.length > 12 ? ', …' : ''}` : '';
  return `- \`${a.name}\` (${a.type}${a.optional ? ', optional' : ''})${values}`;
}

/** The Markdown of a command: signature, what it does, its arguments, its block and where it belongs. */
export function commandMarkdown(name: string, spec: CommandSpec): string {
  const out = ['```raven', signature(spec).replace(spec.name, name), '```'];
  if (spec.doc) out.push(spec.doc);
  if (spec.ignored) out.push('Raven reads this name but does nothing with it.');
  if (spec.args?.length) out.push('', 'Arguments:', ...spec.args.map(argLine));
  if (spec.block) {
    const ends = endNames(spec);
    const children = spec.block.marker ? [] : blockChildren(spec.block).map((c) => c.name);
    out.push(
      '',
      `Block, closed by ${ends.join(' or ')}${'prefix' in spec.block.end ? ' (any :End… line)' : ''}.`,
    );
    if (children.length) out.push(`Inside: ${children.join(', ')}.`);
    const columns = spec.block.rows?.columns;
    if (columns?.length) out.push(`Columns: ${columns.map((c) => c.name).join(', ')}.`);
  }
  const aliases = [spec.name, ...(spec.aliases ?? [])].filter((n) => n !== name);
  if (aliases.length) out.push('', `Also written: ${aliases.join(', ')}.`);
  const types = fileTypesOf(name);
  if (types.length) out.push('', `In: ${types.map((t) => `.${t}`).join(', ')}.`);
  return out.join('\n');
}

function paramsText(params: readonly ParamRef[]): string {
  return params.length === 0
    ? 'it needs no class parameters.'
    : `it needs ${params.map((p) => `${p.name} (${p.classType})`).join(', ')}.`;
}

/** The parameters Raven needs for an option value or a process algorithm, when the tables say. */
function paramsOfValue(command: string, value: string): readonly ParamRef[] | undefined {
  const process = PROCESS_RULE_BY_COMMAND.get(command);
  if (process) return process.algorithms?.[value] ?? process.params;
  for (const step of OPTION_STEPS) {
    if (step.kind === 'always' || step.rule.command !== command) continue;
    const key = step.rule.upperCase ? value.toUpperCase() : value;
    const method = step.rule.spellings[key] ?? key;
    return step.rule.params[method] ?? [];
  }
  return undefined;
}

/** The Markdown of a value of an enumerated argument (an option value or an algorithm). */
export function valueMarkdown(spec: CommandSpec, arg: Arg, value: string): string {
  const values = arg.values ?? [];
  const known = values.includes(arg.caseInsensitive ? value.toUpperCase() : value);
  const out = [
    `\`${value}\`: ${arg.name} of ${spec.name}${spec.doc ? ` (${spec.doc.replace(/\.$/, '')})` : ''}.`,
  ];
  if (!known) {
    const what = { error: 'stops the run', fatal: 'stops at once', warning: 'warns', ignored: 'ignores it' };
    out.push(`Not a value Raven knows for this argument: Raven ${what[arg.unknown ?? 'error']}.`);
  }
  const params = known ? paramsOfValue(spec.name, value) : undefined;
  if (params) out.push(`With this ${arg.name}, ${paramsText(params)}`);
  if (values.length > 1)
    out.push('', `Values: ${values.slice(0, 30).join(', ')}${values.length > 30 ? ', …' : ''}.`);
  return out.join('\n');
}

/** The Markdown of a class parameter: meaning, units, what happens when it is missing, Raven's limits. */
export function parameterMarkdown(classType: ClassType, name: string): string | undefined {
  if (classType === 'transport') return undefined;
  const upper = name.toUpperCase();
  const row = CLASS_PARAMETERS[classType].find((p) => p.name === upper);
  if (!row) return `\`${name}\`: not a ${classType} parameter Raven 4.12 reads.`;
  const out = [`**${row.name}** (${classType} parameter)${row.meaning ? `: ${row.meaning}` : ''}.`];
  if (row.units) out.push(`Units: ${row.units}.`);
  if (row.aliasOf) out.push(`Another spelling of ${row.aliasOf}.`);
  const absent =
    row.absent.kind === 'error'
      ? 'when a chosen algorithm needs it, every class must give it (Raven stops otherwise)'
      : row.absent.kind === 'auto'
        ? 'when missing, Raven computes it'
        : `when missing, Raven uses ${row.absent.value}`;
  out.push(`Missing: ${absent}.`);
  for (const l of VALUE_LIMITS.filter((v) => v.classType === classType && v.name === row.name)) {
    const range =
      l.min !== undefined && l.max !== undefined
        ? `between ${l.min} and ${l.max}`
        : l.min !== undefined
          ? `at least ${l.min}`
          : l.max !== undefined
            ? `at most ${l.max}`
            : `not ${l.notEqual}`;
    const stops = l.stops ? `Raven stops ${l.stops}` : 'Raven warns';
    out.push(`Limit: ${range} (${stops}; ${l.source.file} ${l.source.fn}).`);
  }
  return out.join('\n');
}
