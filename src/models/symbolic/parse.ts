/** Reading expressions from text (`1 - X02 * 2`, `exp(-X03)`) and from their JSON form. */
import { call, Expression, FUNCTIONS, Variable, type Expr, type Operator } from './expr.js';

/** Parses an arithmetic expression: numbers, names, + - * / **, unary minus, parentheses, function calls. */
export function parseExpr(text: string): Expr {
  const tokens =
    text.match(/\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|\*\*|[A-Za-z_][\w.[\]]*|\S/g) ?? [];
  let i = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`cannot read expression '${text}': ${what}`);
  };
  const peek = () => tokens[i];
  const take = (t?: string) => {
    if (t !== undefined && tokens[i] !== t)
      fail(`expected '${t}'${tokens[i] ? ` at '${tokens[i]}'` : ' at the end'}`);
    return tokens[i++];
  };
  const sum = (): Expr => {
    let left = product();
    while (peek() === '+' || peek() === '-') {
      const op = take() as Operator;
      left = new Expression(op, [left, product()]);
    }
    return left;
  };
  const product = (): Expr => {
    let left = unary();
    while (peek() === '*' || peek() === '/') {
      const op = take() as Operator;
      left = new Expression(op, [left, unary()]);
    }
    return left;
  };
  const unary = (): Expr => {
    if (peek() === '-') {
      take();
      return new Expression('neg', [unary()]);
    }
    if (peek() === '+') take();
    return power();
  };
  const power = (): Expr => {
    const base = atom();
    if (peek() !== '**') return base;
    take();
    return new Expression('**', [base, unary()]);
  };
  const atom = (): Expr => {
    const t = take();
    if (t === undefined) return fail('unexpected end');
    if (t === '(') {
      const e = sum();
      take(')');
      return e;
    }
    if (/^[\d.]/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) {
      if (peek() !== '(' || !Object.hasOwn(FUNCTIONS, t)) return new Variable(t);
      take('(');
      const args = [sum()];
      while (peek() === ',') {
        take();
        args.push(sum());
      }
      take(')');
      return call(t, ...args);
    }
    return fail(`unexpected '${t}'`);
  };
  const e = sum();
  if (i < tokens.length) fail(`unexpected '${tokens[i]}'`);
  return e;
}

/** Rebuilds an expression from its JSON form (`{name}` for variables, `{op, args, fn?}` for nodes). */
export function exprFromJSON(v: unknown): Expr | undefined {
  if (typeof v === 'number') return v;
  if (v instanceof Variable || v instanceof Expression) return v;
  if (!v || typeof v !== 'object') return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.name === 'string' && Object.keys(o).length === 1) return new Variable(o.name);
  if (typeof o.op === 'string' && Array.isArray(o.args)) {
    const args = o.args.map(exprFromJSON);
    if (args.some((a) => a === undefined)) return undefined;
    return new Expression(o.op as Operator, args as Expr[], typeof o.fn === 'string' ? o.fn : undefined);
  }
  return undefined;
}
