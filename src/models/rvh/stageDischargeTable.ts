/** `:StageDischargeTable name` inside an outflow control structure: a named stage-discharge curve. */
import { IsOptional, IsString } from 'class-validator';
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { RootCommand, RootRecord, type Command } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { argWords, commandLocation, type SourceFile } from '../commandText/read.js';
import { countedTableLines, readCounted } from '../shapes/countedTable.js';
import type { WordLine } from '../../printer/lines.js';
import { locatedAt, parseNested, readBlock, type Readable } from '../shapes/nested.js';
import { quickRoot } from '../shapes/quickRecord.js';
import { IN_STRUCTURE } from '../commandText/reservoirBlocks.js';
import { UnwritableValueError } from '../commandText/write.js';
import { join, type Problems } from '../commandText/problems.js';

/** One point of the curve: stage h (m) and flow Q (m3/s). */
export class StageDischargeRecord extends RootRecord {
  @field(t.list(t.float(), { size: 2 }), { doc: 'h, Q.' })
  override root!: number[];
}

/**
 * A stage-discharge curve. Its JSON is the list of points (the spec's root model); the curve name Raven reads
 * on the first line, which :UseCurve refers to, is kept in `name` beside it (not in the JSON).
 */
export class StageDischargeTable extends RootCommand {
  @field(t.list(t.model(() => StageDischargeRecord)), { doc: '(h, Q) points, in increasing stage.' })
  override root!: StageDischargeRecord[];

  /** The curve name (Raven reads it on the first line; :UseCurve refers to it). */
  @IsOptional()
  @IsString()
  name?: string | null;

  /** The spec's _set_n: the row count Raven reads first, always the number of points. */
  get n(): number {
    return this.root.length;
  }

  /** The block: name, count, points. */
  override toLines(): WordLine[] {
    if (!this.name)
      throw new UnwritableValueError(
        'StageDischargeTable needs a name (set .name): Raven reads it on the first line',
      );
    // The count Raven reads first is this.n, the number of points.
    return countedTableLines(':StageDischargeTable', this.root, 'stage-discharge point', this.name);
  }

  /** Reads the block (its count must match its rows). */
  static override fromRv(node: Node, source?: SourceFile): StageDischargeTable {
    return locatedAt(readBlock(StageDischargeTable, node, source), node, source);
  }

  /** Reads the block, adding its problems under `path` (for the enclosing structure). */
  static readInto(
    node: Node,
    source: SourceFile | undefined,
    problems: Problems,
    path: string,
  ): StageDischargeTable {
    const name = argWords(node, source)[0];
    if (!name)
      problems.add(
        join(path, 'name'),
        ':StageDischargeTable needs a curve name',
        commandLocation(node, source),
      );
    const model = quickRoot(
      StageDischargeTable,
      readCounted(StageDischargeRecord, node, source, problems, path),
    );
    model.name = name?.text ?? null;
    return model;
  }

  /** Reads the first :StageDischargeTable of the text (alone, or inside its reservoir and structure). */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
  ): T {
    return parseNested(this as unknown as Readable<T>, text, IN_STRUCTURE);
  }
}
