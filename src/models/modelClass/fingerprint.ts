/**
 * A fingerprint of a field value: two 32-bit hashes (FNV-1a and a multiplicative one) over what its JSON
 * would hold (`toPlain`), computed by walking the value without building the JSON. A loaded Config keeps one
 * per command, so that saving tells a changed value from an unchanged one at the cost of one walk, not of a
 * JSON text as large as the file (a series of a million values hashes its array in a few milliseconds). A
 * series whose values are deferred (deferred.ts) hashes as its token while they are the loaded ones. A list
 * adds each element's own hash, so that a long one (a table) is hashed again from its elements' last hashes
 * where only some elements changed.
 */
import { Expression, Variable } from '../symbolic/expr.js';
import { deferredFields } from './deferred.js';
import { fieldsOf } from './field.js';
import { Model } from './model.js';
import type { ModelClass } from './types.js';

const F64 = new Float64Array(1);
const U32 = new Uint32Array(F64.buffer);

const WORDS = new Map<string, number>();

const A0 = 0x811c9dc5;
const B0 = 0x2545f491;

/** The element hashes of each long list as last fingerprinted (two numbers per element). */
const ELEMENTS = new WeakMap<readonly unknown[], Int32Array>();
/** Lists of at least this length keep their element hashes. */
const KEEP_LENGTH = 256;
/** Element hashes to take as they are, by list, during one `fingerprintWith`. */
let given: ReadonlyMap<readonly unknown[], Int32Array> | undefined;

class Hasher {
  a = A0;
  b = B0;
  int(x: number): void {
    this.a = Math.imul(this.a ^ (x & 0xffffffff), 0x01000193);
    this.b = Math.imul(this.b + (x | 0), 0x9e3779b1) ^ (this.b >>> 15);
  }
  number(v: number): void {
    F64[0] = v;
    this.int(U32[0]);
    this.int(U32[1]);
  }
  text(s: string): void {
    this.int(s.length);
    for (let i = 0; i < s.length; i++) this.int(s.charCodeAt(i));
  }
  /** A word of a table (a class name, `[NONE]`): its hash is kept, as such words repeat on every row. */
  word(s: string): void {
    this.int(s.length);
    this.int(wordHash(s));
  }
}

/** The hash of a word, kept (`Hasher.word`). */
function wordHash(s: string): number {
  let x = WORDS.get(s);
  if (x === undefined) {
    const h = new Hasher();
    h.text(s);
    x = h.a ^ h.b;
    if (WORDS.size >= 65536) WORDS.clear();
    // Kept by a copy of its own: a word sliced from a file's text would keep the whole text alive (a York
    // load left one 0.5 MB series file behind).
    WORDS.set((' ' + s).slice(1), x);
  }
  return x;
}

/** A model class's fields with a hash of each name (the names are hashed once per class, not per instance:
 * a table of 10,000 rows would hash its 12 column names 10,000 times). */
const SHAPES = new WeakMap<object, Shape>();

/** The last class asked for and its shape (a table asks for one class row after row). */
let lastClass: unknown;
let lastShape: Shape | undefined;

/** Hashes the fields of a model that has no deferred field, each read by its name in the code. */
type FieldsHasher = (h: Hasher, v: object) => void;

interface Shape {
  readonly names: readonly string[];
  readonly ids: Int32Array;
  readonly fields: FieldsHasher;
}

/** `Hasher.int` on the locals `a` and `b`, as code. */
const mix = (e: string) =>
  `a = imul(a ^ (${e}), 0x01000193); b = imul(b + ((${e}) | 0), 0x9e3779b1) ^ (b >>> 15);`;

/**
 * `walk` of a class's fields (`Hasher.int` … in line, on local copies of the hash) as code that names each
 * field: a loop reading `model[names[i]]` goes through the engine's slow path for property names that vary,
 * and a call per number costs as much as its hashing (a 10,000-row table is hashed at least twice by an
 * edit and its save).
 */
function fieldsHasher(names: readonly string[], ids: Int32Array): FieldsHasher {
  const body = names
    .map(
      (n, i) =>
        `x = v[${JSON.stringify(n)}]; ${mix(String(ids[i]))}\n` +
        `if (typeof x === 'number') { ${mix('3')} F64[0] = x; ${mix('U32[0]')} ${mix('U32[1]')} }\n` +
        // A column repeats its words row after row: the last one's hash is kept beside the code.
        `else if (typeof x === 'string' && x.length <= 32) { ${mix('4')} ${mix('x.length')}` +
        ` if (x !== w${i}) { w${i} = x; k${i} = wordHash(x); } ${mix(`k${i}`)} }\n` +
        `else { h.a = a; h.b = b; walk(h, x); a = h.a; b = h.b; }`,
    )
    .join('\n');
  const kept = names.map((_, i) => `let w${i} = ''; let k${i} = wordHash('');`).join(' ');
  const code = `${kept}\nreturn (h, v) => {\nlet a = h.a; let b = h.b; let x;\n${body}\nh.a = a; h.b = b;\n};`;
  // Made from the class's field names, each quoted by JSON.stringify.
  const make = new Function('imul', 'F64', 'U32', 'wordHash', 'walk', code) as (
    ...args: unknown[]
  ) => FieldsHasher;
  return make(Math.imul, F64, U32, wordHash, walk);
}

