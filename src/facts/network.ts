/**
 * The subbasins and HRUs of a model by ID, as Raven identifies them: an ID cell is read with `atoll` (so `007`
 * and `7` are the same subbasin, and a word is subbasin 0), and a subbasin or HRU exists for a command only if
 * Raven has read it before that command. Built once per model and shared by the rules (maps, no scans: models
 * reach 10,000 HRUs and 2,000 subbasins).
 */
import type { ModelFacts } from './facts.js';
import { IdIndex } from './idIndex.js';
import type { IdKey } from './ravenNumbers.js';
import type { NamedRow } from './rvhFacts.js';
import type { Token } from './site.js';
import { oncePerModel } from './memo.js';

/** A subbasin row with its ID and downstream ID as Raven reads them. */
export interface SubbasinRow {
  readonly row: NamedRow;
  readonly id: Token;
  /** The ID's text (no token made). */
  readonly idText: string;
  /** The ID as `atoll` reads it, as a map key. */
  readonly key: IdKey;
  readonly downstream?: Token;
  /** The downstream ID as `atoll` reads it, when given. */
  readonly downstreamKey?: IdKey;
  /** Read from `:Conduits` rather than `:SubBasins`. */
  readonly conduit: boolean;
}

/** An HRU row with its ID and subbasin ID as Raven reads them. */
export interface HruRow {
  readonly row: NamedRow;
  /** The row's position in reading order (Raven's global HRU index). */
  readonly index: number;
  readonly id: Token;
  /** The ID's text (no token made). */
  readonly idText: string;
  readonly key: IdKey;
  readonly subbasin?: Token;
  /** The subbasin cell's text, when given (no token made). */
  readonly subbasinText?: string;
  readonly subbasinKey?: IdKey;
}

/** The subbasins and HRUs of the model. */
export interface Network {
  /** Every subbasin row in reading order. */
  readonly subbasins: readonly SubbasinRow[];
  /** Every HRU row in reading order (its position is Raven's global HRU index). */
  readonly hrus: readonly HruRow[];
  /** The first subbasin row of each ID (the one Raven's lookups find). */
  readonly subbasinById: IdIndex<SubbasinRow>;
  /** The first HRU row of each ID. */
  readonly hruById: IdIndex<HruRow>;
}

/** The network of a model (built on first use). */
export const networkOf: (model: ModelFacts) => Network = oncePerModel(buildNetwork);

/** A subbasin row whose texts and tokens are made only when a rule asks for them (most rows are never reported). */
class SubbasinEntry implements SubbasinRow {
  constructor(
    readonly row: NamedRow,
    readonly key: IdKey,
    readonly downstreamKey: IdKey | undefined,
    readonly conduit: boolean,
  ) {}

  get idText(): string {
    return this.row.text('subbasin_id') ?? this.row.textAt(0)!;
  }

  get id(): Token {
    return this.row.get('subbasin_id') ?? this.row.at(0)!;
  }

  get downstream(): Token | undefined {
    return this.row.get('downstream_id');
  }
}

/** An HRU row whose texts and tokens are made only when a rule asks for them. */
class HruEntry implements HruRow {
  constructor(
    readonly row: NamedRow,
    readonly index: number,
    readonly key: IdKey,
    readonly subbasinKey: IdKey | undefined,
  ) {}

  get idText(): string {
    return this.row.text('hru_id') ?? this.row.textAt(0)!;
  }

  get id(): Token {
    return this.row.get('hru_id') ?? this.row.at(0)!;
  }

  get subbasinText(): string | undefined {
    return this.row.text('subbasin_id');
  }

  get subbasin(): Token | undefined {
    return this.row.get('subbasin_id');
  }
}

function buildNetwork(model: ModelFacts): Network {
  const rvh = model.rvh;
  const subbasins: SubbasinRow[] = [];
  const subbasinById = new IdIndex<SubbasinRow>();
  // The rows of one block share their command: whether it is :Conduits is asked once per block.
  let ref: NamedRow['ref'] | undefined;
  let conduit = false;
  for (const row of rvh.subbasins) {
    if (row.ref !== ref) {
      ref = row.ref;
      conduit = (ref.command.spec?.name ?? ref.command.line.words[0].text) === ':Conduits';
    }
    const sb = new SubbasinEntry(
      row,
      row.key('subbasin_id') ?? row.keyAt(0)!,
      row.key('downstream_id'),
      conduit,
    );
    subbasins.push(sb);
    subbasinById.addFirst(sb.key, sb);
  }
  const hrus: HruRow[] = [];
  const hruById = new IdIndex<HruRow>();
  for (const row of rvh.hrus) {
    const hru = new HruEntry(row, hrus.length, row.key('hru_id') ?? row.keyAt(0)!, row.key('subbasin_id'));
    hrus.push(hru);
    hruById.addFirst(hru.key, hru);
  }
  return { subbasins, hrus, subbasinById, hruById };
}

/** " (the subbasins are 1, 2, 3)" for a few subbasins, else '': the IDs a reference to a subbasin could name. */
export function knownIds(network: Network): string {
  const n = network.subbasinById.size;
  if (n === 0) return ' (there is no subbasin)';
  if (n > 8) return '';
  const ids = [...network.subbasinById.values()].map((s) => s.id.text);
  return ` (the subbasin${n > 1 ? 's are' : ' is'} ${ids.join(', ')})`;
}
