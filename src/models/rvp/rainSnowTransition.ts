/**
 * `:RainSnowTransition temp delta`: the temperature range over which precipitation is a rain/snow mix. The
 * same as the global parameters RAINSNOW_TEMP and RAINSNOW_DELTA, the preferred form.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { Command } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import type { SourceFile } from '../commandText/read.js';
import { lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { lineValues } from '../shapes/lineValues.js';

/** The rain/snow transition range. */
@command('rvp')
export class RainSnowTransition extends Command {
  @field(t.expr(), { doc: 'Midpoint of the range (deg C).' })
  temp!: Expr;
  @field(t.expr(), { doc: 'Width of the range (deg C).' })
  delta!: Expr;

  override toLines(): WordLine[] {
    return [lineOf(RainSnowTransition.ravenName, this.temp, this.delta)];
  }

  static override fromRv(node: Node, source?: SourceFile): RainSnowTransition {
    const { plain, locations, problems } = lineValues(node, source, ['temp', 'delta'], ['temp', 'delta']);
    problems.throwIfAny(RainSnowTransition.name);
    return construct(RainSnowTransition, plain, locations);
  }
}
