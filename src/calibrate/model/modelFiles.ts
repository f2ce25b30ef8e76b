/**
 * The files of a model that a calibration writes: those holding a parameter's value (its places, from
 * references), OSTRICH templates (`model.rvp.tpl`, filled whole), and the .rvi when the calibration adds
 * lines to its work copies (`:SuppressOutput`, metrics, an evaluation period). Each is kept as literal
 * segments between the parameter places, so an evaluation's text is a join, and only the files whose text
 * changed since the slot's last evaluation are written.
 */
import { relative } from 'node:path';
import type { Project, ProjectFile } from '../../project/project.js';
import { fillTemplate } from '../templates.js';
import type { Site } from './references.js';

/** A place of a named value in a file. */
export interface NamedSite {
  readonly site: Site;
  readonly name: string;
}

/** One file the calibration writes. */
export class ModelFile {
  /** Its path relative to the model directory, as Raven reads it (a template's without `.tpl`). */
  readonly rel: string;
  private readonly literals: string[] = [];
  private readonly names: string[] = [];
  /** Each place's span in the original text. */
  private readonly spans: { start: number; end: number }[] = [];
  /** Lines added to the copies Raven runs (not to the model when the result is written back), and where. */
  private addition: { at: number; run: string; work: string } | null = null;

  constructor(
    readonly file: ProjectFile,
    project: Project,
    sites: readonly NamedSite[],
    /** A template's text, filled whole; null for a file whose values are at `sites`. */
    readonly template: string | null,
  ) {
    this.rel = relative(project.dir, file.path).replace(/\.tpl$/, '');
    const text = file.text;
    let at = 0;
    for (const { site, name } of [...sites].sort((a, b) => a.site.start - b.site.start)) {
      this.literals.push(text.slice(at, site.start));
      this.names.push(name);
      this.spans.push({ start: site.start, end: site.end });
      at = site.end;
    }
    this.literals.push(text.slice(at));
  }

  /** True when the file holds parameters (it is written for each evaluation, not once). */
  get varies(): boolean {
    return this.template !== null || this.names.length > 0;
  }

  /**
   * Adds lines to the copies Raven runs, before a top-level `:End` (else at the end of the file): `run`
   * lines to every run (metrics, an evaluation period), `work` lines to the search's runs only
   * (`:SuppressOutput`: the closing run of the best keeps Raven's outputs).
   */
  addLines(run: readonly string[], work: readonly string[]): void {
    const text = this.file.text;
    const end = this.file.doc.items.find((i) => i.kind === 'command' && i.line.words[0]!.text === ':End');
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const at = end && end.kind === 'command' ? end.line.start : text.length;
    const before = at > 0 && !text.slice(0, at).endsWith('\n') ? eol : '';
    const block = (lines: readonly string[]) => (lines.length > 0 ? `${before}${lines.join(eol)}${eol}` : '');
    this.addition = { at, run: block(run), work: block([...run, ...work]) };
  }

  /** The file's text with these value texts: as the model holds it, or as a run (`run`, `work`) reads it. */
  render(texts: ReadonlyMap<string, string>, copy: 'model' | 'run' | 'work'): string {
    let out: string;
    if (this.template !== null) out = fillTemplate(this.template, texts);
    else {
      out = this.literals[0]!;
      for (let i = 0; i < this.names.length; i++) out += texts.get(this.names[i]!)! + this.literals[i + 1]!;
    }
    if (copy === 'model' || !this.addition) return out;
    // The addition's place in the rendered text: after everything that came before it in the original.
    const at = this.addition.at + this.shiftBefore(this.addition.at, texts);
    return out.slice(0, at) + this.addition[copy] + out.slice(at);
  }

  /** How much longer the rendered text is than the original before `offset` (values of other lengths). */
  private shiftBefore(offset: number, texts: ReadonlyMap<string, string>): number {
    if (this.template !== null) return 0;
    let shift = 0;
    this.spans.forEach(({ start, end }, i) => {
      if (end <= offset) shift += texts.get(this.names[i]!)!.length - (end - start);
    });
    return shift;
  }

  /** The text that decides evaluations: the literal parts (the values written there do not). */
  digestText(): string {
    return this.template ?? this.literals.join('\u0000');
  }
}
