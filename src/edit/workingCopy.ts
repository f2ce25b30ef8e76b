/**
 * A loaded Config's model as it stands with its edits: each file's current text and syntax tree, and the
 * checker's facts read from them (where every class, profile, HRU, subbasin, group and gauge is defined and
 * used, typed command or not). An edit reads the working copy, splices the texts, and the Config is rebuilt
 * from the new texts in place: its typed values show the edit, its files still compare against what is on
 * disk, so saving (`config.writeRv`, the project's one save path) writes exactly the bytes the edits changed.
 */
import { ATTACHED } from '../models/modelClass/model.js';
import { Config } from '../models/sections/config.js';
import { fieldsOf } from '../models/modelClass/field.js';
import type { ModelClass } from '../models/modelClass/types.js';
import { parseRv } from '../parser/parseRv.js';
import { reparseRv } from '../parser/reparse.js';
import { configFromProject, configSources } from '../project/configLoad.js';
import { savedTexts } from '../project/configWrite.js';
import { updateConfig } from '../project/configUpdate.js';
import type { Project, ProjectFile } from '../project/project.js';
import { ModelFacts } from '../facts/facts.js';
import { NameIndex } from '../facts/names.js';
import { EditError } from './errors.js';
import { applySplices, lineSpan, type Splice } from './splice.js';
import type { RvDocument } from '../ast/nodes.js';
import { printItem } from '../printer/print.js';

/** The current text each loaded file's syntax tree prints (kept so that an unchanged file is not parsed again). */
const CURRENT = new WeakMap<ProjectFile, string>();

/** The model of a loaded Config as it stands, for an edit to read. */
export class WorkingCopy {
  private factsCache?: ModelFacts;
  private namesCache?: NameIndex;

  private constructor(
    readonly config: Config,
    /** The model with its current texts (sites of its facts are offsets into them). */
    readonly project: Project,
    /** The files of the Config, by path (their `text` is what was last read from or written to disk). */
    readonly saved: ReadonlyMap<string, ProjectFile>,
  ) {}

  /** The working copy of a Config loaded from a directory. */
  static of(config: Config): WorkingCopy {
    const sources = configSources(config);
    const texts = savedTexts(config);
    if (!sources || !texts)
      throw new EditError('editing needs a Config loaded from a model directory (Config.load)');
    const saved = new Map(sources.project.files.map((f) => [f.path, f]));
    // By path: a file redirected to from several places is one file (saving renders it once).
    const byPath = new Map([...texts].map(([f, text]) => [f.path, text]));
    const files = sources.project.files.map((f): ProjectFile => {
      const text = byPath.get(f.path) ?? f.text;
      // A tree an edit made is of the text it recorded; a loaded one may be of a text saved over since.
      const current = CURRENT.get(f);
      const doc = (current === undefined ? readFrom(f.doc, text) : text === current) ? f.doc : parse(f, text);
      return { ...f, text, doc };
    });
    return new WorkingCopy(config, { ...sources.project, files }, saved);
  }

  /** The checker's facts of the model as it stands. */
  get facts(): ModelFacts {
    return (this.factsCache ??= new ModelFacts(this.project));
  }

  /** Every name of the model with its definition and uses. */
  get names(): NameIndex {
    return (this.namesCache ??= new NameIndex(this.project));
  }

  /** The current text of a file of the model. */
  text(path: string): string {
    const f = this.project.files.find((x) => x.path === path);
    if (!f) throw new EditError(`${path}: not a file of the model`);
    return f.text;
  }

  /** The base file of a type (where new commands of that type go). */
  baseFile(fileType: string): ProjectFile {
    const f = this.project.files.find((x) => x.fileType === fileType && !x.redirect);
    if (!f) throw new EditError(`the model has no .${fileType} file`);
    return f;
  }

  /**
   * Applies splices to the current texts and rebuilds the Config from them, in place. A splice whose result
   * the typed models refuse throws, and the Config stays as it was.
   */
  commit(splices: readonly Splice[]): void {
    if (splices.length === 0) return;
    const texts = applySplices(new Map(this.project.files.map((f) => [f.path, f.text])), splices);
    const files = this.project.files.map((f): ProjectFile => {
      const text = texts.get(f.path)!;
      if (text === f.text) return { ...f };
      // A file whose changes are values of table rows keeps its tree, with those rows made anew.
      const changes = splices.filter((s) => s.path === f.path);
      const options = { fileType: f.fileType, fileName: f.doc.fileName };
      return { ...f, text, doc: reparseRv(f.doc, f.text, text, changes, options) };
    });
    const project = { ...this.project, files };
    // Only the commands whose text changed are read again, where that reads as the whole model would.
    const rebuilt = updateConfig(this.config, project) ? undefined : configFromProject(project);
    // The files compare against the disk again (what the Config was loaded as, or last wrote).
    for (const f of files) {
      CURRENT.set(f, f.text);
      f.text = this.saved.get(f.path)!.text;
    }
    if (rebuilt) transplant(rebuilt, this.config);
  }
}

/**
 * Whether a loaded syntax tree was read from `text`: each top-level command's name and end word are where the
 * tree puts them, and its last line ends the text. Saving a typed change writes the file's new text but keeps
 * the tree it was loaded as; a change of length moves these (a change of a value to one of the same length
 * keeps them, and the tree's offsets then still hold).
 */
function readFrom(doc: RvDocument, text: string): boolean {
  const at = (w: { text: string; offset: number } | undefined) => !w || text.startsWith(w.text, w.offset);
  for (const item of doc.items)
    if (item.kind === 'command' && !(at(item.line.words[0]) && at(item.end?.words[0]))) return false;
  const last = doc.items.at(-1);
  if (!last) return text === '';
  const start = last.kind === 'command' ? (last.end ?? last.line).start : last.start;
  if (last.kind === 'command' && (last.end || !last.body)) return lineSpan(text, start).end === text.length;
  return start + printItem(last).length === text.length;
}

function parse(f: ProjectFile, text: string) {
  return parseRv(text, { fileType: f.fileType, fileName: f.doc.fileName });
}

/** Moves a rebuilt Config's values and files into the Config the caller holds (no checks: they were built valid). */
function transplant(from: Config, to: Config): void {
  const source = from as unknown as Record<string | symbol, unknown>;
  for (const f of fieldsOf(Config as unknown as ModelClass)) {
    // defineProperty reaches the instance under the section's validating proxy (values already validated).
    Object.defineProperty(to, f.name, {
      value: source[f.name],
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  (to as unknown as Record<symbol, unknown>)[ATTACHED] = source[ATTACHED];
}
