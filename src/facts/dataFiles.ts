/**
 * The data files a model names (besides its RV files), each resolved to the name Raven opens: the file name as
 * the command reads it (some commands join the rest of the line with spaces, some take one word, one joins
 * words with nothing), corrected by `CorrectForRelativePath` against the reference file Raven uses for that
 * command (the .rvt for time series, even when the series sits in the .rvp; the .rvi for interpolation
 * weights), or not corrected at all (.rvm lookup tables open relative to the working directory).
 */
import type { FileType } from '../../grammar/types.js';
import { commandName, type Command, type Item } from '../ast/nodes.js';
import { projectFile } from '../project/project.js';
import { correctForRelativePath } from '../project/ravenPath.js';
import { joinedArgs } from './args.js';
import type { ModelFacts } from './facts.js';
import type { CommandRef } from './readingOrder.js';
import { wordToken, type Token } from './site.js';
import { oncePerModel } from './memo.js';

/** A data file named by a command. */
export interface DataFileRef {
  /** The command that names it (for `:ReadFromNetCDF`, the `:FileNameNC` line inside it). */
  readonly ref: CommandRef;
  /** The file name as written (the words Raven reads, with their place). */
  readonly name: Token;
  /** The name Raven opens, relative to its working directory (the model directory) unless absolute. */
  readonly opened: string;
  /** What the file is, for messages ("gauge weights file"). */
  readonly what: string;
  /** Raven's words when it cannot open the file, where they name it (the ERROR line it stops on). */
  readonly refusal?: string;
  /** A NetCDF file (read by its header and variables, never whole). */
  readonly netcdf?: true;
}

/** Every data file the model makes Raven open, in reading order. */
export const dataFilesOf: (model: ModelFacts) => readonly DataFileRef[] = oncePerModel(findDataFiles);

/** The name Raven gives a base file of a type (its anchor for relative names). */
export function anchorName(model: ModelFacts, fileType: FileType): string {
  const project = model.project;
  return projectFile(project, fileType)?.ravenName ?? `${project.stem}.${fileType}`;
}

function findDataFiles(model: ModelFacts): DataFileRef[] {
  const out: DataFileRef[] = [];
  const rvt = anchorName(model, 'rvt');
  const weights = interpolationFile(model);
  if (weights) out.push(weights);
  out.push(...fewsFiles(model));
  for (const type of ['rvp', 'rvt'] as const) {
    for (const ref of model.commands(type)) {
      const name = commandName(ref.command);
      if (name === ':EnsimTimeSeries' && type === 'rvt') {
        const file = joinedArgs(ref);
        if (file) out.push(refTo(ref, file, rvt, 'Ensim time series file'));
      } else if (name === ':FileNameNC' && type === 'rvt') {
        // In reading order, only the :FileNameNC of a forcing grid (those of :ReadFromNetCDF sit in a block).
        const file = joinedArgs(ref);
        if (file) out.push(refTo(ref, file, rvt, 'NetCDF forcing file'));
      }
      if (ref.command.body && !ref.command.spec?.block?.marker) {
        for (const inner of netcdfFileLines(ref.command.body)) {
          const child: CommandRef = { ...ref, command: inner };
          const file = oneWord(child);
          if (file) out.push(refTo(child, file, rvt, 'NetCDF time series file'));
        }
      }
    }
  }
  for (const ref of model.uses('rvm', ':LookupTableFromCSV')) {
    const words = ref.command.line.words.slice(2);
    if (words.length === 0) continue;
    // Raven joins the words of the name with nothing between them, and does not correct the path.
    const text = words.map((w) => w.text).join('');
    const first = words[0];
    const last = words[words.length - 1];
    const token = {
      text,
      site: { file: ref.file, offset: first.offset, length: last.offset + last.text.length - first.offset },
    };
    out.push({ ref, name: token, opened: text, what: 'lookup table file' });
  }
  return out;
}

/**
 * The Delft-FEWS files of the .rvi (the catalogue's `fewsFile`): the run-info file of each line, which Raven
 * opens at once, and the last name of each update file, which it opens once the .rvh (parameters) or the .rvc
 * (states) is read; it stops on one it cannot open (ParseFEWSRunInfo.cpp, ParseNetCDFStateFile …).
 */
function fewsFiles(model: ModelFacts): DataFileRef[] {
  const last = new Map<string, DataFileRef>();
  const out: DataFileRef[] = [];
  for (const ref of model.commands('rvi')) {
    const spec = ref.command.spec;
    const fews = spec?.fewsFile;
    const name = fews && oneWord(ref);
    if (!spec || !fews || !name) continue;
    const file = refTo(ref, name, anchorName(model, 'rvi'), fews.what);
    const refusal = `${fews.reader}: ${spec.name} command: Cannot find file ${file.opened}`;
    if (fews.atEachLine) out.push({ ...file, refusal, netcdf: true });
    else last.set(spec.name, { ...file, refusal, netcdf: true });
  }
  return [...out, ...last.values()];
}

function refTo(ref: CommandRef, name: Token, anchor: string, what: string): DataFileRef {
  return { ref, name, opened: correctForRelativePath(name.text, anchor), what };
}

function oneWord(ref: CommandRef): Token | undefined {
  const w = ref.command.line.words[1];
  return w ? wordToken(ref.file, w) : undefined;
}

/** The `:FileNameNC` lines of the `:ReadFromNetCDF` blocks among some items, at any depth. */
function netcdfFileLines(items: readonly Item[]): Command[] {
  const out: Command[] = [];
  for (const item of items) {
    if (item.kind !== 'command') continue;
    if (commandName(item) === ':ReadFromNetCDF') {
      for (const c of item.body ?? []) {
        if (c.kind === 'command' && commandName(c) === ':FileNameNC') out.push(c);
      }
    } else if (item.body && !item.spec?.block?.marker) out.push(...netcdfFileLines(item.body));
  }
  return out;
}

/** The interpolation method the .rvi ends with, and the weights file Raven would read for FROM_FILE. */
export function interpolationFile(model: ModelFacts): DataFileRef | undefined {
  let fromFile = false;
  let file: DataFileRef | undefined;
  const anchor = anchorName(model, 'rvi');
  for (const ref of model.uses('rvi', ':Interpolation')) {
    const method = ref.command.line.words[1]?.text;
    if (method === undefined) continue;
    if (!knownMethods(ref).has(method)) continue; // Raven keeps the method it had
    fromFile = method === 'FROM_FILE' || method === 'INTERP_FROM_FILE';
    const name = fromFile ? joinedArgs(ref, 1) : undefined;
    if (name) file = refTo(ref, name, anchor, 'gauge weights file');
  }
  return fromFile ? file : undefined;
}

/** The interpolation methods Raven knows: the catalogue's values for :Interpolation's method. */
function knownMethods(ref: CommandRef): ReadonlySet<string> {
  return new Set(ref.command.spec?.args?.[0]?.values ?? []);
}
