import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { argToken } from '../../../facts/args.js';
import { groupAt, groupsOf } from '../../../facts/groups.js';
import { networkOf, type HruRow } from '../../../facts/network.js';
import { idKey, type IdKey } from '../../../facts/ravenNumbers.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Token } from '../../../facts/site.js';
import type { Rule } from '../../rule.js';

/** Raven's warning listing the subbasins with disabled HRUs. */
const WARNING = warningIn('CModel::Initialize', 'member HRUs disabled');

/**
 * RV184: HRUs disabled by `:DisableHRUGroup`. CModel::Initialize disables the HRUs of every disabled group and
 * lists, in one warning, each subbasin with a disabled HRU (a subbasin all of whose HRUs are disabled is
 * disabled with them). The rule follows the groups' members listed in `:HRUGroup` blocks (IDs and `a-b` ranges).
 */
export const hruDisabled: Rule = {
  code: 'RV184',
  name: 'hru-disabled',
  category: 'structure',
  severity: 'warning',
  docs: {
    summary:
      '`:DisableHRUGroup` takes HRUs out of the simulation; Raven says so, naming each subbasin that has a disabled HRU.',
    why: 'A disabled HRU is not simulated: its area contributes no water, and a subbasin whose HRUs are all disabled is disabled too. Raven lists the subbasins concerned in a warning ("CModel::Initialize: the following subbasins have one or more member HRUs disabled: 12, 14, "); this rule shows where that comes from. Disabling only some HRUs of a subbasin makes its flows hard to interpret (Raven warns about that too).',
    fix: 'Disable whole subbasins (:DisableSubBasinGroup, or every HRU of them), or drop the :DisableHRUGroup line if the HRUs should be simulated.',
    source:
      'ModelInitialize.cpp CModel::Initialize; HRUGroups.cpp CHRUGroup::Initialize; ParseInput.cpp and ParseHRUFile.cpp (:DisableHRUGroup)',
    example: {
      fileType: 'rvi',
      bad: ':DefineHRUGroups Fields\n:DisableHRUGroup Fields',
      good: ':DefineHRUGroups Fields',
      model: { rvh: ':HRUGroup Fields\n  1\n:EndHRUGroup' },
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    const groups = groupsOf(model);
    const network = networkOf(model);
    const disabling: { token: Token; name: string }[] = [];
    for (const type of ['rvi', 'rvh'] as const) {
      for (const ref of model.uses(type, ':DisableHRUGroup')) {
        if (type === 'rvi' && beforeSoilModel(model.rvi, ref)) continue;
        const t = argToken(ref, 0);
        if (t && groupAt(groups.hru, t.text, ref)) disabling.push({ token: t, name: t.text });
      }
    }
    if (disabling.length === 0) return;
    const names = new Set(disabling.map((d) => d.name));
    const off = new Set<HruRow>();
    for (const g of model.rvh.hruGroups) {
      if (!names.has(g.name.text)) continue;
      for (const m of g.members) for (const hru of hrusOf(m.text, network.hruById)) off.add(hru);
    }
    if (off.size === 0) return;
    // Raven lists the subbasins in their order in the model.
    const keys = new Set<IdKey | undefined>([...off].map((h) => h.subbasinKey));
    const listed = network.subbasins.filter((s) => keys.has(s.key)).map((s) => s.idText);
    if (listed.length === 0) return;
    const words = WARNING.message.replace(/\{[^{}]*\}/, listed.map((id) => `${id}, `).join(''));
    for (const d of disabling) {
      report({
        at: d.token.site,
        ravenWarning: WARNING.id,
        message: `HRU group '${d.name}' is disabled: ${off.size} HRU${off.size === 1 ? ' is' : 's are'} not simulated, and Raven warns ("${words.trimEnd()}")`,
      });
    }
  },
};

/** The HRUs an :HRUGroup member names: an ID, or a range `a-b` of IDs. */
function hrusOf(text: string, byId: { get(key: IdKey): HruRow | undefined }): HruRow[] {
  const range = /^(\d+)-(\d+)$/.exec(text);
  if (!range) {
    const hru = byId.get(idKey(text));
    return hru ? [hru] : [];
  }
  const out: HruRow[] = [];
  const [a, b] = [Number(range[1]), Number(range[2])];
  for (let id = a; id <= b && id - a <= 10000; id++) {
    const hru = byId.get(id);
    if (hru) out.push(hru);
  }
  return out;
}
