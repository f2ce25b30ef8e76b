/** Every sub-command of `rvkit`, in the order `rvkit --help` lists them. */
import type { CliCommand } from '../command.js';
import { checkCommand } from './check.js';
import { coverageCommand } from './coverage.js';
import { dumpCommand } from './dump.js';
import { engineCommand } from './engine.js';
import { fmtCommand } from './fmt.js';
import { newCommand } from './new.js';
import { outputsCommand } from './outputs.js';
import { runCommand } from './run.js';
import { schemaCommand } from './schema.js';

export const COMMANDS: readonly CliCommand[] = [
  checkCommand,
  fmtCommand,
  dumpCommand,
  coverageCommand,
  schemaCommand,
  newCommand,
  runCommand,
  outputsCommand,
  engineCommand,
];
