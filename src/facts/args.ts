/** A command's arguments as tokens, named after the catalogue's arguments. */
import type { Arg } from '../../grammar/types.js';
import type { CommandRef } from './readingOrder.js';
import { wordToken, type Token } from './site.js';

/** The argument tokens of a command (the words after its name). */
export function argTokens(ref: CommandRef): Token[] {
  return ref.command.line.words.slice(1).map((w) => wordToken(ref.file, w));
}

/** The i-th argument token of a command, if given. */
export function argToken(ref: CommandRef, i: number): Token | undefined {
  const w = ref.command.line.words[i + 1];
  return w ? wordToken(ref.file, w) : undefined;
}

/** The token of the command's name. */
export function nameToken(ref: CommandRef): Token {
  return wordToken(ref.file, ref.command.line.words[0]);
}

/** The argument tokens grouped by the catalogue's argument names (a variadic argument takes the rest). */
export function namedArgs(ref: CommandRef): Map<string, Token[]> {
  const args: readonly Arg[] = ref.command.spec?.args ?? [];
  const out = new Map<string, Token[]>();
  const tokens = argTokens(ref);
  for (let i = 0; i < tokens.length; i++) {
    const arg =
      i < args.length ? args[i] : args[args.length - 1]?.variadic ? args[args.length - 1] : undefined;
    const name = arg?.name ?? `#${i}`;
    const list = out.get(name) ?? [];
    list.push(tokens[i]);
    out.set(name, list);
  }
  return out;
}

/** The argument words joined with single spaces (how Raven rebuilds a path or a name from several tokens). */
export function joinedArgs(ref: CommandRef, from = 0): Token | undefined {
  const words = ref.command.line.words.slice(1 + from);
  if (words.length === 0) return undefined;
  const first = words[0];
  const last = words[words.length - 1];
  return {
    text: words.map((w) => w.text).join(' '),
    site: { file: ref.file, offset: first.offset, length: last.offset + last.text.length - first.offset },
  };
}
