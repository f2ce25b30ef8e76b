/**
 * Building records of large tables without class-transformer and without one class-validator pass per row:
 * a 1000-row :HRUs table would otherwise cost ten times its parse. The checks are the ones the record's
 * decorators declare (required, the field type with its bounds, the named rules), run as plain functions.
 */
import type { Problem, SourceLocation } from '../modelClass/errors.js';
import { defaultOf, fieldsOf, type FieldMeta } from '../modelClass/field.js';
import { typeProblem, type ModelClass } from '../modelClass/types.js';
import { rulesOf, type RuleCheck } from '../rules/rule.js';
import { join } from '../commandText/problems.js';

type Dict = { [key: string]: unknown };

/** The fields of a record class with their rules, computed once per table. */
export interface RecordShape<T> {
  readonly cls: ModelClass<T>;
  readonly fields: readonly FieldMeta[];
  readonly rules: readonly (readonly RuleCheck[])[];
}

/** The shape of a record class. */
export function recordShape<T>(cls: ModelClass<T>): RecordShape<T> {
  const fields = fieldsOf(cls);
  return { cls, fields, rules: fields.map((f) => rulesOf(cls, f.name)) };
}

const NONE: readonly string[] = [];

/**
 * The problems of one field value of the record `rec`, as the field's class-validator rules report them (no
 * allocation when fine).
 */
export function fieldProblems(
  f: FieldMeta,
  rules: readonly RuleCheck[],
  v: unknown,
  rec: Readonly<Dict>,
): readonly string[] {
  if (v === null || v === undefined) return f.nullable ? NONE : ['is required'];
  let out: string[] | undefined;
  const p = typeProblem(f.type, v);
  if (p) out = [p];
  for (let i = 0; i < rules.length; i++) {
    const m = rules[i](v, rec);
    if (m) (out ??= []).push(m);
  }
  return out ?? NONE;
}

/**
 * A record from values by field name (missing ones take their defaults); problems are added under
 * `path.field`, located by `where(field, first message)`.
 */
export function quickRecord<T>(
  shape: RecordShape<T>,
  values: Readonly<Dict>,
  path: string,
  problems: Problem[],
  where: (fieldName: string, message: string) => SourceLocation | undefined,
): T {
  const rec = Object.create(shape.cls.prototype as object) as Dict;
  for (const f of shape.fields) rec[f.name] = values[f.name];
  checkRecord(shape, rec, path, problems, where);
  return rec as T;
}

/** Fills the missing fields of a record with their defaults; true when no field has a problem (no allocation). */
export function recordOk(shape: RecordShape<unknown>, rec: Dict): boolean {
  const { fields, rules } = shape;
  let ok = true;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    let v = rec[f.name];
    if (v === undefined) rec[f.name] = v = defaultOf(f);
    if (ok && fieldProblems(f, rules[i], v, rec).length > 0) ok = false;
  }
  return ok;
}

/** Fills the missing fields of a record with their defaults and checks every field, as quickRecord. */
export function checkRecord(
  shape: RecordShape<unknown>,
  rec: Dict,
  path: string,
  problems: Problem[],
  where: (fieldName: string, message: string) => SourceLocation | undefined,
): void {
  const { fields, rules } = shape;
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    let v = rec[f.name];
    if (v === undefined) rec[f.name] = v = defaultOf(f);
    const found = fieldProblems(f, rules[i], v, rec);
    if (found.length === 0) continue;
    const location = where(f.name, found[0]);
    for (const message of found) {
      const at = join(path, f.name);
      problems.push(location ? { path: at, message, location } : { path: at, message });
    }
  }
}

/** A root model (its value is `root`) built without construction, for records already checked. */
export function quickRoot<T>(cls: ModelClass<T>, root: unknown): T {
  const m = Object.create(cls.prototype as object) as Dict;
  m.root = root;
  return m as T;
}
