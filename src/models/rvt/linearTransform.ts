/** `:LinearTransform scale offset`: each value read from a NetCDF file becomes scale × value + offset. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { Command } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { argWords, type SourceFile } from '../commandText/read.js';
import { lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { build, complain, mark, markCommand, readContext, type ReadContext } from '../commandText/build.js';
import { join } from '../commandText/problems.js';

/** A linear transform of NetCDF values (inside :ReadFromNetCDF, :GriddedForcing or :StationForcing). */
@command('rvt')
export class LinearTransform extends Command {
  @field(t.float(), { default: 1, doc: 'Multiplier a in a × value + b.' })
  scale!: number;
  @field(t.float(), { default: 0, doc: 'Offset b in a × value + b.' })
  offset!: number;

  /** Written even as the identity: leaving it out would read back as no transform at all (null). */
  override toLines(): WordLine[] {
    return [lineOf(':LinearTransform', this.scale, this.offset)];
  }

  static override fromRv(node: Node, source?: SourceFile): LinearTransform {
    const ctx = readContext(source);
    return build(LinearTransform, readLinearTransform(node, ctx, ''), ctx);
  }
}

/** The plain fields of `:LinearTransform a b` (Raven stops unless there are exactly two values). */
export function readLinearTransform(node: Node, ctx: ReadContext, prefix: string): Record<string, unknown> {
  const words = argWords(node, ctx.source);
  const plain: Record<string, unknown> = {};
  markCommand(ctx, prefix, node);
  (['scale', 'offset'] as const).forEach((name, i) => {
    if (i >= words.length) return;
    plain[name] = wordValue(t.float(), words[i].text);
    mark(ctx, join(prefix, name), words[i]);
  });
  if (words.length !== 2) complain(ctx, node, prefix, 'needs exactly two values: scale and offset');
  return plain;
}
