/**
 * Symbolic parameters: a `Variable` stands for a model parameter not yet chosen, and expression nodes combine
 * variables and numbers. Emulators hold their parameter mapping as expressions until `setParams` gives
 * numbers, as calibration tools need.
 */

/** A free symbol, such as the emulator parameter `GR4J_X1`. */
export class Variable {
  constructor(readonly name: string) {}
  /** The JSON form: `{ "name": ... }`. */
  toJSON(): { name: string } {
    return { name: this.name };
  }
  toString(): string {
    return this.name;
  }
}

/** Operators of expression nodes; `neg` is unary minus, `call` applies a function from `FUNCTIONS`. */
export type Operator = '+' | '-' | '*' | '/' | '**' | 'neg' | 'call';

/** Functions an expression may call (the ones the emulators' parameter mappings need). */
export const FUNCTIONS: Readonly<Record<string, (...a: number[]) => number>> = {
  exp: Math.exp,
  log: Math.log,
  log10: Math.log10,
  sqrt: Math.sqrt,
  abs: Math.abs,
  min: Math.min,
  max: Math.max,
};

/** A node of a symbolic expression. */
export class Expression {
  constructor(
    readonly op: Operator,
    readonly args: readonly Expr[],
    /** The function's name when `op` is `call`. */
    readonly fn?: string,
  ) {}
  /** The JSON form: `{ "op": ..., "args": [...] }` (and `fn` for calls). */
  toJSON(): { op: Operator; args: readonly Expr[]; fn?: string } {
    return this.fn === undefined
      ? { op: this.op, args: this.args }
      : { op: this.op, args: this.args, fn: this.fn };
  }
  toString(): string {
    return printExpr(this);
  }
}

/** A value that may be symbolic: a number, a variable, an expression (or null where a field allows it). */
export type Expr = number | Variable | Expression;

const PRECEDENCE: Record<Operator, number> = { '+': 1, '-': 1, '*': 2, '/': 2, neg: 3, '**': 4, call: 5 };

/** The expression as text that `parseExpr` reads back (parentheses only where needed). */
export function printExpr(e: Expr): string {
  if (typeof e === 'number') return String(e);
  if (e instanceof Variable) return e.name;
  const wrap = (x: Expr, min: number) => {
    const s = printExpr(x);
    return x instanceof Expression && PRECEDENCE[x.op] < min
      ? `(${s})`
      : typeof x === 'number' && x < 0
        ? `(${s})`
        : s;
  };
  const p = PRECEDENCE[e.op];
  switch (e.op) {
    case 'call':
      return `${e.fn}(${e.args.map(printExpr).join(', ')})`;
    case 'neg':
      return `-${wrap(e.args[0], p + 1)}`;
    case '**':
      return `${wrap(e.args[0], p + 1)} ** ${wrap(e.args[1], p)}`;
    default:
      return `${wrap(e.args[0], p)} ${e.op} ${wrap(e.args[1], p + 1)}`;
  }
}

/** True for a variable or an expression node. */
export function isSymbolic(v: unknown): v is Variable | Expression {
  return v instanceof Variable || v instanceof Expression;
}

/** The names of the free variables in a value (searched through arrays and objects). */
export function freeSymbols(v: unknown, out = new Set<string>()): Set<string> {
  if (v instanceof Variable) out.add(v.name);
  else if (v instanceof Expression) v.args.forEach((a) => freeSymbols(a, out));
  else if (Array.isArray(v)) v.forEach((x) => freeSymbols(x, out));
  // A series' typed array holds numbers only (Object.values would copy every one of them).
  else if (v && typeof v === 'object' && !ArrayBuffer.isView(v))
    Object.values(v).forEach((x) => freeSymbols(x, out));
  return out;
}

/** Evaluates an expression with numbers for its variables; a variable without a value stays symbolic. */
export function evaluate(e: Expr, values: Readonly<Record<string, number>>): Expr {
  if (typeof e === 'number') return e;
  if (e instanceof Variable) return Object.hasOwn(values, e.name) ? values[e.name] : e;
  const args = e.args.map((a) => evaluate(a, values));
  if (!args.every((a): a is number => typeof a === 'number')) return new Expression(e.op, args, e.fn);
  const [a, b] = args;
  switch (e.op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return a / b;
    case '**':
      return a ** b;
    case 'neg':
      return -a;
    case 'call':
      return FUNCTIONS[e.fn!](...args);
  }
}

function node(op: Operator, ...args: Expr[]): Expression {
  return new Expression(op, args);
}

/** a + b */
export const add = (a: Expr, b: Expr): Expression => node('+', a, b);
/** a - b */
export const sub = (a: Expr, b: Expr): Expression => node('-', a, b);
/** a * b */
export const mul = (a: Expr, b: Expr): Expression => node('*', a, b);
/** a / b */
export const div = (a: Expr, b: Expr): Expression => node('/', a, b);
/** a ** b */
export const pow = (a: Expr, b: Expr): Expression => node('**', a, b);
/** -a */
export const neg = (a: Expr): Expression => node('neg', a);
/** A call of one of `FUNCTIONS`. */
export function call(fn: string, ...args: Expr[]): Expression {
  if (!Object.hasOwn(FUNCTIONS, fn)) throw new Error(`unknown function ${fn}() in expression`);
  return new Expression('call', args, fn);
}
