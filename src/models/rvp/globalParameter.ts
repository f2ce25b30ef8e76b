/**
 * `:GlobalParameter NAME value`: one global parameter. The RVP section keeps these as a mapping from name to
 * value; this model is one entry of it, as a line.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import type { SourceFile } from '../commandText/read.js';
import { nameWord } from '../commandText/write.js';
import { lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { lineValues } from '../shapes/lineValues.js';

/** One global parameter value. */
@command('rvp')
export class GlobalParameter extends LineCommand {
  @field(t.str(), { doc: 'Global parameter name, such as RAINSNOW_TEMP.' })
  name!: string;
  @field(t.expr(), { doc: 'Its value (Raven reads a plain number).' })
  value!: Expr;

  override toLines(): WordLine[] {
    return [lineOf(GlobalParameter.ravenName, nameWord(this.name, 'global parameter name'), this.value)];
  }

  static override fromRv(node: Node, source?: SourceFile): GlobalParameter {
    const { plain, locations, problems } = lineValues(node, source, ['name', 'value'], ['value']);
    problems.throwIfAny(GlobalParameter.name);
    return construct(GlobalParameter, plain, locations);
  }
}
