/** `:OperatingRegime name` … `:EndOperatingRegime` inside an outflow control structure. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { Command } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { argWords, bodyCommands, commandLocation, type SourceFile } from '../commandText/read.js';
import { blockRecord, readName, startBlock } from '../shapes/blockFields.js';
import { parseNested, readBlock, shapeOf, type Readable } from '../shapes/nested.js';
import { IN_STRUCTURE } from '../commandText/reservoirBlocks.js';
import { rvWord } from '../commandText/write.js';
import { blockOf, wordsLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { join, type Problems } from '../commandText/problems.js';
import { lineFields } from '../modelClass/lineFields.js';

/** The words of a multi-word setting, each checked to be one Raven word. */
function settingWords(v: string, what: string): string[] {
  return v
    .trim()
    .split(/\s+/)
    .map((w) => rvWord(w, what));
}

/**
 * An operating regime: the curve it uses while its condition holds, and a constraint on the flow. The
 * settings are kept as their text (`STAGE IS_GREATER_THAN 400`); Raven reads several :Condition and
 * :Constraint lines, the spec's model one of each.
 */
export class OperatingRegime extends Command {
  @field(t.str(), { doc: 'Regime name.' })
  name!: string;
  @field(t.str(), { alias: 'UseCurve', nullable: true, default: null, doc: 'Curve used (a curve name).' })
  use_curve!: string | null;
  @field(t.str(), {
    alias: 'Condition',
    nullable: true,
    default: null,
    doc: 'When it applies: variable, IS_BETWEEN / IS_GREATER_THAN / IS_LESS_THAN, value(s) {IN_BASIN id}.',
  })
  condition!: string | null;
  @field(t.str(), {
    alias: 'Constraint',
    nullable: true,
    default: null,
    doc: 'Limit on the outflow: variable (FLOW, FLOW_DELTA…), comparison, value(s).',
  })
  constraint!: string | null;

  /** The block. */
  override toLines(): WordLine[] {
    const name = rvWord(this.name, 'OperatingRegime name');
    const body: WordLine[] = [];
    // The nested lines and the fields they fill (`lineFields`: the fields' aliases).
    for (const [line, meta] of lineFields(OperatingRegime, 'rvh')) {
      const f = meta.name as 'use_curve' | 'condition' | 'constraint';
      const v = this[f];
      if (v !== null && v !== undefined)
        body.push(wordsLine([line, ...settingWords(v, `OperatingRegime ${name} ${f}`)]));
    }
    return blockOf(wordsLine([':OperatingRegime', name]), body, ':EndOperatingRegime');
  }

  /** Reads the block. */
  static override fromRv(node: Node, source?: SourceFile): OperatingRegime {
    return readBlock(OperatingRegime, node, source);
  }

  /** Reads the block, adding its problems under `path` (for the enclosing structure). */
  static readInto(
    node: Node,
    source: SourceFile | undefined,
    problems: Problems,
    path: string,
  ): OperatingRegime {
    const block = startBlock(node, source);
    const { locations, values } = block;
    readName(block, node, source);
    for (const c of bodyCommands(node.body)) {
      const line = c.line.words[0].text;
      const f = lineFields(OperatingRegime, 'rvh').get(line)?.name;
      const where = commandLocation(c, source);
      if (!f) {
        problems.add(path, `${line} is not read inside :OperatingRegime`, where);
      } else if (f in values) {
        problems.add(
          join(path, f),
          `a second ${line}: Raven reads every one, the OperatingRegime model holds one`,
          where,
        );
      } else {
        values[f] = argWords(c, source)
          .map((w) => w.text)
          .join(' ');
        if (where) locations.set(f, where);
      }
    }
    return blockRecord(shapeOf(OperatingRegime), block, path, problems.items);
  }

  /** Reads the first :OperatingRegime of the text (alone, or inside its reservoir and structure). */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
  ): T {
    return parseNested(this as unknown as Readable<T>, text, IN_STRUCTURE);
  }
}
