/**
 * `:RedirectToFile path`: Raven reads the named file in place of the line. In the spec it stands for the
 * grid weights of a `:GriddedForcing` or `:StationForcing` kept in a file of their own.
 */
import type { Command as Node } from '../../ast/nodes.js';
import { construct } from '../modelClass/construct.js';
import { field } from '../modelClass/field.js';
import { RootCommand } from '../modelClass/model.js';
import { command } from '../modelClass/registry.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { argWords, commandLocation, type SourceFile } from '../commandText/read.js';
import { lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { joinedPathProblem } from '../rules/wordRule.js';
import { rule } from '../rules/rule.js';

/** A redirection to another file (its path as written, relative to the .rvt file's folder or absolute). */
@command('rvt')
export class RedirectToFile extends RootCommand {
  @field(t.str({ minLength: 1 }), { doc: 'Path of the file Raven reads in place of this line.' })
  @rule('redirectPath', joinedPathProblem)
  declare root: string;

  /** `new RedirectToFile('weights.rvt')`: the path is the bare value. */
  constructor(root?: string) {
    super(root as unknown as object);
  }

  /** A validated copy (the base copy would spread the bare path as if it were an object of fields). */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    return construct(this.constructor as ModelClass<this>, 'root' in changes ? changes.root : this.root);
  }

  override toLines(): WordLine[] {
    return [lineOf(':RedirectToFile', this.root)];
  }

  /** Raven rebuilds the path by joining the words of the line with single spaces. */
  static override fromRv(node: Node, source?: SourceFile): RedirectToFile {
    const words = argWords(node, source);
    const locations = new Map();
    const at = commandLocation(node, source);
    if (at) locations.set('', at);
    if (words[0]?.location) locations.set('root', words[0].location);
    return construct(RedirectToFile, words.map((w) => w.text).join(' '), locations);
  }
}
