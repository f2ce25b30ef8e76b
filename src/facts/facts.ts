/**
 * A model as the checker's rules see it: the loaded project, each file type's commands in Raven's reading
 * order, and the facts of each file type, each built on first use. Everything is read from the syntax trees
 * (never from the text again) and is tolerant: a row with a bad value is still a row, so rules can point at
 * the value.
 */
import type { FileType } from '../../grammar/types.js';
import { commandName } from '../ast/nodes.js';
import type { Project } from '../project/project.js';
import { readingOrder, runModeOf, type CommandRef, type RunMode } from './readingOrder.js';
import { rvhFacts, type RvhFacts } from './rvhFacts.js';
import { rviFacts, type RviFacts } from './rviFacts.js';
import { rvpFacts, type RvpFacts } from './rvpFacts.js';
import { rvtFacts, type RvtFacts } from './rvtFacts.js';

/** The model of a project, with lazily built facts. */
export class ModelFacts {
  private readonly orders = new Map<FileType, CommandRef[]>();
  private cache: { rvi?: RviFacts; rvp?: RvpFacts; rvh?: RvhFacts; rvt?: RvtFacts } = {};
  private modeCache: { mode: RunMode } | undefined;

  constructor(readonly project: Project) {}

  /** The run mode the .rvi selects with `:Mode`. */
  get mode(): RunMode {
    this.modeCache ??= { mode: runModeOf(readingOrder(this.project, 'rvi')) };
    return this.modeCache.mode;
  }

  /** Every command of a file type in reading order. */
  commands(fileType: FileType): readonly CommandRef[] {
    let order = this.orders.get(fileType);
    if (!order) {
      // The .rvi sets the mode as it goes; the other files are read with the mode it ends with.
      order = readingOrder(this.project, fileType, fileType === 'rvi' ? undefined : this.mode);
      this.orders.set(fileType, order);
    }
    return order;
  }

  /** The uses of a command in a file type, by its canonical name, in reading order. */
  uses(fileType: FileType, name: string): CommandRef[] {
    return this.commands(fileType).filter((r) => (r.command.spec?.name ?? commandName(r.command)) === name);
  }

  get rvi(): RviFacts {
    return (this.cache.rvi ??= rviFacts(this.commands('rvi'), this.mode));
  }

  get rvp(): RvpFacts {
    return (this.cache.rvp ??= rvpFacts(this.commands('rvp')));
  }

  get rvh(): RvhFacts {
    return (this.cache.rvh ??= rvhFacts(this.commands('rvh')));
  }

  get rvt(): RvtFacts {
    return (this.cache.rvt ??= rvtFacts(this.commands('rvt')));
  }
}
