/** `:OutflowControlStructure name` … `:EndOutflowControlStructure` inside :Reservoir: an extra outlet. */
import { IsOptional, IsString } from 'class-validator';
import type { Command as Node } from '../../ast/nodes.js';
import type { SourceLocation } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { Command } from '../modelClass/model.js';
import { t, type TypeSpec } from '../modelClass/types.js';
import { argWords, bodyCommands, commandLocation, type SourceFile } from '../commandText/read.js';
import { rvWord } from '../commandText/write.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { BasicWeir } from './basicWeir.js';
import { blockRecord, startBlock } from '../shapes/blockFields.js';
import { parseNested, quickLine, readBlock, shapeOf, type Readable } from '../shapes/nested.js';
import { OperatingRegime } from './operatingRegime.js';
import { StageDischargeTable } from './stageDischargeTable.js';
import { IN_RESERVOIR } from '../commandText/reservoirBlocks.js';
import { join, type Problems } from '../commandText/problems.js';

/** Curves Raven reads that the spec's model has no field for. */
const UNMODELLED = new Set([':SluiceGate', ':Orifice', ':BasicPump']);

/**
 * An outflow control structure: where its flow goes and the curves and regime that set it. Raven reads any
 * number of curves and regimes; the spec's model holds the stage-discharge tables, one weir and one regime.
 */
export class OutflowControlStructure extends Command {
  @field(t.int(), {
    alias: 'TargetSubBasin',
    nullable: true,
    default: null,
    doc: 'Subbasin receiving the flow (default: the one downstream); written :TargetSubbasin as Raven reads it.',
  })
  target_subbasin_id!: number | null;
  @field(t.float(), {
    alias: 'DownstreamReferenceElevation',
    nullable: true,
    default: null,
    doc: 'Reference elevation downstream of the structure (m).',
  })
  downstream_reference_elevation!: number | null;
  @field(t.list(t.model(() => StageDischargeTable)), {
    alias: 'StageDischargeTable',
    nullable: true,
    default: null,
    doc: 'Named stage-discharge curves.',
  })
  stage_discharge_table!: StageDischargeTable[] | null;
  @field(t.model(() => BasicWeir), {
    alias: 'BasicWeir',
    nullable: true,
    default: null,
    doc: 'A weir curve.',
  })
  basic_weir!: BasicWeir | null;
  @field(t.model(() => OperatingRegime), {
    alias: 'OperatingRegime',
    nullable: true,
    default: null,
    doc: 'The operating regime.',
  })
  operating_regime!: OperatingRegime | null;

  /** The structure's name on its first line (not in the spec's fields; Raven's own default is `unnamed`). */
  @IsOptional()
  @IsString()
  name?: string | null;

  /** The block: target, reference elevation, curves, then the regime that uses them. */
  override toLines(): WordLine[] {
    const name = rvWord(this.name ?? 'unnamed', 'OutflowControlStructure name');
    const body: WordLine[] = [];
    // Raven spells this one :TargetSubbasin (the spec's alias is TargetSubBasin).
    if (this.target_subbasin_id !== null)
      body.push(wordsLine([':TargetSubbasin', rvWord(this.target_subbasin_id, 'target_subbasin_id')]));
    if (this.downstream_reference_elevation !== null)
      body.push(
        wordsLine([
          ':DownstreamReferenceElevation',
          rvWord(this.downstream_reference_elevation, 'downstream_reference_elevation'),
        ]),
      );
    for (const table of this.stage_discharge_table ?? []) body.push(...table.toLines());
    if (this.basic_weir) body.push(...this.basic_weir.toLines());
    if (this.operating_regime) body.push(...this.operating_regime.toLines());
    return blockOf(wordsLine([':OutflowControlStructure', name]), body, ':EndOutflowControlStructure');
  }

  /** Reads the block. */
  static override fromRv(node: Node, source?: SourceFile): OutflowControlStructure {
    return readBlock(OutflowControlStructure, node, source);
  }

  /** Reads the block, adding its problems under `path` (for the enclosing reservoir). */
  static readInto(
    node: Node,
    source: SourceFile | undefined,
    problems: Problems,
    path: string,
  ): OutflowControlStructure {
    const block = startBlock(node, source);
    const { locations, values } = block;
    const tables: StageDischargeTable[] = [];
    const once = (f: string, where: SourceLocation | undefined, line: string): boolean => {
      if (!(f in values)) return true;
      problems.add(join(path, f), `a second ${line}: the OutflowControlStructure model holds one`, where);
      return false;
    };
    for (const c of bodyCommands(node.body)) {
      const line = c.line.words[0].text;
      const where = commandLocation(c, source);
      const arg = argWords(c, source)[0];
      const scalar = (f: string, type: TypeSpec): void => {
        if (!once(f, where, line)) return;
        if (!arg) problems.add(join(path, f), `${line} needs a value`, where);
        values[f] = arg && wordValue(type, arg.text);
        if (arg?.location) locations.set(f, arg.location);
      };
      switch (line) {
        case ':TargetSubbasin':
          scalar('target_subbasin_id', t.int());
          break;
        case ':DownstreamReferenceElevation':
          scalar('downstream_reference_elevation', t.float());
          break;
        case ':StageDischargeTable':
          tables.push(
            StageDischargeTable.readInto(
              c,
              source,
              problems,
              join(path, `stage_discharge_table.${tables.length}`),
            ),
          );
          break;
        case ':BasicWeir':
          if (once('basic_weir', where, line))
            values.basic_weir = quickLine(BasicWeir, c, source, problems.items, join(path, 'basic_weir'));
          break;
        case ':OperatingRegime':
          if (once('operating_regime', where, line))
            values.operating_regime = OperatingRegime.readInto(
              c,
              source,
              problems,
              join(path, 'operating_regime'),
            );
          break;
        default:
          problems.add(
            path,
            UNMODELLED.has(line)
              ? `${line} is read by Raven but the OutflowControlStructure model cannot hold it`
              : `${line} is not read inside :OutflowControlStructure`,
            where,
          );
      }
    }
    if (tables.length > 0) values.stage_discharge_table = tables;
    const model = blockRecord(shapeOf(OutflowControlStructure), block, path, problems.items);
    model.name = argWords(node, source)[0]?.text ?? null;
    return model;
  }

  /** Reads the first :OutflowControlStructure of the text (alone, or inside its :Reservoir). */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
  ): T {
    return parseNested(this as unknown as Readable<T>, text, IN_RESERVOIR);
  }
}
