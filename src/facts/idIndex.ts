/**
 * A map from subbasin or HRU IDs to rows that keeps the first row of each ID. Models number their HRUs and
 * subbasins mostly 1..n: those IDs index an array (a Map of 10,000 number keys costs more than all the
 * reading around it); any other ID (large, negative, or a word's key) goes to a Map.
 */
import type { IdKey } from './ravenNumbers.js';

/** IDs below this index the array; the array grows only as far as the IDs used. */
const DENSE_LIMIT = 1 << 20;

/** The first value of each ID, in the order the IDs were first seen. */
export class IdIndex<V> {
  private readonly dense: (V | undefined)[] = [];
  private readonly other = new Map<IdKey, V>();
  private readonly order: V[] = [];

  /** The number of distinct IDs. */
  get size(): number {
    return this.order.length;
  }

  /** The value of an ID, if any. */
  get(key: IdKey): V | undefined {
    return typeof key === 'number' && key >= 0 && key < DENSE_LIMIT && key % 1 === 0
      ? this.dense[key]
      : this.other.get(key);
  }

  /** True when the ID has a value. */
  has(key: IdKey): boolean {
    return this.get(key) !== undefined;
  }

  /** Keeps `value` for `key` unless the ID has one already; true when it was kept. */
  addFirst(key: IdKey, value: V): boolean {
    if (typeof key === 'number' && key >= 0 && key < DENSE_LIMIT && key % 1 === 0) {
      // Filling the gap below a new high ID keeps the array packed (holes make V8 use a slower layout).
      const dense = this.dense;
      if (key < dense.length) {
        if (dense[key] !== undefined) return false;
      } else {
        while (dense.length < key) dense.push(undefined);
        dense.push(value);
        this.order.push(value);
        return true;
      }
      dense[key] = value;
    } else {
      if (this.other.has(key)) return false;
      this.other.set(key, value);
    }
    this.order.push(value);
    return true;
  }

  /** Every value, in the order their IDs were first seen. */
  values(): IterableIterator<V> {
    return this.order.values();
  }
}
