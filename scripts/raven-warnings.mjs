#!/usr/bin/env node
/* global process, console */
/**
 * Lists every WARNING Raven can write, from its sources: each call of WriteWarning (and of
 * ImproperFormatWarning, which writes "<command> command: improper line length at line N" through it) in the
 * engine's C++ files, with its message as a template, the function and the command it is in, and the C++
 * condition under which it is written. Writes grammar/ravenWarnings.ts (`npm run warnings:raven`);
 * test/check/ravenWarnings.test.ts fails when the committed file is not what Raven's sources give.
 *
 *   node scripts/raven-warnings.mjs [--sources DIR] [--check]
 *
 * DIR defaults to the sources the engine installer keeps (~/.cache/rvkit/raven-hydro-<version>-src/src).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'grammar', 'ravenWarnings.ts');
const VERSION = '4.12.1';
const { values } = parseArgs({ options: { sources: { type: 'string' }, check: { type: 'boolean' } } });
const sources = values.sources ?? join(homedir(), '.cache', 'rvkit', `raven-hydro-${VERSION}-src`, 'src');

/** The warnings of Raven's sources in `dir`, in file order then line order. */
function ravenWarnings(dir) {
  const list = [];
  for (const file of readdirSync(dir)
    .filter((f) => /\.(cpp|h)$/.test(f))
    .sort()) {
    const lines = readFileSync(join(dir, file), 'latin1').split(/\r?\n/);
    lines.forEach((line, i) => {
      const code = stripComment(line);
      const call = /\b(WriteWarning|ImproperFormatWarning)\s*\(/.exec(code);
      if (
        !call ||
        /^\s*(void|static|extern)\b/.test(code) ||
        /\bvoid\s+(WriteWarning|ImproperFormatWarning)/.test(code)
      )
        return;
      // ImproperFormatWarning's own call: each of its callers is listed instead.
      if (functionAt(lines, i) === 'ImproperFormatWarning') return;
      const args = callArgs(lines, i, call.index + call[0].length);
      if (!args) return;
      const expr = call[1] === 'ImproperFormatWarning' ? '' : messageExpr(lines, i, args[0]);
      const shifted = shiftedLiteral(expr);
      const message =
        call[1] === 'ImproperFormatWarning'
          ? `${literal(args[0]) ?? '{command}'} command: improper line length at line {line}`
          : (shifted ?? template(expr));
      list.push({
        file,
        line: i + 1,
        function: functionAt(lines, i),
        command: commandAt(lines, i),
        message,
        ...(shifted !== undefined ? { shiftedByLine: true } : {}),
        when: conditionAt(lines, i, call.index),
      });
    });
  }
  // Each warning's id: its file and its rank among the file's warnings (stable when lines move).
  const rank = new Map();
  return list.map((w) => {
    const n = (rank.get(w.file) ?? 0) + 1;
    rank.set(w.file, n);
    return { id: `${w.file.replace(/\.(cpp|h)$/, '')}#${n}`, ...w };
  });
}

function stripComment(line) {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' && line[i - 1] !== '\\') inString = !inString;
    if (!inString && c === '/' && line[i + 1] === '/') return line.slice(0, i);
  }
  return line;
}

/** The arguments of a call whose `(` ends at `col` of line `i` (it may span lines), as source texts. */
function callArgs(lines, i, col) {
  let depth = 1;
  let cur = '';
  const args = [];
  let inString = false;
  for (let l = i; l < Math.min(lines.length, i + 8); l++) {
    const text = l === i ? lines[l].slice(col) : stripComment(lines[l]);
    for (let k = 0; k < text.length; k++) {
      const c = text[k];
      if (c === '"' && text[k - 1] !== '\\') inString = !inString;
      if (!inString) {
        if (c === '(') depth++;
        if (c === ')' && --depth === 0) return [...args, cur.trim()];
        if (c === ',' && depth === 1) {
          args.push(cur.trim());
          cur = '';
          continue;
        }
      }
      cur += c;
    }
    cur += ' ';
  }
  return undefined;
}

/** The text of a string literal argument, if it is one. */
function literal(expr) {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(expr.trim());
  return m ? m[1] : undefined;
}

/**
 * The expression of a warning's message: the argument itself, or, for a variable (`warn`, `warning`), the
 * value last assigned to it above the call, with what is appended to it after.
 */
function messageExpr(lines, i, arg) {
  const name = /^([A-Za-z_]\w*)(\.c_str\(\))?$/.exec(arg.trim())?.[1];
  if (!name) return arg;
  const parts = [];
  for (let l = i - 1; l >= Math.max(0, i - 60); l--) {
    const code = stripComment(lines[l]);
    const m = new RegExp(`\\b${name}\\s*(\\+?=)(?!=)`).exec(code);
    if (!m) continue;
    const expr = statementFrom(lines, l, m.index + m[0].length);
    parts.unshift(expr);
    if (m[1] === '=') return parts.join('+');
  }
  return parts.length > 0 ? parts.join('+') : arg;
}

