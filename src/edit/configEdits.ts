/**
 * The editing API on a loaded Config (`config.rename`, `config.remove`, `config.add…`, `config.setColumn`,
 * `config.scaleColumn`, `config.replaceSeries`, `config.setOption`, `config.setProcess`, `config.check`,
 * `config.diff`). The models layer cannot hold them (they read the checker's facts of the whole model): this
 * module attaches them, as src/project/configMethods.ts attaches `load` and `writeRv`. Each edit is checked
 * when it is made and either applies whole or throws (EditError, ConfigValidationError) with the Config
 * unchanged.
 */
import type { Diagnostic } from '../ast/nodes.js';
import { checkProject, type CheckOptions } from '../check/checkProject.js';
import { RULES } from '../check/rules/index.js';
import { parseRcFile } from '../check/settings.js';
import { findRcFile } from '../project/rcFile.js';
import { Config } from '../models/sections/config.js';
import { fileHost } from '../project/fileHost.js';
import {
  classSplices,
  gaugeSplices,
  hruGroupSplices,
  hruSplices,
  profileSplices,
  subbasinSplices,
  type AddClassOptions,
  type AddHRUOptions,
  type ClassKindName,
} from './add.js';
import { columnSplices, type ColumnTable, type NewValue, type Selection } from './columns.js';
import { configDiff } from './diff.js';
import { EditError } from './errors.js';
import {
  neededParameters,
  optionSplices,
  parameterSplices,
  processSplices,
  type ChangeOptions,
  type NeededParameter,
} from './options.js';
import { seriesSplices, type Series, type SeriesTarget } from './series.js';
import type { Splice } from './splice.js';
import { removeSplices, type RemoveOptions } from './remove.js';
import { renameSplices } from './rename.js';
import { checkKind, type EditKind } from './references.js';
import { WorkingCopy } from './workingCopy.js';

declare module '../models/sections/config.js' {
  interface Config {
    /** Renames a class, soil profile, HRU, subbasin, group or gauge, and every use of it in every file. */
    rename(kind: EditKind, from: string, to: string): this;
    /** Removes one; refused (EditError naming the referrers) while something uses it, unless `cascade`. */
    remove(kind: EditKind, name: string, options?: RemoveOptions): this;
    /** Adds an HRU row (the HRU model's fields; its subbasin, classes and profile must exist), with its value
     * in each `.rvc` `:InitialConditions` list. */
    addHRU(row: Readonly<Record<string, unknown>>, options?: AddHRUOptions): this;
    /** Adds a subbasin row (the SubBasin model's fields; its downstream subbasin must exist). */
    addSubBasin(row: Readonly<Record<string, unknown>>): this;
    /** Adds a class: its class-table row, and with `like` a copy of that class's parameter-list rows. */
    addClass(kind: ClassKindName, name: string, options?: AddClassOptions): this;
    /** Adds a soil profile of existing soil classes, each with its thickness (m). */
    addSoilProfile(name: string, horizons: readonly (readonly [string, number])[]): this;
    /** Adds an HRU group of existing HRUs (`:HRUGroup` in the .rvh, `:DefineHRUGroups` in the .rvi). */
    addHRUGroup(name: string, hruIds: readonly number[]): this;
    /** Adds a gauge (the Gauge model's fields) at the end of the .rvt, with its forcing series by name. */
    addGauge(gauge: Readonly<Record<string, unknown>>, data?: Readonly<Record<string, Series>>): this;
    /** Sets a column of the selected rows of the HRUs, the subbasins or a class parameter list. */
    setColumn(table: ColumnTable, column: string, value: NewValue, selection?: Selection): this;
    /** Multiplies a numeric column of the selected rows by `factor`. */
    scaleColumn(table: ColumnTable, column: string, factor: number, selection?: Selection): this;
    /** Replaces a gauge's :Data series or an observation's series (start, step in days, values). */
    replaceSeries(target: SeriesTarget, series: Series): this;
    /** Sets an .rvi option; returns the parameters Raven then needs that the model lacks (after `values`). */
    setOption(name: string, value: string | readonly string[], options?: ChangeOptions): NeededParameter[];
    /** Changes a process line's algorithm; returns the parameters Raven then needs that the model lacks. */
    setProcess(process: string, algorithm: string, options?: ChangeOptions): NeededParameter[];
    /** The checker's diagnostics of the model as it stands in memory (data files read from its directory),
     * with the rule settings of its `.rvkitrc.json` as `rvkit check` applies them (`options.rules` over them). */
    check(options?: ConfigCheckOptions): Promise<Diagnostic[]>;
    /** The unified diff of every file that saving would change, against the text it was loaded as. */
    diff(): string;
  }
}

