/**
 * The TextMate grammar of the VS Code extension (editors/vscode/syntaxes/raven.tmLanguage.json), made from
 * the catalogue: every command name Raven reads is a keyword (block ends and marker pairs as control
 * keywords), every option value and algorithm a constant. `npm run vscode:grammar` writes it; a test checks
 * the committed file is what the catalogue makes.
 */
import { CATALOGUE } from '../../grammar/index.js';
import { STATE_VARIABLE_NAMES } from '../../grammar/stateVariables.js';
import { FILE_TYPES, type CommandSpec } from '../../grammar/types.js';
import { blockChildren } from '../parser/context.js';
import { endNames } from './catalogue.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex alternation of names, longest first so that a prefix never wins. */
function alternation(names: Iterable<string>): string {
  return [...new Set(names)]
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map(escape)
    .join('|');
}

/** Every command name (top level, nested, aliases), split into block closers and the rest, and every value. */
function names(): { commands: Set<string>; ends: Set<string>; values: Set<string> } {
  const commands = new Set<string>();
  const ends = new Set<string>();
  const values = new Set<string>();
  const seen = new Set<CommandSpec>();
  const visit = (spec: CommandSpec) => {
    if (seen.has(spec)) return;
    seen.add(spec);
    for (const n of [spec.name, ...(spec.aliases ?? [])]) commands.add(n);
    for (const e of endNames(spec)) ends.add(e);
    for (const a of spec.args ?? []) for (const v of a.values ?? []) values.add(v);
    for (const c of spec.block?.rows?.columns ?? []) for (const v of c.values ?? []) values.add(v);
    if (spec.block && !spec.block.marker) for (const c of blockChildren(spec.block)) visit(c);
  };
  for (const type of FILE_TYPES) for (const spec of CATALOGUE[type].commands) visit(spec);
  for (const e of ends) commands.delete(e);
  return { commands, ends, values };
}

/** The grammar as a JSON-ready object. */
export function ravenGrammar(): Record<string, unknown> {
  const { commands, ends, values } = names();
  const end = '(?=[\\s,]|$)';
  return {
    $schema: 'https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json',
    name: 'Raven',
    scopeName: 'source.raven',
    comment: 'Generated from the rvkit catalogue by `npm run vscode:grammar`; do not edit.',
    patterns: [
      { include: '#comment' },
      { include: '#end' },
      { include: '#command' },
      { include: '#unknown-command' },
      { include: '#inline-comment' },
      { include: '#value' },
      { include: '#state-variable' },
      { include: '#date' },
      { include: '#number' },
    ],
    repository: {
      // Whole-line comments: a first token starting with # (every file type), or * (all but the .rvi), or
      // exactly % (the .rvi and .rvg). The grammar takes the union; the server applies each file's own rule.
      comment: { name: 'comment.line.raven', match: '^[\\s,]*(?:#|\\*|%(?=[\\s,]|$)).*$' },
      'inline-comment': { name: 'comment.line.number-sign.raven', match: '(?<=[\\s,])#.*$' },
      end: {
        match: `^[\\s,]*(${alternation(ends)}|:End[A-Za-z0-9_]*)${end}`,
        captures: { 1: { name: 'keyword.control.end.raven' } },
      },
      command: {
        match: `^[\\s,]*(${alternation(commands)})${end}`,
        captures: { 1: { name: 'keyword.other.command.raven' } },
      },
      'unknown-command': {
        match: '^[\\s,]*(:[^\\s,]*)',
        captures: { 1: { name: 'invalid.deprecated.unknown-command.raven' } },
      },
      value: {
        name: 'constant.language.raven',
        match: `(?<=^|[\\s,])(?:${alternation(values)}|\\[[A-Z_]+\\])${end}`,
      },
      'state-variable': {
        name: 'variable.other.state.raven',
        match: `(?<=^|[\\s,])(?:${alternation(STATE_VARIABLE_NAMES)})(?:\\[\\d+\\])?${end}`,
      },
      date: {
        name: 'constant.other.date.raven',
        match:
          '(?<=^|[\\s,])\\d{4}-\\d{1,2}-\\d{1,2}(?:[\\s,]+\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d*)?)?)?(?=[\\s,]|$)',
      },
      number: {
        name: 'constant.numeric.raven',
        match: '(?<=^|[\\s,])[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?(?=[\\s,]|$)',
      },
    },
  };
}
