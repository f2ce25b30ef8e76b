/**
 * Chevrotain, loaded from its single-file build. The package's entry point is split into hundreds of ES
 * modules (lodash-es among them), which Node takes about half a second to load: longer than checking a whole
 * model. The same library ships bundled as `lib/chevrotain.mjs` beside that entry point; it is found from the
 * entry point's own location, and the entry point is used when the bundle cannot be found (another layout,
 * or a bundler that resolves modules itself).
 */
import type * as Chevrotain from 'chevrotain';

async function load(): Promise<typeof Chevrotain> {
  try {
    const entry = import.meta.resolve('chevrotain');
    return (await import(/* @vite-ignore */ new URL('../chevrotain.mjs', entry).href)) as typeof Chevrotain;
  } catch {
    return import('chevrotain');
  }
}

const chevrotain = await load();

/** The Chevrotain API the lexer and parser use. */
export const { createToken, Lexer, EmbeddedActionsParser } = chevrotain;
