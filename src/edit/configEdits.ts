/**
 * The editing API on a loaded Config (`config.rename`, `config.remove`, `config.add…`, `config.setColumn`,
 * `config.scaleColumn`, `config.replaceSeries`, `config.setOption`, `config.setProcess`, `config.check`,
 * `config.diff`). The models layer cannot hold them (they read the checker's facts of the whole model): this
 * module attaches them, as src/project/configMethods.ts attaches `load` and `writeRv`. Each edit is checked
 * when it is made and either applies whole or throws (EditError, ConfigValidationError) with the Config
 * unchanged.
 */
import type { Diagnostic } from '../ast/nodes.js';
import { Config } from '../models/sections/config.js';
import { configDiff } from './diff.js';
import { removeSplices, type RemoveOptions } from './remove.js';
import { renameSplices } from './rename.js';
import type { EditKind } from './references.js';
import { WorkingCopy } from './workingCopy.js';

declare module '../models/sections/config.js' {
  interface Config {
    /** Renames a class, soil profile, HRU, subbasin, group or gauge, and every use of it in every file. */
    rename(kind: EditKind, from: string, to: string): this;
    /** Removes one; refused (EditError naming the referrers) while something uses it, unless `cascade`. */
    remove(kind: EditKind, name: string, options?: RemoveOptions): this;
    /** The unified diff of every file that saving would change, against the text it was loaded as. */
    diff(): string;
  }
}

Config.prototype.rename = function (this: Config, kind: EditKind, from: string, to: string) {
  const w = WorkingCopy.of(this);
  w.commit(renameSplices(w, kind, from, to));
  return this;
};

Config.prototype.remove = function (this: Config, kind: EditKind, name: string, options?: RemoveOptions) {
  const w = WorkingCopy.of(this);
  w.commit(removeSplices(w, kind, name, options));
  return this;
};

Config.prototype.diff = function (this: Config) {
  return configDiff(this);
};

export type { Diagnostic };
