/**
 * The commands of one file type in the order Raven reads them: the base file line by line, a
 * `:RedirectToFile` replaced by the commands of the file it names, the lines inside marker pairs (`:Gauge`,
 * `:HydrologicProcesses`, `:ProcessGroup` …) in place, `:IfModeEquals` blocks whose mode does not match the
 * run mode skipped, and nothing after an `:End` (which also ends the files that redirected to it).
 * Rules read models in this order because Raven's meaning is often positional: the current gauge, the last
 * `:StartDate`, an option given before `:SoilModel`.
 */
import type { FileType } from '../../../grammar/types.js';
import { commandName, type Command, type Item } from '../../ast/nodes.js';
import { projectFile, type Project, type ProjectFile } from '../../project/project.js';
import { lineOf } from './site.js';

/** A command as Raven meets it. */
export interface CommandRef {
  readonly command: Command;
  /** The file that holds it. */
  readonly file: ProjectFile;
  /** The marker commands it sits in, outermost first. */
  readonly markers: readonly Command[];
  /** Its place in the reading order of its file type. */
  readonly index: number;
}

/** The run mode the model selects with `:Mode` (Raven compares one character), or undefined. */
export type RunMode = string | undefined;

/** Every command of a file type in Raven's reading order. */
export function readingOrder(project: Project, fileType: FileType, mode?: RunMode): CommandRef[] {
  const base = projectFile(project, fileType);
  if (!base) return [];
  const redirects = redirectTargets(project);
  const out: CommandRef[] = [];
  const state = { mode, ended: false };
  const walk = (file: ProjectFile, items: readonly Item[], markers: readonly Command[]): void => {
    for (const item of items) {
      if (state.ended) return;
      if (item.kind !== 'command') continue;
      const name = commandName(item);
      if (name === ':End' && markers.length === 0) {
        // Raven's "ended" flag is shared with the files that redirected here.
        state.ended = true;
        return;
      }
      out.push({ command: item, file, markers, index: out.length });
      if (name === ':Mode' && fileType === 'rvi') state.mode = item.line.words[1]?.text.charAt(0);
      if (name === ':RedirectToFile') {
        const target = redirects.get(redirectKey(file, item));
        if (target) walk(target, target.doc.items, markers);
        continue;
      }
      if (!item.spec?.block?.marker || !item.body) continue;
      if (name === ':IfModeEquals' && !modeMatches(item, state.mode)) continue;
      walk(file, item.body, [...markers, item]);
    }
  };
  walk(base, base.doc.items, []);
  return out;
}

/** The run mode a model's .rvi selects (its last `:Mode` line read). */
export function runModeOf(rvi: readonly CommandRef[]): RunMode {
  let mode: RunMode;
  for (const ref of rvi) if (commandName(ref.command) === ':Mode') mode = ref.command.line.words[1]?.text;
  return mode?.charAt(0);
}

/** Raven compares only the first character of each argument with the run mode. */
function modeMatches(command: Command, mode: RunMode): boolean {
  if (command.line.words.length < 2) return true;
  return command.line.words.slice(1).some((w) => w.text.charAt(0) === (mode ?? ' '));
}

function redirectKey(file: ProjectFile, command: Command): string {
  return `${file.path}\u0000${lineOf(file, command.line.start)}`;
}

/** The file each `:RedirectToFile` line of the project opens, keyed by the file and line that name it. */
function redirectTargets(project: Project): Map<string, ProjectFile> {
  const byPath = new Map(project.files.map((f) => [f.path, f]));
  const out = new Map<string, ProjectFile>();
  for (const file of project.files) {
    if (!file.redirect) continue;
    const from = byPath.get(file.redirect.from);
    if (from) out.set(`${from.path}\u0000${file.redirect.line}`, file);
  }
  return out;
}
