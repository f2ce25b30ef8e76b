/** `:SeepageParameters k_seep h_ref` inside :Reservoir: seepage to groundwater. */
import type { Command as Node } from '../../ast/nodes.js';
import { field, fieldsOf } from '../modelClass/field.js';
import { LineCommand, type Command } from '../modelClass/model.js';
import { t, type ModelClass } from '../modelClass/types.js';
import type { SourceFile } from '../commandText/read.js';
import { parseNested, readLine, type Readable } from '../shapes/nested.js';
import { IN_RESERVOIR } from '../commandText/reservoirBlocks.js';
import { fieldLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';

/** Reservoir seepage: coefficient (m3/s/d) and groundwater reference stage (m). */
export class SeepageParameters extends LineCommand {
  @field(t.float(), { doc: 'Seepage coefficient (m3/s/d).' })
  k_seep!: number;
  @field(t.float(), { doc: 'Groundwater reference stage (m).' })
  h_ref!: number;

  /** The line, each value checked. */
  override toLines(): WordLine[] {
    return [fieldLine(SeepageParameters.ravenName, this, fieldsOf(SeepageParameters))];
  }

  /** Reads the two values. */
  static override fromRv(node: Node, source?: SourceFile): SeepageParameters {
    return readLine(this as unknown as ModelClass<SeepageParameters>, node, source);
  }

  /** Reads the first :SeepageParameters of the text (alone, or inside its :Reservoir). */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
  ): T {
    return parseNested(this as unknown as Readable<T>, text, IN_RESERVOIR);
  }
}
