/**
 * The words of a process line, `:Name ALGORITHM SOURCE TO… {extra}`, by the engine's rules (ParseInput.cpp): each
 * process command needs a number of arguments (the catalogue's required ones) or Raven ignores the line with a
 * warning, so a line that would be ignored or misread is refused, both when writing and when reading. Which
 * model reads which command: every spelling Raven dispatches to the same handler (`:-->Overflow` and
 * `:Overflow`, `:CanopySnowEvap` and `:CanopySublimation`, …), from the catalogue.
 */
import { CATALOGUE } from '../../../grammar/index.js';
import { commandTable } from '../../../grammar/lookup.js';
import type { CommandSpec } from '../../../grammar/types.js';
import type { Command as Node } from '../../ast/nodes.js';
import { ConfigValidationError, type Problem, type SourceLocation } from '../modelClass/errors.js';
import { wordValue } from '../modelClass/line.js';
import { t, type ModelClass } from '../modelClass/types.js';
import { argWords, commandLocation, type SourceFile } from '../commandText/read.js';
import { keepSign } from '../commandText/write.js';
import { lineOf } from '../commandText/lines.js';
import type { WordLine } from '../../printer/lines.js';
import { withAliases, type ReadContext } from '../commandText/aliasContext.js';
import { buildReported, problem } from '../commandText/problems.js';

/** What the line rules need of a process model class. */
export interface ProcessStatics {
  readonly name: string;
  readonly ravenName: string;
  readonly extraFields: readonly string[];
  readonly toSlots: number | null;
  fromRv(node: Node, source?: SourceFile, context?: ReadContext): unknown;
}

/** What the line rules need of a process. */
interface ProcessValues {
  readonly algo: string;
  readonly source: string | null;
  readonly to: readonly string[];
}

const RVI = commandTable(CATALOGUE.rvi.commands);
const BY_COMMAND = new Map<string, ProcessStatics>();
const SPELLINGS = new Map<ProcessStatics, readonly string[]>();

/**
 * Raven's form of these commands carries HRU groups (`:LateralFlush RAVEN_DEFAULT FROM_GROUP FROM_SV To
 * TO_GROUP TO_SV`, `:LateralEquilibrate RAVEN_DEFAULT GROUP SV RATE`), which the interface's models (algo,
 * source, to) cannot hold: such lines are neither written nor read.
 */
const NEEDS_GROUPS: ReadonlyMap<string, string> = new Map([
  [':LateralFlush', ':LateralFlush RAVEN_DEFAULT FROM_HRU_GROUP FROM_SV To TO_HRU_GROUP TO_SV {INTERBASIN}'],
  [':LateralEquilibrate', ':LateralEquilibrate RAVEN_DEFAULT HRU_GROUP SV MIXING_RATE {INTERBASIN}'],
]);

function groupsMessage(ravenForm: string): string {
  return `Raven reads ${ravenForm}; the interface's model holds no HRU group, so it cannot be written or read`;
}

function specOf(name: string): CommandSpec {
  const spec = RVI.get(name);
  if (!spec) throw new Error(`${name} is not an .rvi command in the catalogue`);
  return spec;
}

function requiredArgs(spec: CommandSpec): number {
  return (spec.args ?? []).filter((a) => !a.optional).length;
}

/** `:Flush ALGORITHM FROM TO {FRACTION}`: the form of a command, for messages. */
function usage(spec: CommandSpec): string {
  const args = (spec.args ?? []).map((a) => (a.optional ? `{${a.name}}` : a.name).toUpperCase());
  return [spec.name, ...args].join(' ');
}

/**
 * Binds a process model to its command: every spelling of the catalogue entry reads as this model, unless a
 * model named exactly after the command claims it (`CapillaryRise` over the interface's `CapilaryRise`).
 */
export function registerProcessCommand(cls: ProcessStatics): void {
  const spec = specOf(cls.ravenName);
  const names = [spec.name, ...(spec.aliases ?? [])];
  SPELLINGS.set(cls, names);
  const exact = names.includes(`:${cls.name}`);
  for (const n of names) if (exact || !BY_COMMAND.has(n)) BY_COMMAND.set(n, cls);
}

