/** `:StageRelations` inside :Reservoir: the stage, flow, volume, area (and underflow) lookup table. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { RootCommand, RootRecord } from '../modelClass/model.js';
import { classFor } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import type { SourceFile } from '../commandText/read.js';
import { countedTableLines, readCounted } from '../shapes/countedTable.js';
import type { WordLine } from '../../printer/lines.js';
import { locatedAt, parseNested, readBlock, type Readable } from '../shapes/nested.js';
import { quickRoot } from '../shapes/quickRecord.js';
import { IN_RESERVOIR } from '../commandText/reservoirBlocks.js';
import { type Problems } from '../commandText/problems.js';

/** One row: stage h (m), flow Q (m3/s), volume V (m3), area A (m2) and optionally underflow (m3/s). */
export class StageRelation extends RootRecord {
  @field(t.list(t.float(), { minItems: 4, maxItems: 5 }), { doc: 'h, Q, V, A and optionally underflow.' })
  override root!: number[];
}

/** The stage relations: a count line, then one row per stage. */
export class StageRelations extends RootCommand {
  @field(t.list(t.model(() => StageRelation)), { doc: 'One row per stage, in increasing stage.' })
  override root!: StageRelation[];

  /** The block, with the row count Raven reads first. */
  override toLines(): WordLine[] {
    return countedTableLines(':StageRelations', this.root, 'stage relation');
  }

  /** Reads the block (its count must match its rows). */
  static override fromRv(node: Node, source?: SourceFile): StageRelations {
    return locatedAt(readBlock(StageRelations, node, source), node, source);
  }

  /** Reads the block, adding its problems under `path` (for the enclosing reservoir). */
  static readInto(
    node: Node,
    source: SourceFile | undefined,
    problems: Problems,
    path: string,
  ): StageRelations {
    const records = readCounted(StageRelation, node, source, problems, path);
    return quickRoot(StageRelations as unknown as ModelClass<StageRelations>, records);
  }

  /**
   * As the spec says, the reservoirs of some .rvh text (a list; the base signature returns one command, so
   * Reservoir.parseAll gives the typed form).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  static override parse(text: string): any {
    // Through the registry: Reservoir holds StageRelations, so importing it here would make a cycle.
    const reservoir = classFor('rvh', ':Reservoir')?.cls as
      { parseAll?(text: string): unknown[] } | undefined;
    if (!reservoir?.parseAll) throw new Error('StageRelations.parse: the Reservoir model is not loaded');
    return reservoir.parseAll(text);
  }

  /** The first :StageRelations block of the text (alone, or inside its :Reservoir). */
  static parseOne(text: string): StageRelations {
    return parseNested(StageRelations as unknown as Readable<StageRelations>, text, IN_RESERVOIR);
  }
}
