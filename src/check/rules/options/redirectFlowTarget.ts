import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { HYDROLOGIC_PROCESSES } from '../../../../grammar/rvi/processes.js';
import type { CommandSpec } from '../../../../grammar/types.js';
import { argToken, argTokens, namedArgs } from '../../../facts/args.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { resolveStore, type AliasDef, type ResolvedStore } from '../../../facts/stores.js';
import type { Rule } from '../../rule.js';

const WARNING = warningIn('CHydroProcessABC::Redirect', 'not used by process');

/** The hydrologic process specs: any of them becomes the process a `:-->RedirectFlow` below it changes. */
const PROCESS_SPECS = new Set<CommandSpec>(HYDROLOGIC_PROCESSES);

/** A store as Raven indexes it (GetStateVarIndex: no layer is layer 0); undefined for a name it does not know. */
function storeKey(store: ResolvedStore): string | undefined {
  return store.type === undefined || store.badLayer !== undefined
    ? undefined
    : `${store.type}[${store.layer ?? 0}]`;
}

/** A store key as the message shows it: `SURFACE_WATER`, `SOIL[1]`. */
function shown(key: string): string {
  return key.endsWith('[0]') && !/^(SOIL|CONVOLUTION|CONV_STOR)\[/.test(key) ? key.slice(0, -3) : key;
}

/** The process a `:-->RedirectFlow` changes, with the stores it moves water to now (undefined: not known). */
interface Mover {
  readonly ref: CommandRef;
  /** Every store the line names is one Raven knows (no connection of the process has a missing index). */
  readonly namesKnown: boolean;
  targets?: string[];
}

/** The stores a process line moves water to, from its catalogue entry (undefined where rvkit does not know). */
function targetsOf(ref: CommandRef, aliases: readonly AliasDef[]): string[] | undefined {
  const movesTo = ref.command.spec?.movesTo;
  if (!movesTo) return undefined;
  const args = namedArgs(ref);
  const algorithm = args.get('algorithm')?.[0]?.text ?? '';
  const out: string[] = [];
  for (const store of movesTo.byAlgorithm?.[algorithm] ?? movesTo.stores) {
    if (!store.startsWith('@')) {
      const key = storeKey(resolveStore(store, []));
      if (key === undefined) return undefined;
      out.push(key);
      continue;
    }
    const token = args.get(store.slice(1))?.[0];
    const key = token && storeKey(resolveStore(token.text, aliases));
    if (key === undefined) return undefined;
    out.push(key);
  }
  return out;
}

/**
 * RV565: a `:-->RedirectFlow` whose old store is not one the process above it moves water to. Raven looks the
 * old store up among the process's connections (CHydroProcessABC::Redirect); finding none, it warns and the
 * line changes nothing. Certain for a store name Raven does not know, and, for the processes whose connections
 * the catalogue gives (`movesTo`: :Infiltration, :Baseflow, :Percolation, :Interflow, :Flush, :CapillaryRise,
 * :Split, :OpenWaterEvaporation), for any store they do not move water to.
 */
export const redirectFlowTarget: Rule = {
  code: 'RV565',
  name: 'redirect-flow-target',
  category: 'options',
  severity: 'warning',
  docs: {
    summary: 'The first store of a `:-->RedirectFlow` is one the process above it moves water to.',
    why: 'Raven redirects the connections of the process above whose target is the first store to the second (CHydroProcessABC::Redirect). When the process moves no water to that store (a :Baseflow always moves its water to SURFACE_WATER, whatever store its line names; an :Infiltration to SOIL[0] and SURFACE_WATER, more for some algorithms), or Raven does not know the store\'s name, it warns ("CHydroProcessABC::Redirect: :-->RedirectFlow command refers to state variable not used by process") and the water goes where it went before.',
    fix: 'Name a store the process moves water to (SURFACE_WATER for the runoff of :Infiltration or the flow of :Baseflow), or put the line below the process it is meant for.',
    source:
      'ParseInput.cpp ParseMainInputFile (:-->RedirectFlow, ParseSVTypeIndex); HydroProcessABC.cpp CHydroProcessABC::Redirect; the process constructors (Infiltration.cpp, Baseflow.cpp …)',
    example: {
      fileType: 'rvi',
      bad: ':HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n  :-->RedirectFlow SOIL[0] SOIL[1]\n:EndHydrologicProcesses',
      good: ':HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n  :Baseflow BASE_LINEAR SOIL[1] SURFACE_WATER\n:EndHydrologicProcesses',
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    const aliases: AliasDef[] = [];
    let mover: Mover | undefined;
    let built = false;
    for (const ref of model.commands('rvi')) {
      const spec = ref.command.spec;
      const name = spec?.name;
      if (name === ':SoilModel' && argToken(ref, 0)) built = true;
      if (!built || !spec) continue;
      if (name === ':Alias') {
        const [alias, target] = argTokens(ref);
        if (alias && target) aliases.push({ name: alias, target, ref });
        continue;
      }
      if (PROCESS_SPECS.has(spec)) {
        const known = [...namedArgs(ref)]
          .filter(([arg]) => spec.args?.find((a) => a.name === arg)?.store)
          .every(([, tokens]) => tokens.every((t) => resolveStore(t.text, aliases).type !== undefined));
        mover = { ref, namesKnown: known, targets: targetsOf(ref, aliases) };
        continue;
      }
      // Any other line but a condition may make another process Raven's current one (:EndProcessGroup, the
      // transport processes): what follows is left out.
      if (name !== ':-->RedirectFlow') {
        if (name !== ':-->Conditional') mover = undefined;
        continue;
      }
      const [oldToken, newToken] = argTokens(ref);
      if (!mover || !oldToken || !newToken) continue;
      const oldStore = resolveStore(oldToken.text, aliases);
      const newKey = storeKey(resolveStore(newToken.text, aliases));
      const oldKey = storeKey(oldStore);
      const process = mover.ref.command.line.words
        .slice(0, 2)
        .map((w) => w.text)
        .join(' ');
      if (oldKey === undefined) {
        if (!mover.namesKnown || oldStore.badLayer !== undefined) continue;
        report({
          at: oldToken.site,
          ravenWarning: WARNING.id,
          message: `:-->RedirectFlow ${oldToken.text}: Raven knows no store of that name, so it finds no connection of ${process} to redirect: it warns ("${WARNING.message}") and the water goes where it went before`,
        });
        continue;
      }
      const targets = mover.targets;
      if (!targets) continue;
      if (targets.includes(oldKey)) {
        if (newKey === undefined) mover.targets = undefined;
        else mover.targets = targets.map((t) => (t === oldKey ? newKey : t));
        continue;
      }
      report({
        at: oldToken.site,
        ravenWarning: WARNING.id,
        message: `:-->RedirectFlow ${oldToken.text}: ${process} moves water to ${[...new Set(targets)].map(shown).join(', ')} only, so Raven finds nothing to redirect: it warns ("${WARNING.message}") and the water goes where it went before`,
      });
    }
  },
};
