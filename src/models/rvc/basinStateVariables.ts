/**
 * `:BasinStateVariables` … `:EndBasinStateVariables`: the routing state of every subbasin, one `:BasinIndex`
 * group each, as Raven writes it at the end of a run (solution.rvc) and reads it as initial conditions.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { ConfigValidationError, type Problem } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { ListCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { commandLocation, locate, type SourceFile } from '../commandText/read.js';
import { blockOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { BasinIndex } from './basinIndex.js';
import { buildReported, problem, readNested } from '../commandText/problems.js';

/** The states of the subbasins. */
@command('rvc')
export class BasinStateVariables extends ListCommand<BasinIndex> {
  @field(t.list(t.model(() => BasinIndex)), { doc: 'One state per subbasin.' })
  override root!: BasinIndex[];

  /** A validated copy, `changes.root` replacing the list when given. */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    return super.copy(Object.hasOwn(changes, 'root') ? changes.root : undefined);
  }

  /** The block, one `:BasinIndex` group per subbasin. */
  override toLines(): WordLine[] {
    return blockOf(
      BasinStateVariables.ravenName,
      this.root.flatMap((b) => b.toLines()),
      ':EndBasinStateVariables',
    );
  }

  /** Reads the block: each `:BasinIndex` line starts a subbasin, the lines after it fill it. */
  static override fromRv(node: Node, source?: SourceFile): BasinStateVariables {
    const problems: Problem[] = [];
    const groups: Node[][] = [];
    for (const item of node.body ?? []) {
      if (item.kind === 'rows')
        problems.push(problem('root', 'data lines outside :Qout, :Qlat, :Qin', locate(source, item.start)));
      if (item.kind !== 'command') continue;
      if (item.line.words[0].text === BasinIndex.ravenName) groups.push([item]);
      else if (groups.length > 0) groups[groups.length - 1].push(item);
      else
        problems.push(
          problem('root', `${item.line.words[0].text} before any :BasinIndex`, commandLocation(item, source)),
        );
    }
    const root: BasinIndex[] = [];
    groups.forEach((g, i) => {
      const b = readNested(problems, `root.${i}`, () => BasinIndex.fromGroup(g, source));
      if (b) root.push(b);
    });
    if (root.length < groups.length) throw new ConfigValidationError(problems, BasinStateVariables.name);
    const at = commandLocation(node, source);
    return buildReported(BasinStateVariables, root, new Map(at ? [['', at]] : []), problems);
  }
}
