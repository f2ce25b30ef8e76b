/** `:StageRelations` inside :Reservoir: the stage, flow, volume, area (and underflow) lookup table. */
import type { Command as Node } from '../../ast/nodes.js';
import { setLocations } from '../base/construct.js';
import { field } from '../base/field.js';
import { RootCommand, RootRecord } from '../base/model.js';
import { t, type ModelClass } from '../base/types.js';
import { commandLocation, type SourceFile } from '../text/read.js';
import { countedRows } from './countedTable.js';
import { parseNested, shapeOf, type Readable } from './nested.js';
import { join, ProblemList } from './problems.js';
import { quickRecord, quickRoot } from './quickRecord.js';
import { Reservoir } from './reservoir.js';
import { rvWord } from './rvWord.js';
import type { TableRow } from './table.js';
import { IN_RESERVOIR } from './within.js';

const FLOAT = t.float();

/** One row: stage h (m), flow Q (m3/s), volume V (m3), area A (m2) and optionally underflow (m3/s). */
export class StageRelation extends RootRecord {
  @field(t.list(t.float(), { minItems: 4, maxItems: 5 }), { doc: 'h, Q, V, A and optionally underflow.' })
  override root!: number[];
}

/** The rows of a count-driven table as root records, their problems under `path`. */
export function countedRecords<T>(
  cls: ModelClass<T>,
  rows: readonly TableRow[],
  problems: ProblemList,
  path: string,
): T[] {
  const shape = shapeOf(cls);
  return rows.map((row, i) =>
    quickRecord(shape, { root: row.values(0, FLOAT) }, join(path, `root.${i}`), problems.items, (_f, m) => {
      const k = /^item (\d+)/.exec(m);
      return row.location(k ? Number(k[1]) : 0);
    }),
  );
}

/** The stage relations: a count line, then one row per stage. */
export class StageRelations extends RootCommand {
  @field(t.list(t.model(() => StageRelation)), { doc: 'One row per stage, in increasing stage.' })
  override root!: StageRelation[];

  /** The block, with the row count Raven reads first. */
  override toRv(): string {
    const rows = this.root.map(
      (r, i) => `  ${r.root.map((v) => rvWord(v, `stage relation ${i}`)).join(' ')}\n`,
    );
    return `:StageRelations\n  ${this.root.length}\n${rows.join('')}:EndStageRelations\n`;
  }

  /** Reads the block (its count must match its rows). */
  static override fromRv(node: Node, source?: SourceFile): StageRelations {
    const problems = new ProblemList();
    const model = StageRelations.readInto(node, source, problems, '');
    problems.check(StageRelations.name);
    const at = commandLocation(node, source);
    if (at) setLocations(model, new Map([['', at]]));
    return model;
  }

  /** Reads the block, adding its problems under `path` (for the enclosing reservoir). */
  static readInto(
    node: Node,
    source: SourceFile | undefined,
    problems: ProblemList,
    path: string,
  ): StageRelations {
    const rows = countedRows(node, source, problems, join(path, 'root'));
    const records = countedRecords(StageRelation, rows, problems, path);
    return quickRoot(StageRelations as unknown as ModelClass<StageRelations>, records);
  }

  /**
   * As the spec says, the reservoirs of some .rvh text (a list; the base signature returns one command, so
   * Reservoir.parseAll gives the typed form).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  static override parse(text: string): any {
    return Reservoir.parseAll(text);
  }

  /** The first :StageRelations block of the text (alone, or inside its :Reservoir). */
  static parseOne(text: string): StageRelations {
    return parseNested(StageRelations as unknown as Readable<StageRelations>, text, IN_RESERVOIR);
  }
}
