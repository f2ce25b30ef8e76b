/** The kinds and operators of a process condition (`:-->Conditional HRU_TYPE IS GLACIER`). */
import { type EnumValue, enumValues, literalEnum } from './enum.js';

/** What a condition tests. */
export const ConditionalKind = literalEnum(['HRU_TYPE', 'LAND_CLASS', 'HRU_GROUP']);
/** What a condition tests. */
export type ConditionalKind = EnumValue<typeof ConditionalKind>;
/** Every condition kind. */
export const ConditionalKindValues = enumValues(ConditionalKind);

/** A condition's operator. */
export const ConditionalOp = literalEnum(['IS', 'IS_NOT']);
/** A condition's operator. */
export type ConditionalOp = EnumValue<typeof ConditionalOp>;
/** Every condition operator. */
export const ConditionalOpValues = enumValues(ConditionalOp);
