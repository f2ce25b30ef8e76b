/** `:UniformInitialConditions STATE value`: the same initial value of a state variable in every HRU. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { lineFields } from '../modelClass/line.js';
import { Command, LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import type { SourceFile } from '../commandText/read.js';
import { aliasesFor, aliasesIn, withAliases, type ReadContext } from '../commandText/aliasContext.js';
import { firstCommand } from '../commandText/firstCommand.js';
import { IsStateVariable } from '../rules/stateVariableRule.js';
import { buildReported } from '../commandText/problems.js';

/** A uniform initial condition: `:UniformInitialConditions SOIL[0] 264.5`. */
@command('rvc')
export class UniformInitialConditions extends LineCommand {
  @IsStateVariable()
  @field(t.str(), { doc: 'State variable (or an :Alias of the model).' })
  state!: string;
  @field(t.expr(), { doc: 'Initial value in every HRU.' })
  value!: Expr;

  /** A copy with some fields changed, validated with the `:Alias` names it was read with. */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    return withAliases(aliasesFor(this), () => super.copy(changes));
  }

  /** Reads the line; `context.aliases` are the `:Alias` names of the model's .rvi. */
  static override fromRv(node: Node, source?: SourceFile, context?: ReadContext): UniformInitialConditions {
    const { plain, locations } = lineFields(UniformInitialConditions, node, source);
    return withAliases(context?.aliases, () => buildReported(UniformInitialConditions, plain, locations));
  }

  /** Reads the first such line of .rvc text. */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
    context?: ReadContext,
  ): T {
    const found = firstCommand(text, 'rvc', [':UniformInitialConditions']);
    const aliases = [...aliasesIn(found.items, found.node.line.start), ...(context?.aliases ?? [])];
    return UniformInitialConditions.fromRv(found.node, found.source, { aliases }) as unknown as T;
  }
}
