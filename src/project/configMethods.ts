/**
 * The spec puts `Config.load` and `config.writeRv` on the Config class, but they read and write files, which
 * the models layer (browser-clean, below the project) must not do. This module, imported by src/index.ts,
 * attaches them: the models never import the project, and the public API keeps the spec's shape.
 */
import { Config } from '../models/sections/config.js';
import { loadConfig } from './configLoad.js';
import { writeConfig, type WriteRvOptions } from './configWrite.js';

declare module '../models/sections/config.js' {
  interface Config {
    /** Writes the model's files into `workdir` (refusing to replace different files unless `overwrite`): in
     * the directory it was loaded from, as `saveProject` saves; elsewhere, a self-contained copy. */
    writeRv(
      workdir: string,
      modelname?: string,
      overwrite?: boolean,
      options?: WriteRvOptions,
    ): Promise<Record<string, string>>;
  }
  // A namespace merged with the class adds its static members (the only way to declare them from here).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Config {
    /** Loads a model directory: every command the spec models becomes typed, every other one is kept as written. */
    let load: (path: string, options?: { stem?: string; strict?: boolean }) => Promise<Config>;
  }
}

Config.load = (path, options = {}) => loadConfig(path, options);
Config.prototype.writeRv = function (
  this: Config,
  workdir: string,
  modelname?: string,
  overwrite = false,
  options: WriteRvOptions = {},
) {
  return writeConfig(this, workdir, modelname, overwrite, options);
};
