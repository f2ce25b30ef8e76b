/** Every sub-command of `rvkit`, in the order `rvkit --help` lists them. */
import type { CliCommand } from '../command.js';
import { checkCommand } from './check.js';
import { dumpCommand } from './dump.js';
import { fmtCommand } from './fmt.js';

export const COMMANDS: readonly CliCommand[] = [checkCommand, fmtCommand, dumpCommand];
