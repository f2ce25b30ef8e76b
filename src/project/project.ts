/** A model directory in memory: every RV file Raven would read for one model, each with its syntax tree. */
import type { FileType } from '../../grammar/types.js';
import type { Diagnostic, RvDocument } from '../ast/nodes.js';

/** Where a redirected file was named. */
export interface RedirectSource {
  /** The file holding the `:RedirectToFile` line. */
  readonly from: string;
  /** 1-based line of the `:RedirectToFile` command in that file. */
  readonly line: number;
  /** 1 for a file named by a base file, 2 for a file named by a redirected file. */
  readonly depth: number;
}

/** One RV file of a model directory. */
export interface ProjectFile {
  /** Absolute path. */
  readonly path: string;
  /** The name as Raven resolves it, relative to the model directory (Raven's working directory). */
  readonly ravenName: string;
  /** The type Raven reads it as (a redirected file takes the type of the file that names it). */
  readonly fileType: FileType;
  /** True for an OSTRICH template (`model.rvp.tpl`) loaded in place of a missing file. */
  readonly template: boolean;
  /** Set when the file is read through `:RedirectToFile`. */
  readonly redirect?: RedirectSource;
  /** The syntax tree: edit it (or replace it) and call `saveProject`. */
  doc: RvDocument;
  /** The file's text as last read or written: what `saveProject` compares against. */
  text: string;
}

/** A loaded model directory. */
export interface Project {
  /** The model directory (Raven's working directory when rvkit runs it). */
  readonly dir: string;
  /** The model's file name stem (`raven <stem>`). */
  readonly stem: string;
  /** Every file, base files in Raven's order (rvi, rvp, rvh, rvt, rvc, then optional ones), each followed
   * by the files it redirects to. */
  readonly files: ProjectFile[];
  /** Problems with the directory itself: missing files, redirects Raven would refuse. */
  readonly problems: Diagnostic[];
}

/** Every diagnostic of a project: its own problems, then each file's. */
export function projectDiagnostics(project: Project): Diagnostic[] {
  return [...project.problems, ...project.files.flatMap((f) => f.doc.diagnostics)];
}

/** The base file of a type (not a redirected one), if the project has it. */
export function projectFile(project: Project, fileType: FileType): ProjectFile | undefined {
  return project.files.find((f) => f.fileType === fileType && !f.redirect);
}
