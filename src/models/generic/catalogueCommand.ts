/**
 * The base of the models made from catalogue entries (`grammar/`), for every command Raven reads that has no
 * hand-written class: the entry gives the class its fields (one per argument, named as the catalogue names
 * it), its shape (a line, a block with keywords and rows, a time series, a marker pair) and its Raven name.
 * A command whose meaning needs more than its words has a hand-written class instead (src/models/<filetype>/).
 */
import type { Arg, CommandSpec, FileType } from '../../../grammar/types.js';
import type { Command as Node } from '../../ast/nodes.js';
import { withAliases } from '../commandText/aliasContext.js';
import { build, complain, mark, readContext, type ReadContext } from '../commandText/build.js';
import { carryLayout, keepLayout, layoutOf } from '../commandText/layout.js';
import { lineOf } from '../commandText/lines.js';
import { join } from '../commandText/problems.js';
import { argWords, commandLocation, type SourceFile, type SourceWord } from '../commandText/read.js';
import { Command } from '../modelClass/model.js';
import type { ModelClass } from '../modelClass/types.js';
import type { WordLine } from '../../printer/lines.js';
import { argValue, isListArg } from './argTypes.js';

/** What a catalogue model is read with beyond its text: the `:Alias` names of the model's .rvi. */
export interface CatalogueContext {
  readonly aliases?: readonly string[];
  /** The file type being read (a marker pair holds commands of its file). */
  readonly fileType?: FileType;
}

/** The statics every catalogue model class has. */
export interface CatalogueStatics {
  readonly spec: CommandSpec;
  readonly fileType: FileType;
  readonly ravenName: string;
  readonly name: string;
}

/** A command model made from its catalogue entry. */
export abstract class CatalogueCommand extends Command {
  /** The catalogue entry the class was made from. */
  declare static readonly spec: CommandSpec;
  /** The file type whose catalogue holds it (the first, for an entry several file types share). */
  declare static readonly fileType: FileType;

  /** The command name to write: as the file spelled it, else the catalogue's. */
  protected writtenName(): string {
    return layoutOf(this).spelling ?? (this.constructor as unknown as CatalogueStatics).ravenName;
  }

  /** The argument values in catalogue order (lists spread by the writer, null left out). */
  protected argValues(): unknown[] {
    const self = this as unknown as { [k: string]: unknown };
    return ((this.constructor as unknown as CatalogueStatics).spec.args ?? []).map((a) => self[a.name]);
  }

  /** A validated copy that writes its lines as the original did. */
  override copy(changes?: unknown): this {
    return carryLayout(this, super.copy(changes));
  }
}

/** A command on one line: `:Name arg1 arg2 …`, one field per argument. */
export abstract class CatalogueLine extends CatalogueCommand {
  override toLines(): WordLine[] {
    return [lineOf(this.writtenName(), ...this.argValues())];
  }

  static override fromRv(node: Node, source?: SourceFile, context?: CatalogueContext): Command {
    const cls = this as unknown as CatalogueStatics & ModelClass<CatalogueLine>;
    const ctx = readContext(source);
    const at = commandLocation(node, source);
    if (at) ctx.locations.set('', at);
    const plain = readArgs(cls.spec.args ?? [], argWords(node, source), ctx, '', node);
    const model = withAliases(context?.aliases, () => build(cls, plain, ctx));
    keepLayout(model, { spelling: node.line.words[0].text });
    return model;
  }
}

/**
 * The plain values of a command's arguments from its words: one word each, a variadic argument taking the rest
 * (a path joined with single spaces, as Raven joins it). Words beyond the arguments are a problem: Raven does
 * not read them, and a model that dropped them would not write the line back as it was.
 */
export function readArgs(
  args: readonly Arg[],
  words: readonly SourceWord[],
  ctx: ReadContext,
  prefix: string,
  node: Node,
): { [k: string]: unknown } {
  const plain: { [k: string]: unknown } = {};
  let i = 0;
  for (const a of args) {
    const path = join(prefix, a.name);
    if (a.variadic) {
      const rest = words.slice(i);
      i = words.length;
      if (rest.length === 0) continue;
      mark(ctx, path, rest[0]);
      if (isListArg(a)) {
        plain[a.name] = rest.map((w) => argValue(a, w.text));
        rest.forEach((w, k) => mark(ctx, join(path, k), w));
      } else plain[a.name] = rest.map((w) => w.text).join(' ');
      continue;
    }
    if (i >= words.length) continue;
    plain[a.name] = argValue(a, words[i].text);
    mark(ctx, path, words[i]);
    i++;
  }
  if (i < words.length)
    complain(
      ctx,
      node,
      prefix,
      `${words.length - i} word(s) after the ${args.length} argument(s) Raven reads (${words[i].text} …)`,
    );
  return plain;
}
