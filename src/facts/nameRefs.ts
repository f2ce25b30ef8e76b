/**
 * The names a command's arguments refer to (HRU groups, subbasin groups), where its catalogue entry says an
 * argument names one (`Arg.refers`), with the conditions under which Raven reads it: the number of words on
 * the line and the values of the other arguments.
 */
import type { NameRef } from '../../grammar/types.js';
import { argTokens } from './args.js';
import type { CommandRef } from './readingOrder.js';
import type { Token } from './site.js';

/** A name a command refers to: its token and how Raven reads it. */
export interface NameUse {
  readonly token: Token;
  readonly how: NameRef;
}

/** The names of a kind a command refers to, where Raven reads them, in the order of its arguments. */
export function namesReferred(ref: CommandRef, kind: NameRef['kind']): NameUse[] {
  const args = ref.command.spec?.args ?? [];
  if (!args.some((a) => a.refers)) return [];
  const tokens = argTokens(ref);
  const position = (name: string) => args.findIndex((a) => a.name === name);
  const out: NameUse[] = [];
  args.forEach((arg, i) => {
    for (const how of arg.refers ?? []) {
      if (how.kind !== kind) continue;
      if (how.minArgs !== undefined && tokens.length < how.minArgs) continue;
      if (how.exactArgs !== undefined && tokens.length !== how.exactArgs) continue;
      const when = Object.entries(how.when ?? {});
      if (!when.every(([name, values]) => values.includes(tokens[position(name)]?.text ?? ''))) continue;
      const words = !arg.variadic
        ? [tokens[i]]
        : how.word === undefined
          ? tokens.slice(i)
          : [tokens[i + how.word]];
      for (const token of words) if (token) out.push({ token, how });
    }
  });
  return out;
}
