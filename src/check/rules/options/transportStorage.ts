import { GEOCHEM_TWO_CONSTITUENT_TYPES } from '../../../../grammar/rvp.js';
import { commandName, type Command } from '../../../ast/nodes.js';
import { argTokens } from '../../../facts/args.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import type { Token } from '../../../facts/site.js';
import { closestStore, resolveStore, type AliasDef } from '../../../facts/stores.js';
import type { Rule, RuleContext } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';

/** Raven's warnings for a storage name it does not know. */
const FIXED = 'ParseInput#123';
const INFLUX = 'ParseInput#124';
const GEOCHEM = 'ParsePropertyFile#21';

const TWO_CONSTITUENTS = new Set(GEOCHEM_TWO_CONSTITUENT_TYPES);

/**
 * RV540: a storage (state variable) name Raven does not know in a transport command: `:FixedConcentration`,
 * `:FixedTemperature`, `:MassInflux` (.rvi, after `:EndHydrologicProcesses`, with the `:Alias` lines above
 * them) and `:GeochemParameter` (.rvp, with every alias of the .rvi). Raven warns and ignores the line.
 */
export const transportStorage: Rule = {
  code: 'RV540',
  name: 'transport-storage',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'The storage a :FixedConcentration, :FixedTemperature, :MassInflux or :GeochemParameter line names is a state variable Raven knows (SOIL[0], SNOW, GROUNDWATER …) or an :Alias of one.',
    why:
      'Raven looks the storage up when it reads the line and, not knowing the name, warns and skips the line (":FixedConcentration/:FixedTemperature command: unrecognized storage variable name: FOO", ":MassInflux command: …", ":GeochemParameter command: …"): the concentration is not held, the mass is not added, the parameter is not set, and the run goes on as if the line were not there. ' +
      'For :FixedTemperature and :GeochemParameter Raven’s message prints another word of the line (the temperature, the value) in place of the name.',
    fix: 'Correct the name (the message suggests the closest state variable or alias), or define the :Alias above the line.',
    source:
      'ParseInput.cpp ParseMainInputFile (:FixedConcentration, :FixedTemperature, :MassInflux); ParsePropertyFile.cpp (:GeochemParameter); StateVariables.cpp StringToSVType',
    example: {
      fileType: 'rvi',
      bad: ':Transport Nitrate\n:FixedConcentration Nitrate SOIL_WATER 1.0',
      good: ':Transport Nitrate\n:FixedConcentration Nitrate SOIL[0] 1.0',
    },
  },
  ravenWarnings: [FIXED, INFLUX, GEOCHEM],
  check({ model, report }) {
    const aliases: AliasDef[] = [];
    let processes: Command | undefined;
    for (const ref of model.commands('rvi')) {
      const name = ref.command.spec?.name ?? commandName(ref.command);
      const words = argTokens(ref);
      if (name === ':Alias') {
        const [alias, target] = words;
        if (alias && target) aliases.push({ name: alias, target, ref });
      } else if (name === ':HydrologicProcesses') processes ??= ref.command;
      // Before :EndHydrologicProcesses the transport model is not prepared: Raven stops on these lines.
      else if (!processes || ref.markers.includes(processes)) continue;
      else if (name === ':FixedConcentration' || name === ':MassInflux')
        unknown(ref, words[1], words[1], name === ':MassInflux' ? INFLUX : FIXED, aliases, report);
      else if (name === ':FixedTemperature') unknown(ref, words[0], words[1], FIXED, aliases, report);
    }
    for (const ref of model.uses('rvp', ':GeochemParameter')) {
      const words = argTokens(ref);
      // Raven reads the storage only on a line of at least 6 words (7 for the two-constituent types).
      const shift = TWO_CONSTITUENTS.has(words[0]?.text ?? '') ? 1 : 0;
      if (words.length + 1 < 6 + shift) continue;
      unknown(ref, words[3 + shift], words[5], GEOCHEM, aliases, report);
    }
  },
};

/** Reports `store` when Raven does not know it (a `!constituent` name is left alone: Raven resolves it later). */
function unknown(
  ref: CommandRef,
  store: Token | undefined,
  printed: Token | undefined,
  id: string,
  aliases: readonly AliasDef[],
  report: RuleContext['report'],
): void {
  if (!store || store.text.startsWith('!')) return;
  const known = aliases.filter((a) => ref.file.fileType !== 'rvi' || a.ref.index < ref.index);
  const resolved = resolveStore(store.text, known);
  if (resolved.type !== undefined || resolved.badLayer !== undefined) return;
  const guess = closestStore(store.text, known);
  const words = ravenWords(id, printed?.text ?? '');
  const other =
    printed !== store
      ? ` (Raven prints ${printed ? `'${printed.text}'` : 'another word'} in place of the name)`
      : '';
  report({
    at: store.site,
    ravenWarning: id,
    message: `'${store.text}' is not a state variable Raven knows nor an :Alias${ref.file.fileType === 'rvi' ? ' defined above this line' : ''}${guess ? ` (did you mean ${guess}?)` : ''}: Raven ignores the line and warns ("${words}")${other}`,
  });
}
