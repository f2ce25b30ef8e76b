/**
 * The loader's core: a model's files read the way Raven reads them, from any file source. The base files are
 * the stem's files unless the .rvi names others (`:rvh_Filename` ...); `:RedirectToFile` is followed with
 * Raven's own path rules (see ravenPath.ts) and nesting limits, and a redirected file is parsed as the type of
 * the file that names it. Raven follows redirects only among top-level lines (marker pairs such as `:Gauge`
 * included): inside a table block it refuses them, and the grammar reports such a block as not closed.
 */
import { CATALOGUE } from '../../grammar/index.js';
import type { FileType } from '../../grammar/types.js';
import { commandName, type Command, type Diagnostic, type Item, type RvDocument } from '../ast/nodes.js';
import { parseRv, type ParseOptions } from '../parser/parseRv.js';
import { syntaxCode, type SyntaxProblem } from '../parser/check/codes.js';
import { lineStarts, positionAt } from '../parser/positions.js';
import type { Project, ProjectFile, RedirectSource } from './project.js';
import { correctForRelativePath } from './ravenPath.js';
import { redirectLines } from './redirects.js';
import { UnreadableFileError } from './unreadableFile.js';

/** A model's main input file: its directory, stem and the path of its .rvi. */
export interface ModelEntry {
  readonly dir: string;
  readonly stem: string;
  /** Absolute path of the .rvi (or of the .rvi.tpl template when only that exists). */
  readonly rvi: string;
}

/**
 * Where the loader finds files: the file system, files held in memory (a web page), or an editor's unsaved
 * buffers laid over the disk (the language server).
 */
export interface ProjectSource {
  /** The path of `name` (as Raven resolves it) in the model directory `dir`. */
  resolve(dir: string, name: string): string;
  /** True when the file exists in this source. */
  exists(path: string): boolean;
  /** The text of an RV file, one character per byte (latin1), so that it writes back unchanged. */
  readText(path: string): Promise<string>;
  /** The syntax tree of a text; a source may hand back a tree it parsed before for the same text. */
  parse?(path: string, text: string, options: ParseOptions): RvDocument;
  /** The names in the directory of `path`, to point out a name's case mistake; undefined when unknown. */
  siblings(path: string): string[] | undefined;
  /** The file name shown in diagnostics. */
  display(path: string): string;
}

/** The files Raven reads after the .rvi, in its order, and the .rvi command that makes each one needed. */
const BASE_FILES: readonly { type: FileType; neededBy?: (rvi: readonly Command[]) => boolean }[] = [
  { type: 'rvp' },
  { type: 'rvh' },
  { type: 'rvt' },
  { type: 'rvc' },
  {
    type: 'rve',
    neededBy: (c) => c.some((x) => commandName(x) === ':EnsembleMode' && arg(x) !== 'ENSEMBLE_NONE'),
  },
  { type: 'rvm', neededBy: (c) => c.some((x) => commandName(x) === ':ApplyManagementOptimization') },
  { type: 'rvl', neededBy: (c) => c.some((x) => commandName(x) === ':ReadLiveFile') },
  { type: 'rvg', neededBy: () => false },
];

/**
 * Loads every RV file of a model from a file source: the .rvi at `model.rvi`, the other files found through
 * `source` as Raven finds them. Uses no Node API: the command line passes the file system, a web page the
 * files dropped on it.
 */