/** The process model that reads a command name, if any. */
export function processClassFor(name: string): ProcessStatics | undefined {
  return BY_COMMAND.get(name);
}

/** The command names a model reads (every process command for the generic Process). */
export function processSpellings(cls: ProcessStatics): string[] {
  return [...(SPELLINGS.get(cls) ?? BY_COMMAND.keys())];
}

/** The line of a process, or an error saying why Raven would ignore or misread it. */
export function processLine(p: ProcessValues): WordLine {
  const cls = p.constructor as unknown as ProcessStatics;
  if (!SPELLINGS.has(cls))
    throw new Error(`${cls.name} has no Raven command: use a specialised process model (Baseflow, …)`);
  const ravenForm = NEEDS_GROUPS.get(cls.ravenName);
  if (ravenForm) throw new Error(`${cls.name}: ${groupsMessage(ravenForm)}`);
  const spec = specOf(cls.ravenName);
  if (p.source === null && p.to.length > 0)
    throw new Error(`${cls.name}: source is null but to is given; Raven would read ${p.to[0]} as the source`);
  if (cls.toSlots !== null && p.to.length !== cls.toSlots)
    throw new Error(`${cls.name}: Raven reads ${usage(spec)}, so to must have ${cls.toSlots} item(s)`);
  const extras = cls.extraFields.map((f) => (p as unknown as Record<string, unknown>)[f]);
  const values = [p.algo, p.source, ...p.to, ...extras];
  const written = values.filter((v) => v !== null && v !== undefined).length;
  if (written < requiredArgs(spec))
    throw new Error(`${cls.name}: Raven reads ${usage(spec)} and ignores a line with ${written} argument(s)`);
  return lineOf(cls.ravenName, ...values.map(keepSign));
}

/** Reads a process line into `cls` (validated with the context's aliases); throws every problem at once. */
export function readProcess<T extends object>(
  cls: ProcessStatics,
  node: Node,
  source?: SourceFile,
  context?: ReadContext,
): T {
  const name = node.line.words[0].text;
  const at = commandLocation(node, source);
  const spellings = SPELLINGS.get(cls);
  const problems: Problem[] = [];
  if (!spellings)
    problems.push(
      problem('', `${name} is not a process model of the interface (the spec has no model for it)`, at),
    );
  else if (!spellings.includes(name))
    problems.push(problem('', `${cls.name} is written ${spellings[0]}, not ${name}`, at));
  const spec = RVI.get(name);
  const words = argWords(node, source);
  const ravenForm = NEEDS_GROUPS.get(spec?.name ?? name);
  if (ravenForm) problems.push(problem('', groupsMessage(ravenForm), at));
  else if (spec && words.length < requiredArgs(spec))
    problems.push(
      problem('', `Raven reads ${usage(spec)} and ignores a line with ${words.length} argument(s)`, at),
    );
  if (!spellings) throw new ConfigValidationError(problems, cls.name);

  const plain: Record<string, unknown> = {};
  const locations = new Map<string, SourceLocation>();
  if (at) locations.set('', at);
  const put = (path: string, location: SourceLocation | undefined) => {
    if (location) locations.set(path, location);
  };
  const set = (path: string, value: unknown, location: SourceLocation | undefined) => {
    plain[path] = value;
    put(path, location);
  };
  if (words[0]) set('algo', words[0].text, words[0].location);
  if (words[1]) set('source', words[1].text, words[1].location);
  // Models with a fraction after the targets read a fixed number of targets; the others take every word left.
  const slots = cls.toSlots ?? Math.max(words.length - 2, 0);
  const to = words.slice(2, 2 + slots);
  plain.to = to.map((w) => w.text);
  to.forEach((w, i) => put(`to.${i}`, w.location));
  if (to[0]) put('to', to[0].location);
  cls.extraFields.forEach((f, i) => {
    const w = words[2 + slots + i];
    if (w) set(f, wordValue(t.float(), w.text), w.location);
  });
  // Words after the extra fields are ignored by Raven (s[6] onwards of :Split), and so here.
  return withAliases(context?.aliases, () =>
    buildReported(cls as unknown as ModelClass<T>, plain, locations, problems),
  );
}
