/**
 * The commands of one file type in the order Raven reads them: the base file line by line, a
 * `:RedirectToFile` replaced by the commands of the file it names, the lines inside marker pairs (`:Gauge`,
 * `:HydrologicProcesses`, `:ProcessGroup` …) in place, `:IfModeEquals` blocks whose mode does not match the
 * run mode skipped, and nothing after an `:End` (which also ends the files that redirected to it).
 * Rules read models in this order because Raven's meaning is often positional: the current gauge, the last
 * `:StartDate`, an option given before `:SoilModel`.
 */
import type { FileType } from '../../grammar/types.js';
import { commandName, type Command, type Item } from '../ast/nodes.js';
import { projectFile, type Project, type ProjectFile } from '../project/project.js';
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
        const target = redirects.get(file)?.get(lineOf(file, item.line.start));
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

/**
 * The file each `:RedirectToFile` line opens, by the file object and line that name it. A file may be read
 * more than once (a file redirecting to itself, two lines naming one file): the loader reads depth first, so
 * the file a redirect came from is the nearest earlier one with its path, one level up.
 */
function redirectTargets(project: Project): Map<ProjectFile, Map<number, ProjectFile>> {
  const out = new Map<ProjectFile, Map<number, ProjectFile>>();
  const files = project.files;
  for (let i = 0; i < files.length; i++) {
    const redirect = files[i].redirect;
    if (!redirect) continue;
    for (let j = i - 1; j >= 0; j--) {
      const from = files[j];
      if (from.path !== redirect.from || (from.redirect?.depth ?? 0) !== redirect.depth - 1) continue;
      let lines = out.get(from);
      if (!lines) out.set(from, (lines = new Map()));
      lines.set(redirect.line, files[i]);
      break;
    }
  }
  return out;
}
