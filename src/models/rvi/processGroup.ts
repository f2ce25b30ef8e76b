/**
 * `:ProcessGroup` … `:EndProcessGroup CALCULATE_WTS r1 … rN-1`: alternative processes whose fluxes Raven
 * weights; the N-1 numbers after CALCULATE_WTS are turned into the N weights (ProcessGroup.cpp, CalcWeights).
 */
import type { Command as Node } from '../../ast/nodes.js';
import { ConfigValidationError, type Problem, type SourceLocation } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { Command, toPlain } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { PROCESS_BLOCK } from '../processes/catalogue.js';
import type { Expr } from '../symbolic/expr.js';
import { commandLocation, locate, type SourceFile } from '../commandText/read.js';
import { keepSign } from '../commandText/write.js';
import { blockOf, lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { aliasesIn, aliasesOf, withAliases, type ReadContext } from '../commandText/aliasContext.js';
import { firstCommand } from '../commandText/firstCommand.js';
import { Process } from './process.js';
import { ProcessItems, registerKind, taggedJSON } from '../processes/processItems.js';
import { buildReported, problem, readNested } from '../commandText/problems.js';
import { rule } from '../rules/rule.js';

/** `params` has one number fewer than `p` (Raven ignores the weights otherwise). */
function WeightCount(): PropertyDecorator {
  return rule('weightCount', (v, object) => {
    const p = object.p;
    const n = Array.isArray(p) ? p.length - 1 : undefined;
    if (!Array.isArray(v) || n === undefined || v.length === n) return undefined;
    return (
      `must have ${n} value(s), one fewer than the processes of p: Raven reads ` +
      ':EndProcessGroup CALCULATE_WTS r1 … rN-1 and ignores any other number of values'
    );
  });
}

/** A weighted group of alternative processes. */
export class ProcessGroup extends Command {
  @ProcessItems()
  @field(t.list(t.union(t.model(() => Process)), { minItems: 1 }), { doc: 'The processes of the group.' })
  p!: Process[];

  @WeightCount()
  @field(t.list(t.expr()), { doc: 'The N-1 numbers from which Raven computes the N weights.' })
  params!: Expr[];

  static override get ravenName(): string {
    return PROCESS_BLOCK.groupBegin;
  }

  /** The JSON, each process tagged with its model name (`{ "Infiltration": {…} }`) so it can be rebuilt. */
  override toJSON(): unknown {
    return { p: this.p.map(taggedJSON), params: toPlain(this.params) };
  }

  /** A copy with some fields changed, validated with the `:Alias` names its processes were read with. */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    return withAliases(aliasesOf(this.p), () => super.copy(changes));
  }

  /** The block: the process lines, then `:EndProcessGroup CALCULATE_WTS` and the numbers. */
  override toLines(): WordLine[] {
    const end = lineOf(PROCESS_BLOCK.groupEnd, PROCESS_BLOCK.groupWeights, ...this.params.map(keepSign));
    return blockOf(
      PROCESS_BLOCK.groupBegin,
      this.p.flatMap((x) => x.toLines()),
      end,
    );
  }

  /** Reads a `:ProcessGroup` block (its name, which Raven never uses, is not kept). */
  static override fromRv(node: Node, source?: SourceFile, context?: ReadContext): ProcessGroup {
    const problems: Problem[] = [];
    const at = commandLocation(node, source);
    const p: Process[] = [];
    let failed = false;
    let index = 0;
    for (const item of node.body ?? []) {
      if (item.kind === 'rows')
        problems.push(problem(`p.${index++}`, 'data lines are not processes', locate(source, item.start)));
      if (item.kind !== 'command') continue;
      const name = item.line.words[0].text;
      if (name === PROCESS_BLOCK.conditional || name === PROCESS_BLOCK.groupBegin) {
        const what = name === PROCESS_BLOCK.conditional ? 'a condition' : 'a nested group';
        problems.push(
          problem(
            `p.${index++}`,
            `the interface's ProcessGroup holds processes only, not ${what}`,
            commandLocation(item, source),
          ),
        );
        continue;
      }
      const read = readNested(problems, `p.${index++}`, () => Process.fromRv(item, source, context));
      if (read) p.push(read);
      else failed = true;
    }
    const locations = new Map<string, SourceLocation>();
    if (at) locations.set('', at);
    const end = node.end?.words ?? [];
    const params: unknown[] = [];
    const endAt = end[0] ? locate(source, end[0].offset) : undefined;
    if (endAt) locations.set('params', endAt);
    const weightsOk = end[1]?.text === PROCESS_BLOCK.groupWeights;
    if (end.length === 0) problems.push(problem('', `missing ${PROCESS_BLOCK.groupEnd}`, at));
    else if (end[1]?.text !== PROCESS_BLOCK.groupWeights) {
      const what = end.length === 1 ? 'no weights (Raven keeps equal ones)' : 'explicit weights';
      problems.push(
        problem(
          'params',
          `${PROCESS_BLOCK.groupEnd} with ${what}: the interface's ProcessGroup holds CALCULATE_WTS numbers only`,
          locate(source, end[0].offset),
        ),
      );
    } else
      end.slice(2).forEach((w, i) => {
        params.push(wordValue(t.expr(), w.text));
        const loc = locate(source, w.offset);
        if (loc) locations.set(`params.${i}`, loc);
        if (loc && i === 0) locations.set('params', loc);
      });
    if (failed) throw new ConfigValidationError(problems, ProcessGroup.name);
    // Weights in another form are already reported: stand-in numbers keep the count rule from repeating it.
    const weights = weightsOk ? params : p.map(() => 0).slice(1);
    return withAliases(context?.aliases, () =>
      buildReported(ProcessGroup, { p, params: weights }, locations, problems),
    );
  }

  /** Reads the first `:ProcessGroup` of .rvi text, with the text's aliases. */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
    context?: ReadContext,
  ): T {
    const found = firstCommand(text, 'rvi', [PROCESS_BLOCK.groupBegin]);
    const aliases = [...aliasesIn(found.items, found.node.line.start), ...(context?.aliases ?? [])];
    return ProcessGroup.fromRv(found.node, found.source, { aliases }) as unknown as T;
  }
}
registerKind(ProcessGroup);
