/**
 * The shape shared by every option enumeration: a frozen object from member name to the exact Raven string,
 * as the reference library's Python `Enum`s are (`Evaporation.OUDIN === 'PET_OUDIN'`).
 */

/** An enumeration object: member name to Raven value. */
export type StringEnum = Readonly<Record<string, string>>;

/** The union of the values of an enumeration object. */
export type EnumValue<E extends StringEnum> = E[keyof E];

/** An enumeration whose member names are its values (the reference library's `Literal` lists). */
export type LiteralEnum<V extends string> = { readonly [K in V]: K };

/** Freezes an enumeration object, keeping the literal type of every value. */
export function defineEnum<const E extends Record<string, string>>(members: E): Readonly<E> {
  return Object.freeze(members);
}

/** Builds a frozen enumeration whose member names equal its values, from the list of values. */
export function literalEnum<const V extends readonly string[]>(values: V): LiteralEnum<V[number]> {
  const members: Record<string, string> = {};
  for (const value of values) members[value] = value;
  return Object.freeze(members) as LiteralEnum<V[number]>;
}

const valueSets = new WeakMap<StringEnum, ReadonlySet<string>>();

function valueSet(enumObj: StringEnum): ReadonlySet<string> {
  let set = valueSets.get(enumObj);
  if (!set) {
    set = new Set(Object.values(enumObj));
    valueSets.set(enumObj, set);
  }
  return set;
}

/** The values of an enumeration, in declaration order, as a frozen array. */
export function enumValues<E extends StringEnum>(enumObj: E): readonly EnumValue<E>[] {
  return Object.freeze(Object.values(enumObj) as EnumValue<E>[]);
}

/** Type guard: is `value` one of the values of `enumObj` (exact, case-sensitive)? */
export function isMember<E extends StringEnum>(enumObj: E, value: unknown): value is EnumValue<E> {
  return typeof value === 'string' && valueSet(enumObj).has(value);
}
