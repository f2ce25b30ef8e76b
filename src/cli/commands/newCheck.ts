/** What `rvkit check` finds in a model `rvkit new` has just written: said at once, not at the first run. */
import { checkProject } from '../../check/checkProject.js';
import { fileHost } from '../../project/fileHost.js';
import { loadProject } from '../../project/load.js';
import type { CliIO } from '../command.js';
import { diagnosticLine } from '../terminalText.js';

/**
 * Checks the written model and prints its findings to standard error, as `rvkit check` prints them, under one
 * line that says where they come from. A model built from a routing product or a forcing file can be one Raven
 * warns about (a channel too small for its reference flow, say): the modeller should read that before the run.
 * Prints nothing when the checker finds nothing. Returns the number of errors (a model Raven would refuse).
 */
export async function reportWrittenModel(rvi: string, io: CliIO): Promise<number> {
  const project = await loadProject(rvi);
  const found = await checkProject(project, { host: fileHost(project.dir) });
  if (found.length === 0) return 0;
  const errors = found.filter((d) => d.severity === 'error').length;
  const counts = [plural(errors, 'error'), plural(found.length - errors, 'warning')]
    .filter(Boolean)
    .join(' and ');
  io.err(`rvkit check finds ${counts} in the written model:\n`);
  for (const d of found) io.err(`${diagnosticLine(d)}\n`);
  return errors;
}

/** "1 warning", "3 warnings", or nothing for none. */
function plural(n: number, noun: string): string {
  return n === 0 ? '' : `${n} ${noun}${n > 1 ? 's' : ''}`;
}
