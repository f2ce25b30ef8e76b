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
import { applySplices, type Splice } from './splice.js';

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
    const files = sources.project.files.map((f): ProjectFile => {
      const text = texts.get(f) ?? f.text;
      const doc = text === (CURRENT.get(f) ?? f.text) ? f.doc : parse(f, text);
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
