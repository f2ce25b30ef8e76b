/** `:BasicWeir name elev crest_width coeff` inside an outflow control structure: a named weir curve. */
import type { Command as Node } from '../../ast/nodes.js';
import { field, fieldsOf } from '../modelClass/field.js';
import { LineCommand, type Command } from '../modelClass/model.js';
import { t, type ModelClass } from '../modelClass/types.js';
import type { SourceFile } from '../commandText/read.js';
import { parseNested, readLine, type Readable } from '../shapes/nested.js';
import { IN_STRUCTURE } from '../commandText/reservoirBlocks.js';
import { fieldLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';

/** A weir outflow curve, named for :UseCurve. */
export class BasicWeir extends LineCommand {
  @field(t.str(), { doc: 'Curve name, referred to by :UseCurve.' })
  curve_name!: string;
  @field(t.float(), { doc: 'Crest elevation (m).' })
  elev!: number;
  @field(t.float(), { doc: 'Crest width (m).' })
  crest_width!: number;
  @field(t.float(), { doc: 'Weir coefficient.' })
  coeff!: number;

  /** The line, each value checked. */
  override toLines(): WordLine[] {
    return [fieldLine(BasicWeir.ravenName, this, fieldsOf(BasicWeir))];
  }

  /** Reads the four values. */
  static override fromRv(node: Node, source?: SourceFile): BasicWeir {
    return readLine(this as unknown as ModelClass<BasicWeir>, node, source);
  }

  /** Reads the first :BasicWeir of the text (alone, or inside its reservoir and control structure). */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
  ): T {
    return parseNested(this as unknown as Readable<T>, text, IN_STRUCTURE);
  }
}