function shapeOf(cls: ModelClass): Shape {
  if (cls === lastClass) return lastShape!;
  let shape = SHAPES.get(cls);
  if (!shape) {
    const names = fieldsOf(cls).map((f) => f.name);
    const ids = Int32Array.from(names, (n) => {
      const h = new Hasher();
      h.text(n);
      return h.a ^ h.b;
    });
    SHAPES.set(cls, (shape = { names, ids, fields: fieldsHasher(names, ids) }));
  }
  lastClass = cls;
  lastShape = shape;
  return shape;
}

function walk(h: Hasher, v: unknown): void {
  if (v === null || v === undefined) return h.int(v === null ? 1 : 2);
  switch (typeof v) {
    case 'number':
      h.int(3);
      return h.number(v);
    case 'string':
      h.int(4);
      return v.length <= 32 ? h.word(v) : h.text(v);
    case 'boolean':
      return h.int(v ? 5 : 6);
  }
  if (v instanceof Float64Array || v instanceof Int32Array) {
    h.int(7);
    h.int(v.length);
    for (let i = 0; i < v.length; i++) h.number(v[i]);
    return;
  }
  if (Array.isArray(v)) {
    h.int(8);
    h.int(v.length);
    // Each element is hashed alone and its hash added (a list with some elements replaced is hashed again
    // from the others' hashes: `fingerprintWith`); a long list's element hashes are kept.
    const known = given?.get(v);
    if (known && known.length === 2 * v.length) {
      for (let i = 0; i < known.length; i++) h.int(known[i]);
      return;
    }
    const keep = v.length >= KEEP_LENGTH ? new Int32Array(2 * v.length) : undefined;
    for (let i = 0; i < v.length; i++) {
      const a = h.a;
      const b = h.b;
      h.a = A0;
      h.b = B0;
      walk(h, v[i]);
      const ea = h.a;
      const eb = h.b;
      if (keep) {
        keep[2 * i] = ea;
        keep[2 * i + 1] = eb;
      }
      h.a = a;
      h.b = b;
      h.int(ea);
      h.int(eb);
    }
    if (keep) ELEMENTS.set(v, keep);
    return;
  }
  if (v instanceof Variable || v instanceof Expression) {
    h.int(9);
    return walk(h, v.toJSON());
  }
  if (v instanceof Model) {
    // By its fields, whatever its own JSON makes of them (typed arrays are hashed as they are).
    h.int(10);
    const self = v as unknown as { [k: string]: unknown };
    const { names, ids, fields } = shapeOf(v.constructor as ModelClass);
    const deferred = deferredFields(v);
    if (!deferred) return fields(h, v);
    for (let i = 0; i < names.length; i++) {
      h.int(ids[i]);
      const d = deferred.get(names[i]);
      if (d === undefined) walk(h, self[names[i]]);
      // A deferred value not read yet, or read and unchanged since, is the loaded content: its token.
      else if (d.decode !== undefined || d.print(self[names[i]]) === d.loaded) {
        h.int(12);
        h.int(d.token);
      } else h.text(d.print(self[names[i]]));
    }
    return;
  }
  if (typeof v === 'object') {
    h.int(11);
    for (const [k, x] of Object.entries(v)) {
      h.text(k);
      walk(h, x);
    }
    return;
  }
  h.text(String(v));
}

/** The fingerprint of a value: equal values (equal JSON) have equal fingerprints. */
export function fingerprint(v: unknown): string {
  const h = new Hasher();
  walk(h, v);
  return `${(h.a >>> 0).toString(36)}.${(h.b >>> 0).toString(36)}`;
}

/**
 * The element hashes of a long list as it was when last fingerprinted (two numbers per element), if it was:
 * its elements may have changed since.
 */
export function lastElementHashes(list: readonly unknown[]): Int32Array | undefined {
  return ELEMENTS.get(list);
}

/** The hash of one element of a list, as a fingerprint adds it (two numbers, into `out` at `at`). */
export function elementHash(v: unknown, out: Int32Array, at: number): void {
  const h = new Hasher();
  walk(h, v);
  out[at] = h.a;
  out[at + 1] = h.b;
}

/**
 * The fingerprint of a value, taking the element hashes of some of its lists as given (`lastElementHashes`,
 * `elementHash`) instead of hashing their elements: a table with a few rows replaced is fingerprinted again
 * at the cost of those rows. The given hashes are kept as the lists' own.
 */
export function fingerprintWith(v: unknown, hashes: ReadonlyMap<readonly unknown[], Int32Array>): string {
  given = hashes;
  try {
    for (const [list, h] of hashes) if (h.length === 2 * list.length) ELEMENTS.set(list, h);
    return fingerprint(v);
  } finally {
    given = undefined;
  }
}
