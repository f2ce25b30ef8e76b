import type { ModelFacts } from '../../../facts/facts.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { lineLabel } from '../../../facts/rviPlace.js';
import { closestStore, storeUsesOf, type StoreUse } from '../../../facts/stores.js';
import { corrupts } from '../../../facts/processStores.js';
import type { Finding, Rule } from '../../rule.js';

/** RV501: a store named on a process line that Raven does not know (nor an :Alias defined above it). */
export const unknownStateVariable: Rule = {
  code: 'RV501',
  name: 'unknown-state-variable',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      'Every store a process line moves water from or to is a state variable Raven knows (SOIL[1], SURFACE_WATER, SNOW …) or an :Alias defined above the line.',
    why:
      'Raven looks each store up when it reads the process line: it upper-cases the name, replaces an :Alias name (one it has already read) by its target, and stops at once on anything else ("StringToSVtype: Unrecognized State Variable"). ' +
      'An :Alias is known only from its own line on, and its target is compared as written, so it must be in upper case. A layer index must be digits ("non-integer [...] used in brackets"). ' +
      'MULTIPLE is a name Raven knows, but not a store: where a process moves water to or from the one store you name, Raven stops on it ("Unknown State Variable Type"). The target of :Convolve is only looked up, not created: Raven crashes when it does not exist. ' +
      'Some arguments Raven never reads (the source of :SoilEvaporation, the CONVOLUTION store of :Convolve) or only compares with the one store the process uses (RV504): those are not checked here.',
    fix: 'Correct the name (the message suggests the closest state variable or alias), or add the :Alias line above the first process that uses it.',
    source:
      'StateVariables.cpp, CStateVariable::StringToSVType, CheckAliasList, SVStringBreak; ParseInput.cpp, ParseMainInputFile (each process case)',
    example: {
      fileType: 'rvi',
      bad: ':Alias FAST_RESERVOIR SOIL[1]\n:Baseflow BASE_POWER_LAW FAST_RESERVIOR SURFACE_WATER',
      good: ':Alias FAST_RESERVOIR SOIL[1]\n:Baseflow BASE_POWER_LAW FAST_RESERVOIR SURFACE_WATER',
    },
  },
  check({ model, report }) {
    const aliasLines = model.commands('rvi').filter((r) => r.command.spec?.name === ':Alias');
    // An alias target is reported once, however many lines use the alias: at the first line that stops
    // Raven at once (a store it adds) if there is one, else at the first line that uses it.
    const chosen = new Map<string, { finding: Finding; strict: boolean }>();
    for (const use of storeUsesOf(model)) {
      const finding = findingOf(use, aliasLines, model);
      if (!finding) continue;
      const key = `${finding.at.file.path}\u0000${finding.at.offset}`;
      const strict = use.how.read === 'strict';
      const had = chosen.get(key);
      if (!had || (strict && !had.strict)) chosen.set(key, { finding, strict });
    }
    for (const { finding } of chosen.values()) report(finding);
  },
};

function findingOf(use: StoreUse, aliasLines: readonly CommandRef[], model: ModelFacts): Finding | undefined {
  const { store, token } = use;
  const written = store.alias ? store.alias.target : token;
  if (store.badLayer !== undefined) {
    const inside = written.text.slice(written.text.indexOf('[') + 1, written.text.indexOf(']'));
    return {
      at: written.site,
      message: `'${written.text}': Raven reads only digits between the brackets of a layer, not '${inside}', and reports an error (non-integer used in brackets of state variable)`,
    };
  }
  if (use.how.read === 'checked') return undefined;
  // A store only looked up and taken unchecked (the target of :Convolve): Raven crashes once water flows.
  if (use.how.missing === 'corrupts' && (store.type === 'MULTIPLE' || store.type === undefined)) {
    const guess =
      store.type === undefined ? closestStore(written.text, store.alias ? [] : use.aliases) : undefined;
    const what =
      store.type === 'MULTIPLE'
        ? 'MULTIPLE is not a store'
        : `'${written.text}' is not a state variable Raven knows${store.alias ? '' : ' nor an :Alias defined above this line'}${guess ? ` (did you mean ${guess}?)` : ''}`;
    const via = store.alias
      ? `:Alias ${store.alias.name.text} stands for ${written.text}, the target of ${use.command} at ${lineLabel(model, use.ref)}: `
      : '';
    return { at: written.site, message: `${via}${what}; ${corrupts(use.command)}` };
  }
  if (store.type === 'MULTIPLE') {
    // StringToSVType knows MULTIPLE, but as a store of the model it has no units: Raven stops
    // (CStateVariable::GetStateVarUnits: Unknown State Variable Type).
    return {
      at: written.site,
      message: `${use.command} moves water ${use.how.arg === 'from' ? 'from' : 'to'} the one store you name here, and MULTIPLE is not a store (it stands for the stores a process such as :Infiltration picks itself): Raven stops (Unknown State Variable Type)`,
    };
  }
  if (store.type !== undefined) return undefined;
  const stops =
    use.how.unknown ??
    (use.how.read === 'existing'
      ? 'Raven finds no such store and crashes'
      : 'Raven stops here (Unrecognized State Variable)');
  const guess = closestStore(written.text, store.alias ? [] : use.aliases);
  const hint = guess ? ` (did you mean ${guess}?)` : '';
  if (store.alias) {
    const what =
      written.text.toUpperCase() !== written.text &&
      closestStore(written.text, []) === written.text.toUpperCase()
        ? `'${written.text}', which Raven compares as written: write ${written.text.toUpperCase()}`
        : `'${written.text}', which is not a state variable Raven knows${hint}`;
    const at = `${lineLabel(model, use.ref)} (${use.command})`;
    return {
      at: written.site,
      message: `:Alias ${store.alias.name.text} stands for ${what}; ${
        use.how.read === 'existing'
          ? `Raven finds no such store at ${at} and crashes`
          : `Raven stops at ${at}, the first line that reads the alias (Unrecognized State Variable)`
      }`,
    };
  }
  const later = aliasLines.find(
    (r) =>
      r.index > use.ref.index && r.command.line.words[1]?.text.toUpperCase() === token.text.toUpperCase(),
  );
  const note = later
    ? `: its :Alias comes later (${lineLabel(model, later)}), and Raven knows an alias only from its line on`
    : hint;
  return {
    at: token.site,
    message: `'${token.text}' is not a state variable Raven knows nor an :Alias defined above this line${note}; ${stops}`,
  };
}
