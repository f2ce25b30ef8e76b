/**
 * `:SoilModel SOIL_MULTILAYER n`: the number of soil layers (root). Raven also reads `SOIL_ONE_LAYER` and
 * `SOIL_TWO_LAYER`, which only set the number of layers to 1 or 2 (ParseInput.cpp), so they read as 1 and 2 and
 * are written back as `SOIL_MULTILAYER 1` and `SOIL_MULTILAYER 2`, which Raven reads the same.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { ConfigValidationError, type SourceLocation } from '../modelClass/errors.js';
import { field } from '../modelClass/field.js';
import { wordValue } from '../modelClass/line.js';
import { RootCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t } from '../modelClass/types.js';
import { SoilModel as SoilModelOption } from '../options/soil.js';
import { argWords, commandLocation, type SourceFile } from '../commandText/read.js';
import { lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { buildReported, problem } from '../commandText/problems.js';

const FIXED_LAYERS: Readonly<Record<string, number>> = {
  [SoilModelOption.ONE_LAYER]: 1,
  [SoilModelOption.TWO_LAYER]: 2,
};

/** The soil model: its root is the number of soil layers. */
@command('rvi')
export class SoilModel extends RootCommand {
  @field(t.int(), { doc: 'Number of soil layers.' })
  override root!: number;

  /** `new SoilModel(3)`: the base constructor's type takes objects and lists only, not a bare number. */
  constructor(root?: number) {
    super(root as unknown as object);
  }

  /** `:SoilModel SOIL_MULTILAYER n`. */
  override toLines(): WordLine[] {
    return [lineOf(SoilModel.ravenName, SoilModelOption.MULTILAYER, this.root)];
  }

  /** Reads `:SoilModel SOIL_MULTILAYER n`, `:SoilModel SOIL_ONE_LAYER` or `:SoilModel SOIL_TWO_LAYER`. */
  static override fromRv(node: Node, source?: SourceFile): SoilModel {
    const [kind, count] = argWords(node, source);
    const locations = new Map<string, SourceLocation>();
    const at = commandLocation(node, source);
    if (at) locations.set('', at);
    const found = [];
    let root: unknown = undefined;
    if (!kind)
      found.push(
        problem('root', `Raven reads :SoilModel SOIL_MULTILAYER n (or SOIL_ONE_LAYER, SOIL_TWO_LAYER)`, at),
      );
    else if (kind.text === SoilModelOption.MULTILAYER) {
      if (count) root = wordValue(t.int(), count.text);
      if (count?.location) locations.set('root', count.location);
    } else if (Object.hasOwn(FIXED_LAYERS, kind.text)) root = FIXED_LAYERS[kind.text];
    else found.push(problem('root', `unknown soil model ${kind.text} (Raven stops)`, kind.location));
    // A problem of the kind word leaves no root to check: report it alone.
    if (found.length > 0) throw new ConfigValidationError(found, SoilModel.name);
    return buildReported(SoilModel, root, locations);
  }
}
