/**
 * The subbasins and HRUs of a model by ID, as Raven identifies them: an ID cell is read with `atoll` (so `007`
 * and `7` are the same subbasin, and a word is subbasin 0), and a subbasin or HRU exists for a command only if
 * Raven has read it before that command. Built once per model and shared by the rules (maps, no scans: models
 * reach 10,000 HRUs and 2,000 subbasins).
 */
import type { ModelFacts } from './facts.js';
import { atoll } from './ravenNumbers.js';
import type { NamedRow } from './rvhFacts.js';
import type { Token } from './site.js';

/** A subbasin row with its ID and downstream ID as Raven reads them. */
export interface SubbasinRow {
  readonly row: NamedRow;
  readonly id: Token;
  /** The ID as `atoll` reads it (decimal string). */
  readonly key: string;
  readonly downstream?: Token;
  /** The downstream ID as `atoll` reads it, when given. */
  readonly downstreamKey?: string;
  /** Read from `:Conduits` rather than `:SubBasins`. */
  readonly conduit: boolean;
}

/** An HRU row with its ID and subbasin ID as Raven reads them. */
export interface HruRow {
  readonly row: NamedRow;
  readonly id: Token;
  readonly key: string;
  readonly subbasin?: Token;
  readonly subbasinKey?: string;
}

/** The subbasins and HRUs of the model. */
export interface Network {
  /** Every subbasin row in reading order. */
  readonly subbasins: readonly SubbasinRow[];
  /** Every HRU row in reading order (its position is Raven's global HRU index). */
  readonly hrus: readonly HruRow[];
  /** The first subbasin row of each ID (the one Raven's lookups find). */
  readonly subbasinById: ReadonlyMap<string, SubbasinRow>;
  /** The first HRU row of each ID. */
  readonly hruById: ReadonlyMap<string, HruRow>;
}

const cache = new WeakMap<ModelFacts, Network>();

/** The network of a model (built on first use). */
export function networkOf(model: ModelFacts): Network {
  let network = cache.get(model);
  if (!network) {
    network = buildNetwork(model);
    cache.set(model, network);
  }
  return network;
}

/** A subbasin row whose tokens are made only when a rule asks for them (most rows are never reported). */
class SubbasinEntry implements SubbasinRow {
  constructor(
    readonly row: NamedRow,
    readonly key: string,
    readonly downstreamKey: string | undefined,
    readonly conduit: boolean,
  ) {}

  get id(): Token {
    return this.row.get('subbasin_id') ?? this.row.at(0)!;
  }

  get downstream(): Token | undefined {
    return this.row.get('downstream_id');
  }
}

/** An HRU row whose tokens are made only when a rule asks for them. */
class HruEntry implements HruRow {
  constructor(
    readonly row: NamedRow,
    readonly key: string,
    readonly subbasinKey: string | undefined,
  ) {}

  get id(): Token {
    return this.row.get('hru_id') ?? this.row.at(0)!;
  }

  get subbasin(): Token | undefined {
    return this.row.get('subbasin_id');
  }
}

function buildNetwork(model: ModelFacts): Network {
  const rvh = model.rvh;
  const subbasins: SubbasinRow[] = [];
  const subbasinById = new Map<string, SubbasinRow>();
  for (const row of rvh.subbasins) {
    const downstream = row.text('downstream_id');
    const sb = new SubbasinEntry(
      row,
      atoll(row.text('subbasin_id') ?? row.textAt(0)!),
      downstream === undefined ? undefined : atoll(downstream),
      (row.ref.command.spec?.name ?? row.ref.command.line.words[0].text) === ':Conduits',
    );
    subbasins.push(sb);
    if (!subbasinById.has(sb.key)) subbasinById.set(sb.key, sb);
  }
  const hrus: HruRow[] = [];
  const hruById = new Map<string, HruRow>();
  for (const row of rvh.hrus) {
    const subbasin = row.text('subbasin_id');
    const hru = new HruEntry(
      row,
      atoll(row.text('hru_id') ?? row.textAt(0)!),
      subbasin === undefined ? undefined : atoll(subbasin),
    );
    hrus.push(hru);
    if (!hruById.has(hru.key)) hruById.set(hru.key, hru);
  }
  return { subbasins, hrus, subbasinById, hruById };
}

/** True when an ID cell names a subbasin Raven knows (GetSubBasinByID: negative IDs never match). */
export function subbasinExists(network: Network, text: string): boolean {
  const key = atoll(text);
  return !key.startsWith('-') && network.subbasinById.has(key);
}

/** The IDs of a list of rows, for did-you-mean suggestions (at most a few hundred, to stay cheap). */
export function someIds(rows: readonly { readonly id: Token }[], limit = 500): string[] {
  return rows.slice(0, limit).map((r) => r.id.text);
}
