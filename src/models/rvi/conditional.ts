/** `:-->Conditional kind op value`: restricts the process line above it to the HRUs where the condition holds. */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { lineFields } from '../modelClass/line.js';
import { Command } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { ConditionalKindValues, ConditionalOpValues } from '../options/conditional.js';
import { PROCESS_BLOCK } from '../processes/catalogue.js';
import { commandLocation, type SourceFile } from '../commandText/read.js';
import { lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { firstCommand } from '../commandText/firstCommand.js';
import { registerKind } from '../processes/processItems.js';
import { IsRavenWord } from '../rules/wordRule.js';
import { buildReported, problem } from '../commandText/problems.js';

/** A condition on the previous process: `:-->Conditional HRU_TYPE IS GLACIER`. */
export class Conditional extends Command {
  @field(t.enumOf(ConditionalKindValues, 'ConditionalKind'), { doc: 'What the condition tests.' })
  kind!: string;
  @field(t.enumOf(ConditionalOpValues, 'ConditionalOp'), { doc: 'IS or IS_NOT.' })
  op!: string;
  @IsRavenWord()
  @field(t.str(), { doc: 'The HRU type, land class or HRU group compared with.' })
  value!: string;

  static override get ravenName(): string {
    return PROCESS_BLOCK.conditional;
  }

  /** `:-->Conditional kind op value`. */
  override toLines(): WordLine[] {
    return [lineOf(Conditional.ravenName, this.kind, this.op, this.value)];
  }

  /** Reads a `:-->Conditional` line (Raven ignores words after the value, and so does this). */
  static override fromRv(node: Node, source?: SourceFile): Conditional {
    const name = node.line.words[0].text;
    const found =
      name === Conditional.ravenName
        ? []
        : [
            problem(
              '',
              `a Conditional is written ${Conditional.ravenName}, not ${name}`,
              commandLocation(node, source),
            ),
          ];
    const { plain, locations } = lineFields(Conditional, node, source);
    return buildReported(Conditional, plain, locations, found);
  }

  /** Reads the first `:-->Conditional` line of .rvi text. */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
  ): T {
    const found = firstCommand(text, 'rvi', [Conditional.ravenName]);
    return Conditional.fromRv(found.node, found.source) as unknown as T;
  }
}
registerKind(Conditional);