/** Options of `config.check()`: the checker's, and whether the model's `.rvkitrc.json` applies. */
export interface ConfigCheckOptions extends CheckOptions {
  /** Apply the rule settings of the `.rvkitrc.json` in the model's directory or the nearest parent that has
   * one, as `rvkit check` does (default true; an invalid file throws, naming it). */
  readonly rcFile?: boolean;
}

/** One edit: its splices read from the working copy, then applied (or nothing, if they throw). */
function edit<T extends Config>(config: T, splices: (w: WorkingCopy) => Splice[]): T {
  const w = WorkingCopy.of(config);
  w.commit(splices(w));
  return config;
}

/**
 * An option or process change, then the missing parameters given in `values` added; returns the parameters
 * the change made missing that are still missing.
 */
function change(
  config: Config,
  splices: (w: WorkingCopy) => Splice[],
  options: ChangeOptions,
): NeededParameter[] {
  for (const [name, v] of Object.entries(options.values ?? {}))
    if (!Number.isFinite(v)) throw new EditError(`values.${name}: must be a finite number; got ${v}`);
  const key = (n: NeededParameter) => `${n.classType} ${n.name}`;
  const before = new Set(neededParameters(WorkingCopy.of(config)).map(key));
  edit(config, splices);
  const after = WorkingCopy.of(config);
  // Every missing parameter given a value is added (the change may have made it missing, or an earlier one).
  const missing = neededParameters(after);
  after.commit(parameterSplices(after, missing, options.values ?? {}));
  const given = new Set(Object.keys(options.values ?? {}).map((k) => k.toUpperCase()));
  return missing.filter((n) => !before.has(key(n)) && !given.has(n.name.toUpperCase()));
}

Config.prototype.addHRU = function (this: Config, row: Readonly<Record<string, unknown>>, options = {}) {
  return edit(this, (w) => hruSplices(w, row, options));
};

Config.prototype.addSubBasin = function (this: Config, row: Readonly<Record<string, unknown>>) {
  return edit(this, (w) => subbasinSplices(w, row));
};

Config.prototype.addClass = function (this: Config, kind: ClassKindName, name: string, options = {}) {
  return edit(this, (w) => classSplices(w, kind, name, options));
};

Config.prototype.addSoilProfile = function (this: Config, name: string, horizons) {
  return edit(this, (w) => profileSplices(w, name, horizons));
};

Config.prototype.addHRUGroup = function (this: Config, name: string, hruIds: readonly number[]) {
  return edit(this, (w) => hruGroupSplices(w, name, hruIds));
};

Config.prototype.addGauge = function (this: Config, gauge: Readonly<Record<string, unknown>>, data) {
  return edit(this, (w) => gaugeSplices(w, gauge, data));
};

Config.prototype.setColumn = function (this: Config, table, column, value, selection) {
  return edit(this, (w) => columnSplices(w, table, column, value, selection));
};

Config.prototype.scaleColumn = function (this: Config, table, column, factor, selection) {
  if (!Number.isFinite(factor)) throw new EditError(`factor: must be a finite number; got ${factor}`);
  const scale = (old: string) => {
    const x = Number(old);
    if (!Number.isFinite(x)) throw new EditError(`${table} ${column}: ${old} is not a number to scale`);
    return x * factor;
  };
  return edit(this, (w) => columnSplices(w, table, column, scale, selection));
};

Config.prototype.replaceSeries = function (this: Config, target: SeriesTarget, series: Series) {
  return edit(this, (w) => seriesSplices(w, target, series));
};

Config.prototype.setOption = function (this: Config, name, value, options = {}) {
  return change(this, (w) => optionSplices(w, name, value), options);
};

Config.prototype.setProcess = function (this: Config, process, algorithm, options = {}) {
  return change(this, (w) => processSplices(w, process, algorithm, options), options);
};

Config.prototype.check = async function (this: Config, options: ConfigCheckOptions = {}) {
  const w = WorkingCopy.of(this);
  const rc = options.rcFile === false ? undefined : await findRcFile(w.project.dir);
  const fromRc = rc ? parseRcFile(rc.text, rc.path, options.ruleSet ?? RULES) : {};
  const rules = { ...fromRc, ...options.rules };
  return checkProject(w.project, { host: fileHost(w.project.dir), ...options, rules });
};

Config.prototype.rename = function (this: Config, kind: EditKind, from: string, to: string) {
  checkKind(kind);
  return edit(this, (w) => renameSplices(w, kind, from, to));
};

Config.prototype.remove = function (this: Config, kind: EditKind, name: string, options?: RemoveOptions) {
  checkKind(kind);
  return edit(this, (w) => removeSplices(w, kind, name, options));
};

Config.prototype.diff = function (this: Config) {
  return configDiff(this);
};
