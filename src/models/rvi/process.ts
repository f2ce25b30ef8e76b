/**
 * `Process`: the base of the hydrologic process models (fields algo, source, to), and how a process line is
 * read and written: `:Name ALGORITHM SOURCE TO… {extra}` (`processLine.ts` has the rules of the line).
 */
import type { Command as Node } from '../../ast/nodes.js';
import { field } from '../modelClass/field.js';
import { Command } from '../modelClass/model.js';
import { t } from '../modelClass/types.js';
import { RAVEN_DEFAULT } from '../processes/catalogue.js';
import type { SourceFile } from '../commandText/read.js';
import { aliasesFor, aliasesIn, withAliases, type ReadContext } from '../commandText/aliasContext.js';
import { firstCommand } from '../commandText/firstCommand.js';
import { processClassFor, processLine, processSpellings, readProcess } from '../processes/processLine.js';
import { registerKind } from '../processes/processItems.js';
import { IsStateVariable } from '../rules/stateVariableRule.js';
import type { WordLine } from '../../printer/lines.js';

/** A hydrologic process of `:HydrologicProcesses`; the specialised models (Baseflow, …) restrict algo. */
export class Process extends Command {
  @field(t.str(), { default: RAVEN_DEFAULT, doc: 'Algorithm of the process.' })
  algo!: string;

  @IsStateVariable()
  @field(t.str(), { nullable: true, default: null, doc: 'State variable the process draws from.' })
  source!: string | null;

  @IsStateVariable()
  @field(t.list(t.str()), { default: () => [], doc: 'State variables the process sends to.' })
  to!: string[];

  /** Fields written after the targets (the fraction p of Flush and Split), in writing order. */
  static readonly extraFields: readonly string[] = [];
  /** How many targets Raven reads before the extra fields, for models that have extra fields. */
  static readonly toSlots: number | null = null;

  /** The process line (throws where Raven would ignore or misread it, e.g. a missing source). */
  override toLines(): WordLine[] {
    return [processLine(this)];
  }

  /** A copy with some fields changed, validated with the `:Alias` names this process was read with. */
  override copy(changes: Readonly<Record<string, unknown>> = {}): this {
    return withAliases(aliasesFor(this), () => super.copy(changes));
  }

  /**
   * Reads a process line. On `Process` itself the model is chosen by the command name (any spelling Raven
   * reads, e.g. `:CanopySnowEvap` for CanopySublimation); `context.aliases` are the `:Alias` names of the .rvi.
   */
  static override fromRv(node: Node, source?: SourceFile, context?: ReadContext): Process {
    if (this === Process) {
      const cls = processClassFor(node.line.words[0].text);
      if (cls) return cls.fromRv(node, source, context) as Process;
    }
    return readProcess(this as typeof Process, node, source, context);
  }

  /** Reads the first line of this process (any process, on `Process`) in .rvi text, with the text's aliases. */
  static override parse<T extends Command>(
    this: { fromRv(c: Node, s?: SourceFile): T; name: string },
    text: string,
    context?: ReadContext,
  ): T {
    const cls = this as unknown as typeof Process;
    const found = firstCommand(text, 'rvi', processSpellings(cls));
    const aliases = [...aliasesIn(found.items, found.node.line.start), ...(context?.aliases ?? [])];
    return cls.fromRv(found.node, found.source, { aliases }) as unknown as T;
  }
}
registerKind(Process);
