/**
 * A marker pair made from its catalogue entry (`:IfModeEquals` … `:EndIfModeEquals`, `:EnergyProcesses` …):
 * the lines inside are ordinary commands of the file, each held as its own typed model in `commands`, in
 * order. `file_type` says whose commands they are (a marker such as :IfModeEquals is read in every file).
 * In JSON each command is `{ command: ':Name', value: … }`.
 */
import { FILE_TYPES, type FileType } from '../../../grammar/types.js';
import type { Command as Node } from '../../ast/nodes.js';
import { withAliases } from '../commandText/aliasContext.js';
import { build, complain, markCommand, readContext } from '../commandText/build.js';
import { keepLayout, layoutOf } from '../commandText/layout.js';
import { blockOf, lineOf } from '../commandText/lines.js';
import { join, readNested } from '../commandText/problems.js';
import { argWords, type SourceFile } from '../commandText/read.js';
import { construct, NORMALIZE } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { Command } from '../modelClass/model.js';
import { classFor } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { rule } from '../rules/rule.js';
import type { WordLine } from '../../printer/lines.js';
import { endName } from './block.js';
import {
  CatalogueCommand,
  readArgs,
  type CatalogueContext,
  type CatalogueStatics,
} from './catalogueCommand.js';

/** A marker pair and the commands inside it. */
export abstract class CatalogueMarker extends CatalogueCommand {
  declare file_type: FileType;
  declare commands: Command[];

  /** Commands given in JSON as `{ command, value }` become their models. */
  static [NORMALIZE](this: { fileType: FileType }, plain: { [k: string]: unknown }): void {
    const type = (plain.file_type as FileType | undefined) ?? this.fileType;
    if (Array.isArray(plain.commands)) plain.commands = plain.commands.map((c) => revive(c, type));
  }

  override toJSON(): unknown {
    const json = super.toJSON() as { [k: string]: unknown };
    const name = (c: Command) => (c.constructor as unknown as { ravenName: string }).ravenName;
    return { ...json, commands: this.commands.map((c) => ({ command: name(c), value: c.toJSON() })) };
  }

  override toLines(): WordLine[] {
    const cls = this.constructor as unknown as CatalogueStatics;
    return blockOf(
      lineOf(this.writtenName(), ...this.argValues()),
      this.commands.flatMap((c) => c.toLines()),
      layoutOf(this).end ?? endName(cls.spec),
    );
  }

  static override fromRv(node: Node, source?: SourceFile, context?: CatalogueContext): Command {
    const cls = this as unknown as CatalogueStatics & ModelClass<CatalogueMarker>;
    const fileType = context?.fileType ?? cls.fileType;
    const ctx = readContext(source);
    markCommand(ctx, '', node);
    const plain = readArgs(cls.spec.args ?? [], argWords(node, source), ctx, '', node);
    const commands: Command[] = [];
    for (const item of node.body ?? []) {
      if (item.kind === 'rows') complain(ctx, node, '', `data lines inside ${cls.spec.name}`);
      if (item.kind !== 'command') continue;
      const name = item.line.words[0].text;
      const member = classFor(fileType, name);
      if (!member) {
        complain(ctx, item, 'commands', `${name} is not a .${fileType} command Raven reads`);
        continue;
      }
      const at = join('commands', commands.length);
      const model = readNested(ctx.problems, at, () => member.cls.fromRv(item, source, context) as Command);
      if (model) commands.push(model);
    }
    plain.commands = commands;
    plain.file_type = fileType;
    const model = withAliases(context?.aliases, () => build(cls, plain, ctx));
    keepLayout(model, { spelling: node.line.words[0].text, end: node.end?.words[0]?.text });
    return model;
  }
}

/** A command given in JSON as `{ command, value }` becomes its model (of the marker's file type). */
function revive(item: unknown, fileType: FileType): unknown {
  if (item instanceof Command || !item || typeof item !== 'object') return item;
  const { command, value } = item as { command?: unknown; value?: unknown };
  if (typeof command !== 'string') return item;
  const binding = classFor(fileType, command);
  return binding ? construct(binding.cls as ModelClass, value) : item;
}

/** Declares the fields of a marker class: `file_type` and `commands`. */
export function declareMarker(proto: object, fileType: FileType): void {
  field(t.enumOf(FILE_TYPES, 'FileType'), {
    default: fileType,
    doc: 'The file type whose commands the block holds (not written: the file it is in says it).',
  })(proto, 'file_type');
  field(t.list(t.any()), { default: () => [], doc: 'The commands inside, in order, each its own model.' })(
    proto,
    'commands',
  );
  rule('commands', (v) =>
    Array.isArray(v) && !v.every((c) => c instanceof Command)
      ? 'must be command models (or { command, value } in JSON)'
      : undefined,
  )(proto, 'commands');
}
