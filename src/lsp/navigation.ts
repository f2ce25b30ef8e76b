/**
 * Go to definition and find references: names across the model's files (from the name index), and file
 * names (`:RedirectToFile`, `:rv*_Filename`, data files) that open the file Raven would open.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Location } from 'vscode-languageserver';
import { commandName } from '../ast/nodes.js';
import { lineOf } from '../facts/site.js';
import type { Project } from '../project/project.js';
import { correctForRelativePath } from '../project/ravenPath.js';
import { argAt, contextOf, specFor } from './catalogue.js';
import type { Place } from './locate.js';
import type { NameIndex } from '../facts/names.js';
import { locationOf, uriOf } from './ranges.js';
import type { ParsedFile, Workspace } from './workspace.js';

const START = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/** The file a path argument at a place names, as Raven resolves it, if it exists. */
export function fileAt(file: ParsedFile, place: Place, project: Project | undefined): string | undefined {
  if (place.line.kind !== 'command' || !place.word || place.word.index === 0) return undefined;
  const command = place.line.command;
  const name = commandName(command);
  const spec = command.spec ?? specFor(name, contextOf(file.doc.fileType, place.blocks));
  const arg = argAt(spec, place.word.index - 1);
  if (arg?.type !== 'path') return undefined;
  // A redirect's target takes every word after the command (Raven joins them with spaces).
  const target = arg.variadic
    ? place.words
        .slice(1)
        .map((w) => w.text)
        .join(' ')
    : place.word.text;
  const self = project?.files.find((f) => f.path === file.path);
  if (project && self) {
    if (name === ':RedirectToFile') {
      const line = lineOf(self, command.line.start);
      const hit = project.files.find((f) => f.redirect?.from === file.path && f.redirect.line === line);
      if (hit) return hit.path;
    }
    const m = /^:(rv[a-z])_Filename$/.exec(name);
    const base = m && project.files.find((f) => f.fileType === m[1] && !f.redirect);
    if (base) return base.path;
    for (const candidate of [correctForRelativePath(target, self.ravenName), target]) {
      const path = resolve(project.dir, candidate);
      if (existsSync(path)) return path;
    }
  }
  const near = resolve(dirname(file.path), target);
  return existsSync(near) ? near : undefined;
}

/** The definition of the name or file at a place. */
export function definition(
  ws: Workspace,
  file: ParsedFile,
  place: Place,
  names: NameIndex | undefined,
): Location[] {
  const target = fileAt(file, place, names?.project);
  if (target) return [{ uri: uriOf(target), range: START }];
  const hit = place.word && names?.at(file.path, place.word.offset);
  return hit?.entry.def ? [locationOf(ws, hit.entry.def)] : [];
}

/** Every place the name at a place is defined or used. */
export function references(
  ws: Workspace,
  file: ParsedFile,
  place: Place,
  names: NameIndex | undefined,
  includeDeclaration: boolean,
): Location[] {
  const hit = place.word && names?.at(file.path, place.word.offset);
  if (!hit) return [];
  const sites = [...(includeDeclaration && hit.entry.def ? [hit.entry.def] : []), ...hit.entry.refs];
  return sites.map((s) => locationOf(ws, s));
}
