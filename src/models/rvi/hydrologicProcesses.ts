/**
 * `:HydrologicProcesses` … `:EndHydrologicProcesses`: the process list of the .rvi, in order. Raven reads the
 * lines inside as ordinary commands (the pair only marks the list); a `:-->Conditional` applies to the process or
 * group just above it. A line the interface has no model for (`:GlacierInfiltration`, `:SnowSqueeze`,
 * `:-->RedirectFlow`, …) or an algorithm outside the interface's lists makes the whole block fail to read, with
 * every such line reported; the loader then keeps the block untyped.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { ConfigValidationError, type Problem } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { Command, ListCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { PROCESS_BLOCK } from '../processes/catalogue.js';
import { commandLocation, locate, type SourceFile } from '../commandText/read.js';
import { blockOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { aliasesIn, aliasesOf, withAliases, type ReadContext } from '../commandText/aliasContext.js';
import { Conditional } from './conditional.js';
import { firstCommand } from '../commandText/firstCommand.js';
import { Process } from './process.js';
import { ProcessGroup } from './processGroup.js';
import { ProcessItems, taggedJSON } from '../processes/processItems.js';
import '../processes/processModels.js';
import { buildReported, problem, readNested } from '../commandText/problems.js';
import { rule } from '../rules/rule.js';

/** An item of the process list. */
export type ProcessItem = Process | Conditional | ProcessGroup;

/** A condition must follow the process (or group) it restricts: Raven refuses one with nothing above it. */
function ConditionFollowsProcess(): PropertyDecorator {
  return rule('conditionFollowsProcess', (v) =>
    !Array.isArray(v) || !(v[0] instanceof Conditional)
      ? undefined
      : 'must not start with a Conditional: a condition restricts the process above it',
  );
}

/** The hydrologic process list: processes, conditions and process groups, in order. */
@command('rvi', PROCESS_BLOCK.begin)
export class HydrologicProcesses extends ListCommand<ProcessItem> {
  @ConditionFollowsProcess()
  @ProcessItems()
  @field(
    t.list(
      t.union(
        t.model(() => Conditional),
        t.model(() => ProcessGroup),
        t.model(() => Process),
      ),
    ),
    { doc: 'Processes, conditions and process groups, in order.' },
  )
  override root!: ProcessItem[];

  /** The JSON: each item tagged with its model name (`{ "Baseflow": {…} }`), so that it can be rebuilt. */
  override toJSON(): unknown {
    return this.root.map(taggedJSON);
  }

  /** A copy with some fields changed, validated with the `:Alias` names its processes were read with. */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    const items = this.root.flatMap((x): unknown[] => (x instanceof ProcessGroup ? [x, ...x.p] : [x]));
    return withAliases(aliasesOf(items), () =>
      super.copy(Object.hasOwn(changes, 'root') ? changes.root : undefined),
    );
  }

  /** The block with every item, in order. */
  override toLines(): WordLine[] {
    return blockOf(
      PROCESS_BLOCK.begin,
      this.root.flatMap((x) => x.toLines()),
      PROCESS_BLOCK.end,
    );
  }

  /**
   * Reads the block; `context.aliases` are the `:Alias` names of the .rvi, accepted as state variables (a
   * loader passes those of the whole model; `parse(text)` takes those written before the block).
   */
  static override fromRv(node: Node, source?: SourceFile, context?: ReadContext): HydrologicProcesses {
    const problems: Problem[] = [];
    const root: ProcessItem[] = [];
    let failed = false;
    let index = 0;
    for (const item of node.body ?? []) {
      if (item.kind === 'rows')
        problems.push(problem(`root.${index++}`, 'data lines are not processes', locate(source, item.start)));
      if (item.kind !== 'command') continue;
      const name = item.line.words[0].text;
      const path = `root.${index++}`;
      const read = readNested(problems, path, (): ProcessItem =>
        name === PROCESS_BLOCK.conditional
          ? Conditional.fromRv(item, source)
          : name === PROCESS_BLOCK.groupBegin
            ? ProcessGroup.fromRv(item, source, context)
            : Process.fromRv(item, source, context),
      );
      if (read) root.push(read);
      else failed = true;
    }
    const at = commandLocation(node, source);
    if (failed) throw new ConfigValidationError(problems, HydrologicProcesses.name);
    const locations = new Map(at ? [['', at]] : []);
    return withAliases(context?.aliases, () => buildReported(HydrologicProcesses, root, locations, problems));
  }

  /** Reads the first process list of .rvi text, with the `:Alias` names written before it. */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
    context?: ReadContext,
  ): T {
    const names = [PROCESS_BLOCK.begin, ':HydrologicalProcesses'];
    const found = firstCommand(text, 'rvi', names);
    const aliases = [...aliasesIn(found.items, found.node.line.start), ...(context?.aliases ?? [])];
    return HydrologicProcesses.fromRv(found.node, found.source, { aliases }) as unknown as T;
  }
}
