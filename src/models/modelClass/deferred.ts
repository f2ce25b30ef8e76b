/**
 * Field values decoded when first read. A loaded time series keeps its values as the text they were read
 * from (the parser's row tables) until code reads the field: loading a model with millions of values then
 * costs the syntax check of their text, not a Float64Array and a hash of each value as well. The field is an
 * accessor on the instance until then, and a plain data property after.
 *
 * Saving asks whether a value is still the one loaded (fingerprint.ts): a deferred value not yet read is, by
 * its token (a number standing for the loaded text); once read, it is while its content hashes as it did when
 * decoded. A copy carries the token with the same content, so a copied model still writes its original text.
 */

/** The state of one deferred field. */
export interface Deferred {
  /** Stands for the loaded content in a fingerprint. */
  readonly token: number;
  /** Decodes the value; undefined once decoded. */
  decode?: () => unknown;
  /** The content print of the value when it was decoded (undefined while not decoded). */
  loaded?: string;
  /** Prints a value's content (the fingerprint). */
  readonly print: (v: unknown) => string;
}

const DEFERRED = new WeakMap<object, Map<string, Deferred>>();
let tokens = 0;

/** The deferred state of `model[key]`, if the field was deferred and not replaced since. */
export function deferredOf(model: object, key: string): Deferred | undefined {
  return DEFERRED.get(model)?.get(key);
}

/** Set on the prototype of models that have had a deferred field (the others need no lookup). */
const MAY_DEFER = Symbol('rvkit.mayDefer');

/** The deferred fields of a model by name, if it has any (one lookup per model, not one per field). */
export function deferredFields(model: object): ReadonlyMap<string, Deferred> | undefined {
  return (model as { [MAY_DEFER]?: true })[MAY_DEFER] ? DEFERRED.get(model) : undefined;
}

function record(model: object, key: string, d: Deferred): void {
  const proto = Object.getPrototypeOf(model) as { [MAY_DEFER]?: true } | null;
  if (proto && !proto[MAY_DEFER])
    Object.defineProperty(proto, MAY_DEFER, { value: true, configurable: true, enumerable: false });
  let map = DEFERRED.get(model);
  if (!map) DEFERRED.set(model, (map = new Map()));
  map.set(key, d);
}

function settle(model: object, key: string, value: unknown): void {
  Object.defineProperty(model, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * Makes `model[key]` decode with `decode` when first read. `print` gives a value's content print (the
 * fingerprint), taken of the decoded value so that it is still known unchanged after it was read.
 */
export function defer(
  model: object,
  key: string,
  decode: () => unknown,
  print: (v: unknown) => string,
): void {
  const d: Deferred = { token: ++tokens, decode, print };
  record(model, key, d);
  Object.defineProperty(model, key, {
    configurable: true,
    enumerable: true,
    get(this: object) {
      const value = d.decode!();
      d.decode = undefined;
      d.loaded = d.print(value);
      settle(this, key, value);
      return value;
    },
    set(this: object, value: unknown) {
      // Replaced before it was read: no longer the loaded value.
      DEFERRED.get(this)?.delete(key);
      settle(this, key, value);
    },
  });
}

/**
 * Gives `to` (a copy of `from` holding the same `key` value, already read) the deferred state of `from`, so
 * the copy still counts as holding the loaded content.
 */
export function carryDeferred(from: object, to: object, key: string): void {
  const d = deferredOf(from, key);
  if (!d) return;
  if (d.decode) void (from as Record<string, unknown>)[key]; // decoded now, to print its content
  record(to, key, { token: d.token, loaded: d.loaded, print: d.print });
}
