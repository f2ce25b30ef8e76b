/** A JSON Schema (draft 2020-12) of the typed models, for editors that complete and check Config JSON. */
import { ROOT } from './modelClass/construct.js';
import { fieldsOf } from './modelClass/field.js';
import type { ModelClass, TypeSpec } from './modelClass/types.js';
import { Config } from './sections/config.js';

type Schema = { [key: string]: unknown };

/** The JSON Schema of a model class (default: Config), with every nested model under `$defs`. */
export function jsonSchema(cls: ModelClass = Config): Schema {
  const defs: Record<string, Schema> = {};
  const root = modelSchema(cls, defs);
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: cls.name,
    ...root,
    $defs: {
      ...defs,
      Variable: {
        type: 'object',
        properties: { name: { type: 'string' } },
        required: ['name'],
        additionalProperties: false,
      },
      Expression: {
        type: 'object',
        properties: {
          op: { enum: ['+', '-', '*', '/', '**', 'neg', 'call'] },
          args: { type: 'array', items: { $ref: '#/$defs/Expr' } },
          fn: { type: 'string' },
        },
        required: ['op', 'args'],
      },
      Expr: { anyOf: [{ type: 'number' }, { $ref: '#/$defs/Variable' }, { $ref: '#/$defs/Expression' }] },
    },
  };
}

function modelSchema(cls: ModelClass, defs: Record<string, Schema>): Schema {
  const fields = fieldsOf(cls);
  if ((cls as unknown as { [ROOT]?: boolean })[ROOT]) {
    const root = fields.find((f) => f.name === 'root');
    return root ? typeSchema(root.type, defs) : {};
  }
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const f of fields) {
    const s = typeSchema(f.type, defs);
    const described = {
      ...s,
      ...(f.doc || f.alias
        ? { description: [f.doc, f.alias && `Raven command :${f.alias}`].filter(Boolean).join(' ') }
        : {}),
      ...('default' in f && typeof f.default !== 'function' ? { default: f.default } : {}),
    };
    properties[f.name] = f.nullable ? { anyOf: [described, { type: 'null' }] } : described;
    if (!f.nullable && !('default' in f)) required.push(f.name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

function typeSchema(type: TypeSpec, defs: Record<string, Schema>): Schema {
  switch (type.kind) {
    case 'str':
      return { type: 'string', ...pick(type, ['minLength', 'maxLength']) };
    case 'int':
    case 'float':
      return {
        type: type.kind === 'int' ? 'integer' : 'number',
        ...(type.gt !== undefined && { exclusiveMinimum: type.gt }),
        ...(type.ge !== undefined && { minimum: type.ge }),
        ...(type.lt !== undefined && { exclusiveMaximum: type.lt }),
        ...(type.le !== undefined && { maximum: type.le }),
      };
    case 'bool':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{1,2}:\\d{2}(:\\d{2}(\\.\\d+)?)?)?$' };
    case 'enum':
      return { enum: [...type.values, ...Object.keys(type.aliases ?? {})] };
    case 'literal':
      return { const: type.value };
    case 'expr':
      return { $ref: '#/$defs/Expr' };
    case 'list':
      return {
        type: 'array',
        items: typeSchema(type.item, defs),
        ...(type.minItems !== undefined && { minItems: type.minItems }),
        ...(type.maxItems !== undefined && { maxItems: type.maxItems }),
      };
    case 'tuple':
      return {
        type: 'array',
        prefixItems: type.items.map((t) => typeSchema(t, defs)),
        minItems: type.items.length,
        maxItems: type.items.length,
      };
    case 'dict':
      return { type: 'object', additionalProperties: typeSchema(type.value, defs) };
    case 'model': {
      const cls = type.model();
      if (!defs[cls.name]) {
        defs[cls.name] = {};
        defs[cls.name] = modelSchema(cls, defs);
      }
      return { $ref: `#/$defs/${cls.name}` };
    }
    case 'union':
      return { anyOf: type.options.map((o) => typeSchema(o, defs)) };
    case 'any':
      return {};
  }
}

function pick(o: object, keys: string[]): Schema {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => keys.includes(k) && v !== undefined));
}
