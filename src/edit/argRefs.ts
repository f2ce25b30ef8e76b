/**
 * The commands of the .rvt, .rvm and .rvl that name a subbasin or an HRU by an argument (`:BasinInflowHydrograph
 * 6`, `:OverrideStreamflow 6`, `:ReservoirDownstreamFlow 6 8 …`, `:SpecifyGaugeForHRU 3 G`, `:WaterDemand 6 …`,
 * `:SetStreamflow 6 …`, `:LandUseChange 3 …`), found by the catalogue's `idOf` marker on the argument. Each is a
 * referrer: a removal names it and refuses, or removes the command with `cascade` (its line, or its block with
 * the series in it); a rename changes the ID's word. A command that starts a section of marker lines
 * (`:WaterDemand` of the .rvm: the lines up to its end line apply to it) refuses even with `cascade`.
 */
import { commandName, type Command, type Item } from '../ast/nodes.js';
import type { ProjectFile } from '../project/project.js';
import { commandSpan, sameName, type EditKind, type Use } from './use.js';
import type { WorkingCopy } from './workingCopy.js';

/** The file types whose commands are followed here (the .rvh and .rvc have their own finders). */
const FILE_TYPES = new Set(['rvt', 'rvm', 'rvl']);

/** The words of a command's line that are IDs of a kind, as its catalogue entry marks its arguments. */
function idWords(command: Command, kind: 'subbasin' | 'HRU') {
  const args = command.spec?.args ?? [];
  const words = command.line.words;
  const out: (typeof words)[number][] = [];
  args.forEach((arg, i) => {
    if (arg.idOf !== kind) return;
    // words[0] is the command's name; a variadic argument takes every word that is left.
    for (const word of arg.variadic ? words.slice(i + 1) : [words[i + 1]]) if (word) out.push(word);
  });
  return out;
}

/** The uses of a subbasin's or an HRU's ID in the arguments of the .rvt, .rvm and .rvl commands. */
export function argumentUses(w: WorkingCopy, kind: EditKind, name: string): Use[] {
  if (kind !== 'subbasin' && kind !== 'HRU') return [];
  const out: Use[] = [];
  const walk = (file: ProjectFile, items: readonly Item[]) => {
    for (const item of items) {
      if (item.kind !== 'command') continue;
      for (const word of idWords(item, kind))
        if (sameName(kind, word.text, name))
          out.push({
            site: { file, offset: word.offset, length: word.text.length },
            what: `${commandName(item)} of ${kind} ${word.text}`,
            cascade: item.spec?.block?.marker ? null : { block: commandSpan(item) },
          });
      if (item.body) walk(file, item.body);
    }
  };
  for (const file of w.project.files) if (FILE_TYPES.has(file.fileType)) walk(file, file.doc.items);
  return out;
}
