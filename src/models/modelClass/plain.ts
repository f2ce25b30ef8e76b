/** Plain data: what a user writes as an object literal, as opposed to a model instance or an expression. */

/** True for an object literal (`{...}`): not an array, a model, an expression or null. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
}
