import { commandName } from '../../../ast/nodes.js';
import { argTokens, nameToken } from '../../../facts/args.js';
import { networkOf } from '../../../facts/network.js';
import { atoll, idKey } from '../../../facts/ravenNumbers.js';
import type { CommandRef } from '../../../facts/readingOrder.js';
import { constituentsOf, findConstituent } from '../../../facts/constituents.js';
import { resolveStore, type AliasDef } from '../../../facts/stores.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';
import { ravenWords } from '../ravenWords.js';
import { reservoirSubbasinsOf } from '../../../facts/reservoirSubbasins.js';

const UNKNOWN_CONSTITUENT = { data: 'ParseTimeSeriesFile#1', weights: 'ParseTimeSeriesFile#8' };
const UNKNOWN_STORE = { concentration: 'ParseTimeSeriesFile#46', flux: 'ParseTimeSeriesFile#47' };
/** The warning for an unknown storage of a concentration or mass flux series, by the series' command. */
const unknownStore = (name: string): string | undefined =>
  name === ':MassFluxTimeSeries'
    ? UNKNOWN_STORE.flux
    : name === ':FixedConcentrationTimeSeries' || name === ':FixedTemperatureTimeSeries'
      ? UNKNOWN_STORE.concentration
      : undefined;
const DEMANDS_WITH_TRANSPORT = 'ParseTimeSeriesFile#51';

/**
 * RV472: .rvt series of the transport model that Raven cannot attach: a STREAM_CONCENTRATION observation of a
 * constituent the .rvi's :Transport does not define, a concentration or mass flux series of a storage Raven
 * does not know (it then stops on the series' first line), and water demands or diversions beside transport.
 */
export const seriesConstituent: Rule = {
  code: 'RV472',
  name: 'series-constituent',
  category: 'time-and-data',
  severity: 'warning',
  docs: {
    summary:
      'A STREAM_CONCENTRATION observation names a constituent of the .rvi’s :Transport; :FixedConcentrationTimeSeries and :MassFluxTimeSeries name a storage Raven knows; water demands and diversions are not mixed with transport.',
    why:
      'Raven ignores concentration observations of a constituent it does not simulate ("ParseTimeSeries:: Invalid/unused constituent name in observation stream concentration time series [file]. Will be ignored"). ' +
      'For a storage name it does not know in :FixedConcentrationTimeSeries or :MassFluxTimeSeries it warns (":MassFluxTimeSeries command: unrecognized storage variable name: X") before reading the series, then meets the series’ first line as a command and stops ("Unrecognized command in .rvt file"). ' +
      'Demands and diversions move water the transport model does not follow, and Raven says so ("irrigation/diversions included with transport constituents …").',
    fix: 'Name a constituent of :Transport (as written there), a storage of the model (SOIL[0], SNOW …); read transport results of a model with demands or diversions with care.',
    source:
      'ParseTimeSeriesFile.cpp (:ObservationData, :ObservationWeights, :FixedConcentrationTimeSeries, :MassFluxTimeSeries, the QA after the file)',
    example: {
      fileType: 'rvt',
      bad: ':ObservationData STREAM_CONCENTRATION 1 NITRATE mg/l\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      good: ':ObservationData STREAM_CONCENTRATION 1 TRACER mg/l\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData',
      model: { rvi: ':Transport TRACER' },
    },
  },
  ravenWarnings: [
    UNKNOWN_CONSTITUENT.data,
    UNKNOWN_CONSTITUENT.weights,
    UNKNOWN_STORE.concentration,
    UNKNOWN_STORE.flux,
    DEMANDS_WITH_TRANSPORT,
  ],
  check({ model, report }) {
    const constituents = constituentsOf(model).map((c) => c.name.text);
    const aliases: AliasDef[] = model.uses('rvi', ':Alias').flatMap((ref) => {
      const [name, target] = argTokens(ref);
      return name && target ? [{ name, target, ref }] : [];
    });
    const network = networkOf(model);
    const reservoirs = reservoirSubbasinsOf(model);
    let demand: CommandRef | undefined;
    for (const ref of model.commands('rvt')) {
      const name = ref.command.spec?.name ?? commandName(ref.command);
      const a = argTokens(ref);
      if (name === ':ObservationData' || name === ':ObservationWeights') {
        const c = a[2];
        if (a[0]?.text !== 'STREAM_CONCENTRATION' || !c || findConstituent(model, c.text)) continue;
        const id = name === ':ObservationData' ? UNKNOWN_CONSTITUENT.data : UNKNOWN_CONSTITUENT.weights;
        report({
          at: c.site,
          message: `${name} STREAM_CONCENTRATION: the model simulates no constituent ${c.text}${constituents.length ? ` (its :Transport has ${constituents.join(', ')})` : ' (the .rvi has no :Transport)'}: Raven ignores the series and warns ("${ravenWords(id, ref.file.path.replace(/^.*[\\/]/, ''))}")`,
          ravenWarning: id,
        });
      } else if (unknownStore(name)) {
        // :FixedTemperatureTimeSeries has no constituent argument: its storage comes first.
        const store = name === ':FixedTemperatureTimeSeries' ? a[0] : a[1];
        if (!store || resolveStore(store.text, aliases).type) continue;
        const id = unknownStore(name)!;
        const stops = tableRows(ref.file, ref.command).length > 0;
        const words = ravenWords(id, store.text);
        report({
          at: store.site,
          ...(stops && { severity: 'error' as const }),
          message: `${name}: Raven knows no storage ${store.text}: it warns ("${words}")${stops ? ' and, not reading the series, stops on its first line ("Unrecognized command in .rvt file")' : ' and ignores the command'}`,
          ravenWarning: id,
        });
      } else if (!demand) {
        // The commands that set has_irrig: a demand or a diversion Raven keeps.
        const sb = a[0] && idKey(a[0].text);
        const exists = sb !== undefined && network.subbasinById.has(sb);
        const kept =
          (name === ':IrrigationDemand' && exists) ||
          (name === ':ReservoirExtraction' && exists && reservoirs.has(sb)) ||
          (name === ':FlowDiversion' && exists && divertsSomewhere(a[1]?.text));
        if (kept) demand = ref;
      }
    }
    if (demand && constituents.length > 0) {
      report({
        at: nameToken(demand).site,
        message: `${commandName(demand.command)} in a model with transport (${constituents.join(', ')}): the transport model does not follow the water it moves, and Raven warns ("${ravenWords(DEMANDS_WITH_TRANSPORT)}")`,
        ravenWarning: DEMANDS_WITH_TRANSPORT,
      });
    }
  },
};

/** A :FlowDiversion Raven keeps: any target but a negative ID other than -1 (which it refuses with a warning). */
function divertsSomewhere(target: string | undefined): boolean {
  if (target === undefined) return false;
  const v = atoll(target);
  return v === '-1' || !v.startsWith('-');
}
