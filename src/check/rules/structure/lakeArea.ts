import { commandName } from '../../../ast/nodes.js';
import { argToken } from '../../../facts/args.js';
import { hruNumbers } from '../../../facts/hruColumns.js';
import { networkOf } from '../../../facts/network.js';
import { atof, idKey } from '../../../facts/ravenNumbers.js';
import { CURVE_LINES, LAKE_LINES } from '../../../facts/stageRelations.js';
import type { Rule } from '../../rule.js';

/** Raven's warnings: a lake area under 100 m², and one that differs from its HRU's by more than 20%. */
const SMALL = 'ParseHRUFile#24';
const MISMATCH = 'ParseHRUFile#34';

/** RV117: a lake's :LakeArea that is not the area of its HRU, or that looks like km². */
export const lakeArea: Rule = {
  code: 'RV117',
  name: 'lake-area',
  category: 'structure',
  severity: 'warning',
  docs: {
    summary:
      "A lake-type `:Reservoir`'s `:LakeArea` (m²) is within 20% of the area of its `:HRUID` (km² in the :HRUs table), and not under 100 m².",
    why: 'Raven takes the lake area as given for the lake\'s water balance while the HRU\'s area weighs the lake\'s precipitation and evaporation; when they differ, one of them is wrong (often km² written for m²). Raven warns (":LakeArea … seems small. Note LakeArea should be in units of m2, not km2"; "specified :LakeArea and corresponding HRU area (in .rvh file) do not seem to agree").',
    fix: 'Write :LakeArea in m² (the HRU area in km² times 1,000,000), or make the HRU the lake.',
    source: 'ParseHRUFile.cpp ReservoirParse (:LakeArea, and the lake-type reservoir it builds)',
    example: {
      fileType: 'rvh',
      bad: ':Reservoir Lake1\n  :SubBasinID 1\n  :HRUID 1\n  :WeirCoefficient 0.6\n  :CrestWidth 10\n  :MaxDepth 5\n  :LakeArea 1000\n:EndReservoir',
      good: ':Reservoir Lake1\n  :SubBasinID 1\n  :HRUID 1\n  :WeirCoefficient 0.6\n  :CrestWidth 10\n  :MaxDepth 5\n  :LakeArea 120500000\n:EndReservoir',
    },
  },
  ravenWarnings: [SMALL, MISMATCH],
  check({ model, report }) {
    const network = networkOf(model);
    const areas = hruNumbers(model, 'area');
    for (const res of model.rvh.reservoirs) {
      let lake = false;
      let area: ReturnType<typeof argToken>;
      for (const item of res.ref.command.body ?? []) {
        if (item.kind !== 'command') continue;
        const name = commandName(item);
        if (LAKE_LINES.has(name)) lake = true;
        if (CURVE_LINES.has(name)) lake = false;
        if (name === ':LakeArea') area = argToken({ ...res.ref, command: item }, 0);
      }
      if (!area) continue;
      const m2 = atof(area.text);
      const sb = res.subbasin?.text ?? '?';
      if (m2 < 100) {
        report({
          at: area.site,
          message: `:LakeArea ${area.text} m² of the reservoir in subbasin ${sb} is under 100 m² (km² written for m²?): Raven warns ("seems small")`,
          ravenWarning: SMALL,
        });
      }
      const hru = res.hru && network.hruById.get(idKey(res.hru.text));
      if (!lake || !hru) continue;
      const hruM2 = areas[hru.index] * 1e6;
      if (!(Math.abs((hruM2 - m2) / m2) > 0.2)) continue;
      report({
        at: area.site,
        message: `:LakeArea ${area.text} m² is not the area of HRU ${res.hru!.text} (${areas[hru.index]} km² = ${hruM2} m²): Raven warns ("specified :LakeArea and corresponding HRU area (in .rvh file) do not seem to agree")`,
        ravenWarning: MISMATCH,
      });
    }
  },
};
