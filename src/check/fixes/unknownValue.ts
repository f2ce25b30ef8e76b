/**
 * The fix of a value Raven does not know (RV015): the value a legacy name became (grammar/migrations.ts), or the
 * one known value a misspelling clearly stands for (the same choice as the message's "did you mean").
 */
import { valueMigration } from '../../../grammar/migrations.js';
import type { Diagnostic } from '../../ast/nodes.js';
import { argAt, comparedWord } from '../../parser/check/values.js';
import { closestValue } from '../../parser/check/suggest.js';
import { fileOf, offsetOf, wordAt } from '../fixEdits.js';
import { commandAt } from '../../facts/commandAt.js';
import type { ModelFacts } from '../../facts/facts.js';
import type { FindingFix } from '../rule.js';

/** The certain replacement of an unknown value of a command line, if there is one. */
export function unknownValueFix(d: Diagnostic, model: ModelFacts): FindingFix | undefined {
  const file = fileOf(model, d);
  if (!file) return undefined;
  const offset = offsetOf(file, d);
  const found = commandAt(file, offset);
  const spec = found?.at.command.spec;
  if (!found || found.word < 1 || !spec?.args) return undefined;
  const text = found.at.command.line.words[found.word].text;
  const migration = valueMigration(file.fileType, spec.name, found.word - 1, text);
  if (migration?.rewrite === 'rename' && migration.modern) {
    return {
      message: `${text} → ${migration.modern} (renamed in Raven ${migration.since})`,
      edits: [{ at: wordAt(file, offset), newText: migration.modern }],
    };
  }
  if (migration) return undefined;
  const arg = argAt(spec.args, found.word - 1);
  if (!arg?.values) return undefined;
  const word = comparedWord(arg, text);
  const guess = closestValue(word, arg.values);
  if (!guess) return undefined;
  // Only the name changes: a bracketed width (KLING_GUPTA[3]) stays.
  const bracket = arg.indexed ? text.indexOf('[') : -1;
  const length = bracket < 0 ? text.length : bracket;
  return {
    message: `${text.slice(0, length)} → ${guess}`,
    edits: [{ at: { file, offset, length }, newText: guess }],
  };
}

/** The diagnostic of an unknown value, saying what became of it when it is a legacy name. */
export function withValueMigration(d: Diagnostic | undefined, model: ModelFacts): Diagnostic | undefined {
  const file = d && fileOf(model, d);
  if (!d || !file) return d;
  const found = commandAt(file, offsetOf(file, d));
  const spec = found?.at.command.spec;
  if (!found || found.word < 1 || !spec) return d;
  const m = valueMigration(
    file.fileType,
    spec.name,
    found.word - 1,
    found.at.command.line.words[found.word].text,
  );
  return m ? { ...d, message: `${d.message} (${m.note}, Raven ${m.since})` } : d;
}
