/**
 * `:RainSnowTransition temp delta`: the temperature range over which precipitation is a rain/snow mix. The
 * same as the global parameters RAINSNOW_TEMP and RAINSNOW_DELTA, the preferred form.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../base/construct.js';
import { field } from '../base/field.js';
import { Command } from '../base/model.js';
import { command } from '../base/registry.js';
import { t } from '../base/types.js';
import type { Expr } from '../symbolic/expr.js';
import type { SourceFile } from '../text/read.js';
import { commandLine } from '../text/write.js';
import { lineValues } from './lineValues.js';

/** The rain/snow transition range. */
@command('rvp')
export class RainSnowTransition extends Command {
  @field(t.expr(), { doc: 'Midpoint of the range (deg C).' })
  temp!: Expr;
  @field(t.expr(), { doc: 'Width of the range (deg C).' })
  delta!: Expr;

  override toRv(): string {
    return commandLine(RainSnowTransition.ravenName, this.temp, this.delta);
  }

  static override fromRv(node: Node, source?: SourceFile): RainSnowTransition {
    const { plain, locations, problems } = lineValues(node, source, ['temp', 'delta'], ['temp', 'delta']);
    problems.throwIfAny(RainSnowTransition.name);
    return construct(RainSnowTransition, plain, locations);
  }
}
