import { CATALOGUE } from '../../../../grammar/index.js';
import type { SubbasinNeed } from '../../../../grammar/types.js';
import { commandName } from '../../../ast/nodes.js';
import { argTokens, nameToken } from '../../../facts/args.js';
import { knownIds, networkOf } from '../../../facts/network.js';
import { atoll, idKey, isNegativeKey, sToI } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import type { Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';
import { reservoirSubbasinsOf } from '../../../facts/reservoirSubbasins.js';

const W = (n: number) => `ParseTimeSeriesFile#${n}`;

/** Raven's warnings for the commands whose first argument is their subbasin (the catalogue's `subbasinNeed`). */
const NEEDS: readonly SubbasinNeed[] = CATALOGUE.rvt.commands.flatMap((c) => c.args?.[0]?.subbasinNeed ?? []);

/** :ReservoirDownstreamFlow, :FlowDiversion(LookupTable), :ReservoirDownstreamDemand (AllocateReservoirDemand). */
const DOWNSTREAM_FLOW = W(29);
const DIVERSION = { target: W(30), source: W(31) };
const LOOKUP = { noSource: W(32), source: W(33), short: W(34), target: W(35) };
const DEMAND = { downstream: W(52), reservoir: W(53), noReservoir: W(54) };

/** RV270: a .rvt series, diversion or assimilation command for a subbasin the model lacks, or without its reservoir. */
export const seriesSubbasin: Rule = {
  code: 'RV270',
  name: 'series-subbasin',
  category: 'references',
  severity: 'warning',
  docs: {
    summary:
      'The subbasin an .rvt command acts on (inflow hydrographs, reservoir series, demands, diversions, :OverrideStreamflow, :AssimilateStreamflow …) is in the model, and has a :Reservoir where the command controls one.',
    why:
      'Raven warns in its own words (":ReservoirMaxStage Subbasin 7 not in model or doesn\'t have reservoir, cannot set Reservoir maximum stage") and drops the command, so the data silently does nothing. ' +
      'For :ReservoirDemand (:ReservoirExtraction), :ReservoirMaxQDecrease, :ReservoirMinFlow and :ReservoirMaxFlow it warns before reading the series, then meets the series’ first line as a command and stops ("Unrecognized command in .rvt file"). ' +
      "A diversion target of -1 takes water out of the model; a target the model lacks with a positive ID passes Raven's test unnoticed (rvkit's own warning: Raven then adds the diverted flow outside its list of subbasins). " +
      'A :FlowDiversionLookupTable row needs a flow and the flow diverted at it ("Incorrect line length (<2) in :FlowDiversionLookupTable command").',
    fix: 'Give the ID of a subbasin of the :SubBasins table; for a reservoir series, of the subbasin whose :Reservoir it controls (or add the :Reservoir).',
    source:
      'ParseTimeSeriesFile.cpp ParseTimeSeriesFile (:BasinInflowHydrograph … :AssimilateReservoirStage), AllocateReservoirDemand',
    example: {
      fileType: 'rvt',
      bad: ':ReservoirMaxStage 1\n  2000-01-01 00:00:00 1.0 3\n  2.0 2.0 2.0\n:EndReservoirMaxStage',
      good: ':BasinInflowHydrograph 1\n  2000-01-01 00:00:00 1.0 3\n  2.0 2.0 2.0\n:EndBasinInflowHydrograph',
    },
  },
  ravenWarnings: [
    ...new Set(
      NEEDS.flatMap((n) => [n.missingWarning, ...(n.noReservoirWarning ? [n.noReservoirWarning] : [])]),
    ),
    DOWNSTREAM_FLOW,
    DIVERSION.target,
    DIVERSION.source,
    LOOKUP.noSource,
    LOOKUP.source,
    LOOKUP.short,
    LOOKUP.target,
    DEMAND.downstream,
    DEMAND.reservoir,
    DEMAND.noReservoir,
  ],
  check({ model, report }) {
    const network = networkOf(model);
    const reservoirs = reservoirSubbasinsOf(model);
    const known = (t: Token) => {
      const key = idKey(t.text);
      return !isNegativeKey(key) && network.subbasinById.has(key);
    };
    const hasReservoir = (t: Token) => reservoirs.has(idKey(t.text));
    const missing = (t: Token) => `the model has no subbasin ${t.text}${knownIds(network)}`;
    const noReservoir = (t: Token) => `subbasin ${t.text} has no :Reservoir`;
    /** Reports Raven's warning `id` at `at`, with what is wrong and what Raven then does. */
    const warn = (at: Token, ref: CommandRef, what: string, id: string, values: string[], stops = false) => {
      const words = ravenWords(id, ...values);
      report({
        at: at.site,
        ...(stops && { severity: 'error' as const }),
        message: stops
          ? `${commandName(ref.command)}: ${what}: Raven warns ("${words}") and, not reading the series, stops on its first line ("Unrecognized command in .rvt file")`
          : `${commandName(ref.command)}: ${what}: Raven ignores the command and warns ("${words}")`,
        ravenWarning: id,
      });
    };
    /**
     * A diversion's target: -1 takes the water out of the model; another negative ID makes Raven warn; a
     * positive ID the model lacks passes Raven's test (its index lookup says "not found", not "does not
     * exist"), so Raven keeps the diversion and adds its flow at an index before its array of subbasins.
     */
    const checkTarget = (target: Token, ref: CommandRef, id: string, value: string) => {
      const v = atoll(target.text);
      if (v === '-1' || known(target)) return;
      if (v.startsWith('-')) warn(target, ref, missing(target), id, [value]);
      else
        report({
          at: target.site,
          message: `${commandName(ref.command)}: the model has no subbasin ${target.text}${knownIds(network)}: Raven keeps the diversion without a word and adds the diverted flow outside its list of subbasins (memory it does not own); give a subbasin of the model, or -1 to take the water out of it`,
          ravenWarning: null,
          own: true,
        });
    };
    /** The lookup table's rows after its count: Raven warns about each with fewer than two values. */
    const shortRows = (ref: CommandRef) => {
      const rows = tableRows(ref.file, ref.command);
      const n = rows[0] ? sToI(rows[0].tokens[0].text) : 0;
      for (const row of rows.slice(1, 1 + Math.max(n, 0))) {
        if (row.tokens.length >= 2) continue;
        report({
          at: row.tokens[0].site,
          message: `${commandName(ref.command)}: a row of one value (a flow and the flow diverted at it): Raven warns ("${ravenWords(LOOKUP.short)}") and leaves the diverted flow of this point undefined`,
          ravenWarning: LOOKUP.short,
        });
      }
    };
    for (const ref of model.commands('rvt')) {
      const name = ref.command.spec?.name ?? commandName(ref.command);
      const a = argTokens(ref);
      const need = ref.command.spec?.args?.[0]?.subbasinNeed;
      if (need) {
        const sb = a[0];
        if (!sb) continue;
        const value = atoll(sb.text);
        const stops = !!need.bodyUnread && hasSeriesRows(ref);
        if (!known(sb)) warn(sb, ref, missing(sb), need.missingWarning, [value], stops);
        else if (need.reservoir && !hasReservoir(sb))
          warn(sb, ref, noReservoir(sb), need.noReservoirWarning ?? need.missingWarning, [value], stops);
      } else if (name === ':ReservoirDownstreamFlow') {
        if (a.length < 3) continue;
        const [sb, down] = a;
        const values = [atoll(sb.text), atoll(down.text)];
        if (!known(sb)) warn(sb, ref, missing(sb), DOWNSTREAM_FLOW, values);
        else if (!known(down)) warn(down, ref, missing(down), DOWNSTREAM_FLOW, values);
        else if (!hasReservoir(sb)) warn(sb, ref, noReservoir(sb), DOWNSTREAM_FLOW, values);
      } else if (name === ':FlowDiversion') {
        const [sb, target] = a;
        if (!sb) continue;
        if (!known(sb)) warn(sb, ref, missing(sb), DIVERSION.source, [atoll(sb.text)]);
        else if (target) checkTarget(target, ref, DIVERSION.target, atoll(target.text));
      } else if (name === ':FlowDiversionLookupTable') {
        const [sb, target] = a;
        const unsourced = !sb || atoll(sb.text) === '-1';
        if (unsourced) warn(sb ?? nameToken(ref), ref, 'no source subbasin', LOOKUP.noSource, []);
        else if (!known(sb)) warn(sb, ref, missing(sb), LOOKUP.source, [atoll(sb.text)]);
        else if (target) checkTarget(target, ref, LOOKUP.target, '0');
        if (unsourced || !known(sb)) {
          // Without its source Raven never reads the target (0 stays), and then warns about that too.
          report({
            at: nameToken(ref).site,
            message: `${name}: without a source subbasin Raven also warns ("${ravenWords(LOOKUP.target, '0')}")`,
            ravenWarning: LOOKUP.target,
          });
        }
        shortRows(ref);
      } else if (name === ':ReservoirDownstreamDemand') {
        if (a.length < 3) continue;
        const [down, res] = a;
        if (!known(down)) warn(down, ref, missing(down), DEMAND.downstream, [atoll(down.text)]);
        else if (res.text === 'AUTO' || res.text === '_AUTO') continue;
        // Raven names the downstream subbasin in both messages about the reservoir's.
        else if (!known(res)) warn(res, ref, missing(res), DEMAND.reservoir, [atoll(down.text)]);
        else if (!hasReservoir(res)) warn(res, ref, noReservoir(res), DEMAND.noReservoir, [atoll(down.text)]);
      }
    }
  },
};

/** The series has data lines, which Raven reads as commands when it skips the series' header. */
function hasSeriesRows(ref: CommandRef): boolean {
  return (ref.command.body ?? []).some((item) => item.kind === 'rows');
}