/** The expression from `col` of line `l` to the statement's `;`. */
function statementFrom(lines, l, col) {
  let text = '';
  let inString = false;
  for (let k = l; k < Math.min(lines.length, l + 8); k++) {
    const line = k === l ? lines[k].slice(col) : stripComment(lines[k]);
    for (let j = 0; j < line.length; j++) {
      const c = line[j];
      if (c === '"' && line[j - 1] !== '\\') inString = !inString;
      if (!inString && c === ';') return text.trim();
      text += c;
    }
    text += ' ';
  }
  return text.trim();
}

/**
 * The literal of a message written as `"text" + pp->GetLineNumber()`: C++ adds the int to the literal's pointer,
 * so Raven writes the text from its line-number-th character on (ParseManagementFile.cpp); else undefined.
 */
function shiftedLiteral(expr) {
  const m = /^\s*"((?:[^"\\]|\\.)*)"\s*\+\s*[\w>.-]*GetLineNumber\s*\(\s*\)\s*$/.exec(expr);
  return m ? template(`"${m[1]}"`) : undefined;
}

/** A message expression as a template: its string literals as written, every other part as `{…}`. */
function template(expr) {
  const parts = [];
  let rest = expr.trim();
  const pieces = [];
  let cur = '';
  let depth = 0;
  let inString = false;
  for (let k = 0; k < rest.length; k++) {
    const c = rest[k];
    if (c === '"' && rest[k - 1] !== '\\') inString = !inString;
    if (!inString) {
      if ('([{'.includes(c)) depth++;
      if (')]}'.includes(c)) depth--;
      if (c === '+' && depth === 0) {
        pieces.push(cur.trim());
        cur = '';
        continue;
      }
    }
    cur += c;
  }
  pieces.push(cur.trim());
  for (const p of pieces) {
    // A run of adjacent literals ("a" "b") is one literal.
    const lits = [...p.matchAll(/"((?:[^"\\]|\\.)*)"/g)];
    if (lits.length > 0 && p.replace(/"((?:[^"\\]|\\.)*)"/g, '').trim() === '')
      parts.push(lits.map((m) => m[1]).join(''));
    else if (/^string\s*\(\s*"/.test(p))
      parts.push(literal(p.replace(/^string\s*\(\s*|\s*\)$/g, '')) ?? `{${p}}`);
    else parts.push(`{${placeholder(p)}}`);
  }
  return parts.join('').replace(/\\n/g, ' ').replace(/\\"/g, '"').replace(/\\t/g, ' ').replace(/\\\\/g, '\\');
}

/** A short name for a non-literal part of a message. */
function placeholder(p) {
  const inner = /^(?:to_string|string|std::to_string)\s*\((.*)\)$/.exec(p)?.[1] ?? p;
  return inner.replace(/\s+/g, ' ').trim();
}

/** The function a line is in: the last definition at column 0 (or 1: Raven indents a few by one space) above it. */
function functionAt(lines, i) {
  for (let l = i; l >= 0; l--) {
    const m = /^ ?[A-Za-z_][\w:<>*&\s]*?\b([A-Za-z_][\w]*(?:::[~A-Za-z_]\w*)?)\s*\([^;]*$/.exec(lines[l]);
    if (m && !/^ ?(if|for|while|switch|return|else)\b/.test(lines[l])) return m[1];
  }
  return '';
}

/**
 * The command a line of a file parser reads: the first `:Name` of the `case(…)` whose block holds the line
 * (a case label is taken only where the scan upward has not stepped into a closed block: after a switch, no
 * case holds the line).
 */
function commandAt(lines, i) {
  let depth = 0;
  for (let l = i; l >= Math.max(0, i - 400); l--) {
    if (/^[A-Za-z_]/.test(lines[l])) return undefined; // a function starts: no case above
    const code = stripComment(lines[l]);
    if (l < i) for (const c of code) depth += c === '}' ? 1 : c === '{' ? -1 : 0;
    if (depth > 0) continue;
    if (/^\s*default\s*:/.test(code)) return undefined;
    if (/\bcase\s*\(?\s*-?\d+\s*\)?\s*:/.test(lines[l])) {
      for (let k = l; k <= Math.min(lines.length - 1, l + 2); k++) {
        const m = /(:[A-Za-z][\w>-]*)/.exec(lines[k].replace(/case\s*\(?\s*-?\d+\s*\)?\s*:/, ''));
        if (m) return m[1];
      }
      return undefined;
    }
  }
  return undefined;
}

/**
 * The condition under which a call is made: the `if` on its line, or of the nearest enclosing `if`/`else`
 * (an `else` as the negation of its `if`), as written in the C++ source.
 */
function conditionAt(lines, i, col) {
  const own = lines[i].slice(0, col);
  const ownIf = lastIf(own);
  if (ownIf) return ownIf;
  if (/\belse\b\s*\{?\s*$/.test(own)) return elseOf(lines, i);
  // The nearest line above that opens the block holding the call.
  let depth = 0;
  for (let l = i - 1; l >= Math.max(0, i - 80); l--) {
    const code = stripComment(lines[l]);
    for (let k = code.length - 1; k >= 0; k--) {
      if (code[k] === '}') depth++;
      if (code[k] === '{') {
        if (depth === 0) {
          const head = code.slice(0, k);
          const previous = stripComment(lines[l - 1] ?? '');
          if (/\belse\s*$/.test(head)) return elseOf(lines, l);
          if (/^\s*$/.test(head) && /\belse\s*$/.test(previous)) return elseOf(lines, l - 1);
          const cond = lastIf(head) ?? (/^\s*$/.test(head) ? lastIf(previous) : undefined);
          if (cond) return cond;
          if (/\b(for|while)\s*\(/.test(head)) continue;
          return undefined;
        }
        depth--;
      }
    }
  }
  return undefined;
}

/** The condition of the last `if (…)` in a text, as written. */
function lastIf(text) {
  const k = text.search(/\bif\s*\((?!.*\bif\s*\()/);
  if (k < 0) return undefined;
  const open = text.indexOf('(', k);
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === '(') depth++;
    if (text[j] === ')' && --depth === 0)
      return text
        .slice(open + 1, j)
        .replace(/\s+/g, ' ')
        .trim();
  }
  return undefined;
}

/**
 * The conditions an `else` on line `l` negates: its `if`, and the `else if`s of the chain before it, as
 * "not (a) and not (b)" (the chain read upward from the `else`, skipping each branch's block).
 */
function elseOf(lines, l) {
  const from = Math.max(0, l - 120);
  const text = lines
    .slice(from, l + 1)
    .map(stripComment)
    .join('\n');
  let at = text.lastIndexOf('else');
  const conds = [];
  for (let guard = 0; guard < 40 && at > 0; guard++) {
    // The branch before the `else`: a block `{…}` or one statement `…;`, after `if (cond)`.
    let k = at - 1;
    while (k >= 0 && /\s/.test(text[k])) k--;
    if (text[k] === '}') k = matchBack(text, k, '{', '}') - 1;
    else k = text.lastIndexOf(')', text.lastIndexOf(';', k) - 1) + 1;
    while (k >= 0 && /\s/.test(text[k])) k--;
    if (text[k] !== ')') break;
    const open = matchBack(text, k, '(', ')');
    const head = text.slice(0, open);
    if (!/\bif\s*$/.test(head)) break;
    conds.unshift(
      text
        .slice(open + 1, k)
        .replace(/\s+/g, ' ')
        .trim(),
    );
    const before = head.replace(/\bif\s*$/, '');
    if (!/\belse\s*$/.test(before)) break;
    at = before.search(/\belse\s*$/);
  }
  return conds.length === 0 ? undefined : conds.map((c) => `not (${c})`).join(' and ');
}

/** The offset of the bracket that opens the one closing at `k`. */
function matchBack(text, k, open, close) {
  let depth = 0;
  let inString = false;
  for (let j = k; j >= 0; j--) {
    const c = text[j];
    if (c === '"' && text[j - 1] !== '\\') inString = !inString;
    if (inString) continue;
    if (c === close) depth++;
    if (c === open && --depth === 0) return j;
  }
  return 0;
}

const list = ravenWarnings(sources);
const text = [
  '/**',
  ` * Every WARNING Raven ${VERSION} can write to Raven_errors.txt: each call of WriteWarning in its sources (and of`,
  ' * ImproperFormatWarning, which writes "<command> command: improper line length at line N"), with its message',
  ' * (the literal text as written; `{…}` where Raven puts a value), where it is (file, line, function, and the',
  ' * command of the file parser it is in), and the C++ condition under which it is written. Generated from the',
  ' * sources the engine installer keeps (`npm run warnings:raven`, scripts/raven-warnings.mjs); the checker rules',
  ' * that predict a warning name its id (`Rule.ravenWarnings`).',
  ' */',
  "import type { RavenWarning } from './types.js';",
  '',
  "/** Raven's warnings, in file order. */",
  `export const RAVEN_WARNINGS: readonly RavenWarning[] = ${JSON.stringify(list, null, 2)};`,
  '',
].join('\n');
if (values.check) {
  // For the test: the list as JSON, to compare with the committed file.
  process.stdout.write(JSON.stringify(list));
} else {
  writeFileSync(out, text);
  console.log(`rvkit: wrote grammar/ravenWarnings.ts (${list.length} warnings)`);
}