export async function loadProjectFrom(model: ModelEntry, source: ProjectSource): Promise<Project> {
  const files: ProjectFile[] = [];
  const problems: Diagnostic[] = [];
  const loader = new Loader(model.dir, files, problems, source);
  const rvi = await loader.read(model.rvi, `${model.stem}.rvi`, 'rvi', undefined);
  const rviCommands = topCommands(rvi.doc.items);
  // Raven's names: the stem's files, unless the .rvi names others (the last such line wins).
  const names = new Map<FileType, { name: string; command?: Command }>();
  for (const { type } of BASE_FILES) names.set(type, { name: `${model.stem}.${type}` });
  for (const command of rviCommands) {
    const m = /^:(rv[a-z])_Filename$/.exec(commandName(command));
    const given = arg(command);
    if (m && given !== undefined && names.has(m[1] as FileType)) {
      names.set(m[1] as FileType, { name: correctForRelativePath(given, `${model.stem}.rvi`), command });
    }
  }
  loader.anchors = new Map([...names].map(([type, { name }]) => [type, name]));
  await loader.follow(rvi);
  for (const { type, neededBy } of BASE_FILES) {
    const { name, command } = names.get(type)!;
    const path = source.resolve(model.dir, name);
    const template = `${path}.tpl`;
    const found = source.exists(path) ? path : source.exists(template) ? template : undefined;
    const where = command ? { file: rvi, offset: command.line.words[1].offset } : { file: rvi, offset: 0 };
    if (found) {
      const what = `the .${type} file ${name}`;
      const file = await loader.readOrReport(found, name, type, undefined, { ...where, what });
      if (file) await loader.follow(file);
      // A template stands in for the file so that it can be read and checked; Raven itself cannot run yet.
      if (found === template && (!neededBy || neededBy(rviCommands))) {
        problems.push(
          loader.problem(
            where.file,
            where.offset,
            'missing-file',
            `Raven needs the .${type} file ${name}, which does not exist: ${name}.tpl is an OSTRICH template, ` +
              'which Raven reads only once OSTRICH has written the file from it',
          ),
        );
      }
    } else if (!neededBy || neededBy(rviCommands)) {
      problems.push(
        loader.problem(
          where.file,
          where.offset,
          'missing-file',
          `Raven needs the .${type} file ${name}${command ? '' : ` (named after the model's stem)`}, which does not exist${caseHint(source, path)}`,
        ),
      );
    }
  }
  return { dir: model.dir, stem: model.stem, files, problems };
}

class Loader {
  anchors = new Map<FileType, string>();
  /** Line index of each file, built once (a big .rvt may hold many redirects). */
  private readonly starts = new WeakMap<ProjectFile, Int32Array>();

  constructor(
    private readonly dir: string,
    private readonly files: ProjectFile[],
    private readonly problems: Diagnostic[],
    private readonly source: ProjectSource,
  ) {}

  async read(
    path: string,
    ravenName: string,
    fileType: FileType,
    redirect: RedirectSource | undefined,
  ): Promise<ProjectFile> {
    const text = await this.source.readText(path);
    const options = { fileType, fileName: this.source.display(path) };
    const doc = this.source.parse ? this.source.parse(path, text, options) : parseRv(text, options);
    const file: ProjectFile = {
      path,
      ravenName,
      fileType,
      template: path.endsWith('.tpl'),
      doc,
      text,
      ...(redirect && { redirect }),
    };
    this.files.push(file);
    return file;
  }

  /** Loads the files `file` redirects to, depth first, as Raven reads them. */
  async follow(file: ProjectFile): Promise<void> {
    const catalogue = CATALOGUE[file.fileType];
    const depth = file.redirect?.depth ?? 0;
    const anchor = this.anchors.get(catalogue.redirectAnchor) ?? file.ravenName;
    for (const { command, target } of redirectLines(file.doc.items)) {
      const offset = command.line.words[1].offset;
      if (depth >= catalogue.redirectDepth) {
        this.problems.push(
          this.problem(
            file,
            offset,
            'redirect-depth',
            `Raven stops here: :RedirectToFile may not be nested more than ${catalogue.redirectDepth} ` +
              `level${catalogue.redirectDepth > 1 ? 's' : ''} deep in .${file.fileType} files`,
          ),
        );
        continue;
      }
      const name = correctForRelativePath(target, anchor);
      let path = this.source.resolve(this.dir, name);
      if (!this.source.exists(path)) {
        const hint = caseHint(this.source, path) || (name === target ? '' : ` (Raven looks for ${name})`);
        this.problems.push(
          this.problem(file, offset, 'missing-file', `:RedirectToFile: cannot find file ${target}${hint}`),
        );
        // The one file that matches but for case is the file meant (Raven reads it where names ignore case, as
        // on Windows, where such models were made): it is read, so that the model holds what it says, and the
        // error above stays (Raven on Linux stops there; `rvkit fix` rewrites the name).
        const other = caseMatches(this.source, path);
        if (other.length !== 1) continue;
        path = path.slice(0, path.length - lastName(path).length) + other[0];
      }
      const line = positionAt(this.lineIndex(file), command.line.start).line;
      const redirect = { from: file.path, line, depth: depth + 1 };
      const at = { file, offset, what: `:RedirectToFile: ${target}` };
      const reached = await this.readOrReport(path, name, file.fileType, redirect, at);
      if (reached) await this.follow(reached);
    }
  }

  /**
   * Reads a file another one names, or reports at the naming place why it was not read (a FIFO, a device, a
   * directory, a file over the size limit, no permission) and goes on without it.
   */
  async readOrReport(
    path: string,
    ravenName: string,
    fileType: FileType,
    redirect: RedirectSource | undefined,
    at: { file: ProjectFile; offset: number; what: string },
  ): Promise<ProjectFile | undefined> {
    try {
      return await this.read(path, ravenName, fileType, redirect);
    } catch (error) {
      const why = notRead(error);
      if (why === undefined) throw error;
      this.problems.push(this.problem(at.file, at.offset, 'unreadable-file', `${at.what} ${why}`));
      return undefined;
    }
  }

  private lineIndex(file: ProjectFile): Int32Array {
    let starts = this.starts.get(file);
    if (!starts) this.starts.set(file, (starts = lineStarts(file.text)));
    return starts;
  }

  problem(file: ProjectFile, offset: number, problem: SyntaxProblem, message: string): Diagnostic {
    const { line, column } = positionAt(this.lineIndex(file), Math.max(0, offset));
    return { severity: 'error', message, file: file.doc.fileName, line, column, code: syntaxCode(problem) };
  }
}

/**
 * Why a file was not read, as the end of a sentence that starts with its name, when the error says so: a file
 * the source refuses (UnreadableFileError) or a system error (EACCES …); undefined for anything else.
 */
function notRead(error: unknown): string | undefined {
  if (error instanceof UnreadableFileError) return error.reason;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  const message = (error as Error).message;
  // Node's messages name the absolute path after a comma: the diagnostic names the file already.
  return `cannot be read (${code}: ${message.replace(/^[A-Z]+: /, '').replace(/, \w+ '.*'$/, '')})`;
}

/** ` (there is X: …)` when the directory holds the file under another case, which Linux does not open. */
function caseHint(source: ProjectSource, path: string): string {
  const other = caseMatches(source, path)[0];
  return other ? ` (there is ${other}: file names are case-sensitive)` : '';
}

/** The last name of a path. */
function lastName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** The names of the files beside `path` that match its name but for case. */
function caseMatches(source: ProjectSource, path: string): string[] {
  const base = lastName(path).toLowerCase();
  return source.siblings(path)?.filter((n) => n.toLowerCase() === base) ?? [];
}

function topCommands(items: readonly Item[]): Command[] {
  return items.filter((i): i is Command => i.kind === 'command');
}

function arg(command: Command): string | undefined {
  return command.line.words[1]?.text;
}
