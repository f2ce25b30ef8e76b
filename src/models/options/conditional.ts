/** The kinds and operators of a process condition (`:-->Conditional HRU_TYPE IS GLACIER`). */
import { optionEnum } from './ravenNames.js';
import { type EnumValue, enumValues } from './enum.js';

/** What a condition tests. */
export const ConditionalKind = optionEnum(':-->Conditional', '', ['HRU_TYPE', 'LAND_CLASS', 'HRU_GROUP'], {
  arg: 'basis',
});
/** What a condition tests. */
export type ConditionalKind = EnumValue<typeof ConditionalKind>;
/** Every condition kind. */
export const ConditionalKindValues = enumValues(ConditionalKind);

/** A condition's operator. */
export const ConditionalOp = optionEnum(':-->Conditional', '', ['IS', 'IS_NOT'], { arg: 'condition' });
/** A condition's operator. */
export type ConditionalOp = EnumValue<typeof ConditionalOp>;
/** Every condition operator. */
export const ConditionalOpValues = enumValues(ConditionalOp);
