/**
 * Errors Raven only prints: in the .rvi, before `:SoilModel`, the model does not exist yet, so an
 * `ExitGracefully(…, BAD_DATA_WARN)` writes nothing to Raven_errors.txt and the run goes on
 * (GracefulEndStandalone.h, FinalizeGracefully; RavenMain.cpp, CheckForErrorWarnings reads only that file).
 * The line is then as good as absent: the option keeps its previous value or Raven's default. The syntax
 * rules refine their .rvi errors here: a warning when the run goes on, an error (saying why) when what
 * Raven goes on with makes it stop later.
 */
import { CATALOGUE } from '../../../../grammar/index.js';
import { commandTable } from '../../../../grammar/lookup.js';
import type { Diagnostic } from '../../../ast/nodes.js';
import type { ModelFacts } from '../../../facts/facts.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { optionEffect, type OptionEffect } from '../../../facts/optionEffect.js';
import { beforeSoilModelAt, refLine, rviCommandAt, rviFileOf } from '../../../facts/rviPlace.js';
import { spanOf, wordSite } from '../../../facts/site.js';

const RVI = commandTable(CATALOGUE.rvi.commands);
const ONLY_PRINTS = 'Before :SoilModel Raven only prints this error';

/** How to say what an option is left with (`self`: the line being reported, which needs no line number). */
function described(effect: OptionEffect, model: ModelFacts, self?: CommandRef): string {
  if (effect.source === 'default') return `${effect.value} (its default)`;
  if (!effect.ref || effect.ref === self) return effect.value;
  const base = model.commands('rvi')[0]?.file;
  const file = effect.ref.file !== base ? ` of ${effect.ref.file.doc.fileName}` : '';
  return `${effect.value} (set at line ${refLine(effect.ref)}${file})`;
}

/** What Raven goes on with after passing over a line of an option (after "Raven"), and why it stops later. */
function goesOn(effect: OptionEffect, model: ModelFacts, self?: CommandRef): string {
  const what = described(effect, model, self);
  if (effect.source === 'unknown' && effect.fails) return `leaves the option with ${what}, ${effect.fails}`;
  return `runs on with ${what}${effect.fails ? `, ${effect.fails}` : ''}`;
}

/** The part of an RV015 message before what Raven does with the value. */
function head(message: string): string {
  const cut = message.lastIndexOf(' Raven ');
  return cut < 0 ? message : message.slice(0, cut);
}

/** RV015 in the .rvi before :SoilModel: an option's unknown value is only printed; the option keeps a value. */
export function adjustUnknownValue(d: Diagnostic, model: ModelFacts): Diagnostic {
  if (d.severity !== 'error' || !beforeSoilModelAt(model, d)) return d;
  const ref = rviCommandAt(model, d);
  const spec = ref?.command.spec;
  // Processes and transport commands before :SoilModel stop Raven (no model to add them to): only options.
  if (!ref || !spec) return d;
  const index =
    ref.command.line.words.findIndex((w) => spanOf(wordSite(ref.file, w)).column === d.column) - 1;
  if (spec.args?.[index]?.unknown !== 'error') return d;
  const effect = optionEffect(model, spec.name);
  if (!effect) return d;
  const message = `${head(d.message)} ${ONLY_PRINTS} and ${goesOn(effect, model, ref)}`;
  return effect.fails ? { ...d, message } : { ...d, severity: 'warning', message };
}

/** The words of the data lines that start at a diagnostic (up to the next command line). */
function strayLines(model: ModelFacts, d: Diagnostic): string[][] {
  const file = rviFileOf(model, d);
  if (!file) return [];
  const lines = file.text.split('\n');
  const out: string[][] = [];
  for (let i = d.line - 1; i < lines.length; i++) {
    const words = lines[i].split(/[\s,]+/).filter((w) => w.length > 0);
    if (words.length === 0 || words[0].startsWith('#')) continue;
    if (words[0].startsWith(':')) break;
    out.push(words);
  }
  return out;
}

/** Why dropping a line meant as `words` (its colon missing) makes the run stop, if it does. */
function droppedLine(model: ModelFacts, d: Diagnostic, words: readonly string[]): string | undefined {
  const spec = RVI.get(`:${words[0]}`);
  if (!spec) return undefined;
  const as = `'${words[0]}' looks like ${spec.name} without its colon`;
  if (spec.name === ':SoilModel') return `${as}: without :SoilModel Raven builds no model and stops`;
  if (spec.name === ':Alias' && words[1] && usedLater(model, d, words[1]))
    return `${as}: without it '${words[1]}' is not a state variable Raven knows where it is used`;
  // ParseInput.cpp, after the .rvi: "no :StartDate supplied" (BAD_DATA_WARN once the model exists).
  const starts = [':StartDate', ':JulianStartYear'];
  if (starts.includes(spec.name) && starts.every((n) => !model.rvi.byName.has(n)))
    return `${as}: without a start date Raven stops after reading the .rvi (no :StartDate supplied)`;
  const effect = optionEffect(model, spec.name);
  if (effect?.fails) return `${as}; without it Raven ${goesOn(effect, model)}`;
  return undefined;
}

/** True when a command after the diagnostic's line names `word` as an argument (case-insensitive). */
function usedLater(model: ModelFacts, d: Diagnostic, word: string): boolean {
  const upper = word.toUpperCase();
  return model
    .commands('rvi')
    .some(
      (r) =>
        (r.file.doc.fileName !== d.file || refLine(r) > d.line) &&
        r.command.line.words.slice(1).some((w) => w.text.toUpperCase() === upper),
    );
}

/** RV007 in the .rvi before :SoilModel: Raven prints "Unrecognized command" and reads on without the line. */
export function adjustStrayLine(d: Diagnostic, model: ModelFacts): Diagnostic {
  if (d.severity !== 'error' || !d.file || !beforeSoilModelAt(model, d)) return d;
  for (const words of strayLines(model, d)) {
    const why = droppedLine(model, d, words);
    if (why) return { ...d, message: `${d.message}. ${ONLY_PRINTS}, but ${why}` };
  }
  const meant = RVI.get(`:${strayLines(model, d)[0]?.[0] ?? ''}`);
  const note = meant ? ` (it looks like ${meant.name} without its colon)` : '';
  return {
    ...d,
    severity: 'warning',
    message: `${d.message}. ${ONLY_PRINTS} and reads on without the line${note}`,
  };
}
