/** The parts of a dataset's variable: its values (flat, row-major) and attributes. */

/** Values of a variable in row-major order: numbers (fill values already NaN) or strings. */
export type VariableData = Float64Array | readonly string[];

/** The value of an attribute; one-element numeric attributes are plain numbers. */
export type AttributeValue = string | number | readonly number[] | readonly string[];

/** Attributes of a variable or of a dataset, by name. */
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** One variable: its dimension names (outermost first), data and attributes. */
export interface Variable {
  readonly dims: readonly string[];
  readonly data: VariableData;
  readonly attrs: Attributes;
}
