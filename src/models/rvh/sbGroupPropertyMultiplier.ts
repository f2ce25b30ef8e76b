/** `:SBGroupPropertyMultiplier group property multiplier`: scales a subbasin property over a group. */
import type { Command as Node } from '../../ast/nodes.js';
import { field, fieldsOf } from '../modelClass/field.js';
import { LineCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import type { Expr } from '../symbolic/expr.js';
import type { SourceFile } from '../commandText/read.js';
import { readLine } from '../shapes/nested.js';
import { fieldLine } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';

/** Multiplies a user-supplied subbasin property over a subbasin group (not the ones Raven computes). */
@command('rvh')
export class SBGroupPropertyMultiplier extends LineCommand {
  @field(t.str(), { doc: 'Subbasin group (from :SubBasinGroup).' })
  group_name!: string;
  @field(t.str(), { doc: 'Subbasin property (as in :SubBasinProperties), e.g. MANNINGS_N.' })
  parameter_name!: string;
  @field(t.expr(), { doc: 'Multiplier.' })
  mult!: Expr;

  /** The line, each value checked to be one word. */
  override toLines(): WordLine[] {
    return [fieldLine(SBGroupPropertyMultiplier.ravenName, this, fieldsOf(SBGroupPropertyMultiplier))];
  }

  /** Reads the three words (Raven ignores any further ones). */
  static override fromRv(node: Node, source?: SourceFile): SBGroupPropertyMultiplier {
    return readLine(this as unknown as ModelClass<SBGroupPropertyMultiplier>, node, source);
  }
}
