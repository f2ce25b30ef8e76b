/**
 * Which of Raven's warnings (grammar/ravenWarnings.ts) a WARNING line of Raven_errors.txt is: its message
 * against each warning's template, the literal text exact and each `{…}` any text.
 */
import { CATALOGUE } from './index.js';
import { RAVEN_WARNINGS } from './ravenWarnings.js';
import type { NameRef, RavenWarning } from './types.js';

/** A template's literal text shorter than this matches too much to tell a warning by (`{warn}`). */
const MIN_LITERAL = 8;

interface Compiled {
  readonly warning: RavenWarning;
  readonly pattern: RegExp;
  /** Characters of literal text: the more, the more specific. */
  readonly literal: number;
}

let compiled: readonly Compiled[] | undefined;

function compile(): readonly Compiled[] {
  return (compiled ??= RAVEN_WARNINGS.flatMap((warning) => {
    const parts = warning.message.split(/\{[^{}]*\}/);
    const literal = parts.join('').trim().length;
    if (literal < MIN_LITERAL) return [];
    const escape = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
    // A message written from its line-number-th character on: any tail long enough to tell it by.
    const source = warning.shiftedByLine
      ? `(?:${tails(warning.message).map(escape).join('|')})`
      : parts.map(escape).join('[\\s\\S]*?');
    return [{ warning, pattern: new RegExp(`^\\s*${source}\\s*$`), literal }];
  }));
}

/** The tails of a message Raven writes from its line-number-th character on (line 1 on) with text enough to tell. */
function tails(message: string): string[] {
  const out: string[] = [];
  for (let n = 1; message.slice(n).trim().length >= MIN_LITERAL; n++) out.push(message.slice(n));
  return out;
}

/**
 * What Raven writes for a warning it writes from its line-number-th character on (`shiftedByLine`) when the
 * line is `line`: that tail of its message, empty past its end (Raven 4.12.1 as built here: the bytes after
 * the literal are zeros up to line 400 at least).
 */
export function shiftedWords(warning: RavenWarning, line: number): string {
  return warning.shiftedByLine ? warning.message.slice(line) : warning.message;
}

/** The message of a line of Raven_errors.txt written by WriteWarning (`WARNING  : …`), or undefined. */
export function warningMessage(line: string): string | undefined {
  const m = /^\s*WARNING\s*:\s?(.*)$/.exec(line);
  return m ? m[1]!.trimEnd() : undefined;
}

/**
 * The warnings a message (or a whole `WARNING  : …` line) may be, the most specific first (the longest
 * literal text); empty when no template matches it.
 */
export function ravenWarningsOf(message: string): RavenWarning[] {
  const text = warningMessage(message) ?? message.trimEnd();
  return compile()
    .filter((c) => c.pattern.test(text))
    .sort((a, b) => b.literal - a.literal)
    .map((c) => c.warning);
}

/**
 * The "improper line length" warnings Raven writes for a command's line (ImproperFormatWarning, or a length
 * check worded "Incorrect syntax for <command> command"), or for every command's, with the fewest words the line must have (`Len<N` in its condition: the command's name and N-1
 * arguments), in source order.
 */
export function improperFormatWarnings(
  command?: string,
): { readonly warning: RavenWarning; readonly minWords: number }[] {
  return RAVEN_WARNINGS.flatMap((warning) => {
    if (command !== undefined && warning.command !== command) return [];
    const improper = warning.message.endsWith('command: improper line length at line {line}');
    // :Nudge words its own length check ("Incorrect syntax for :Nudge command").
    if (!improper && warning.message !== `Incorrect syntax for ${warning.command} command`) return [];
    const m = /^\s*\(?\s*Len\s*<\s*(\d+)\s*\)?\s*$/.exec(warning.when ?? '');
    return m ? [{ warning, minWords: Number(m[1]) }] : [];
  });
}

/** The source file of each file type's parser, where the warnings about its command lines are written. */
const PARSER_SOURCE: Readonly<Record<string, string>> = {
  rvi: 'ParseInput.cpp',
  rvp: 'ParsePropertyFile.cpp',
  rvh: 'ParseHRUFile.cpp',
  rvt: 'ParseTimeSeriesFile.cpp',
  rvc: 'ParseInitialConditionFile.cpp',
  rvm: 'ParseManagementFile.cpp',
  rve: 'ParseEnsembleFile.cpp',
  rvl: 'ParseLiveFile.cpp',
  rvg: 'ParseGWFile.cpp',
};

/** A length check written around a line's reading: `not (Len>=N)` or `Len < N`, N the fewest words. */
const SHORT_LINE = /^(?:not \(Len\s*>=\s*(\d+)\)|Len\s*<\s*(\d+))$/;

/**
 * Whether a warning with a length check is the one a command line gets when short, in its own words
 * (":DisableHRUGroup: improper syntax", "VolumeStageRelation : Must specify whether LOOKUP_TABLE or
 * POWER_LAW", ":Condition syntax incorrect (insufficient length) in :Reservoir command").
 */
function ownShortLine(warning: RavenWarning, command: string): boolean {
  if (warning.command !== undefined)
    return warning.command === command && warning.message.endsWith(': improper syntax');
  return warning.message.startsWith(`${command} `) || warning.message.startsWith(`${command.slice(1)} : `);
}

/**
 * The warnings Raven writes for a command line of a file type with too few words, each with the fewest words
 * the line must have: its "improper line length" (`Len<N`), and the own words some commands use instead,
 * written by the parser of that file type.
 */
export function lineLengthWarnings(
  command: string,
  fileType: string,
): { readonly warning: RavenWarning; readonly minWords: number }[] {
  const source = PARSER_SOURCE[fileType];
  const own = RAVEN_WARNINGS.flatMap((warning) => {
    const m = SHORT_LINE.exec(warning.when ?? '');
    if (warning.file !== source || !m || !ownShortLine(warning, command)) return [];
    return [{ warning, minWords: Number(m[1] ?? m[2]) }];
  });
  return [...improperFormatWarnings(command).filter((w) => w.warning.file === source), ...own];
}

/** Every warning of `lineLengthWarnings` of any command. */
export function lineLengthWarningIds(): string[] {
  const ids = new Set(improperFormatWarnings().map((w) => w.warning.id));
  for (const w of RAVEN_WARNINGS) {
    if (!SHORT_LINE.test(w.when ?? '') || !Object.values(PARSER_SOURCE).includes(w.file)) continue;
    const command = w.command ?? /^:?[A-Za-z]+/.exec(w.message)?.[0];
    if (command && ownShortLine(w, command.startsWith(':') ? command : `:${command}`)) ids.add(w.id);
  }
  return [...ids];
}

/**
 * The ids of Raven's warnings the catalogue names under a key, in any file's entries (`unknownWarning` on
 * arguments, `unknownCommandWarning` and `noisyUnknownCommandWarning` on files, `unknownChildWarning` on blocks,
 * `warning` on name references, of one kind when given), each once.
 */
export function catalogueWarnings(
  key:
    | 'unknownWarning'
    | 'unknownCommandWarning'
    | 'noisyUnknownCommandWarning'
    | 'unknownChildWarning'
    | 'warning',
  kind?: NameRef['kind'],
): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (v: unknown): void => {
    if (typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    for (const [k, x] of Object.entries(v)) {
      if (k === key && typeof x === 'string') {
        if (kind === undefined || (v as { kind?: unknown }).kind === kind) found.add(x);
      } else walk(x);
    }
  };
  walk(CATALOGUE);
  return [...found].sort();
}

/** Raven's warnings written where its file parser reads a command (the catalogue's `command`), in source order. */
export function commandWarnings(command: string): RavenWarning[] {
  return RAVEN_WARNINGS.filter((w) => w.command === command);
}

/** The warning of this id (the catalogue's names for them); throws on an id the catalogue does not hold. */
export function ravenWarning(id: string): RavenWarning {
  const found = RAVEN_WARNINGS.find((w) => w.id === id);
  if (!found) throw new Error(`no Raven warning ${id} in grammar/ravenWarnings.ts`);
  return found;
}

/** A warning's message with each `{…}` replaced by the next of `values` (Raven's words as it writes them). */
export function warningWords(warning: RavenWarning, ...values: string[]): string {
  let i = 0;
  return warning.message.replace(/\{[^{}]*\}/g, (m) => values[i++] ?? m);
}

/**
 * The one warning Raven writes in this function whose message holds all of `words` (each a piece of its
 * literal text). Throws when none or several match: a rule's warning must stay one entry of the catalogue as
 * Raven's sources change, and a wrong lookup fails at load, not as a silent `undefined`.
 */
export function warningIn(fn: string, ...words: string[]): RavenWarning {
  const found = RAVEN_WARNINGS.filter((w) => w.function === fn && words.every((x) => w.message.includes(x)));
  if (found.length !== 1) {
    throw new Error(
      `${found.length} of Raven's warnings in ${fn} say ${words.map((x) => `"${x}"`).join(' and ')}`,
    );
  }
  return found[0]!;
}
