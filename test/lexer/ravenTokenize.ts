/**
 * Raven's own tokenizer as a test oracle: CParser::Tokenize from Raven's ParseLib.cpp (the source the engine is
 * built from, `ravenSource`), compiled once with a small driver of ours into the rvkit cache. The driver reads
 * a file line by line exactly as Raven does and prints each line's tokens, so a test compares the lexer with
 * what the engine itself reads, not with a description of it.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ravenSource } from '../paths.js';

// Our driver: Tokenize needs only the parser class; ExitGracefully (RavenMain.cpp) and IsComment
// (CommonFunctions.cpp) are declared by Raven's headers but not used by Tokenize, except ExitGracefully past
// MAXINPUTITEMS tokens, which the driver reports. Tokens are separated by 0x1f, lines by LF.
const DRIVER = `#include <cstdlib>
#include <fstream>
#include <iostream>
#include "RavenInclude.h"
#include "ParseLib.h"
void ExitGracefully(const char *statement, exitcode) { std::cout << '\\x1e' << statement << '\\n'; std::exit(0); }
bool IsComment(const char *, const int) { std::abort(); }
int main(int argc, char **argv) {
  std::ifstream file(argv[1]);
  CParser parser(file, argv[1], 0);
  char *tokens[MAXINPUTITEMS];
  int count = 0;
  while (!parser.Tokenize(tokens, count)) {
    for (int i = 0; i < count; i++) {
      if (i > 0) std::cout << '\\x1f';
      std::cout << tokens[i];
    }
    std::cout << '\\n';
  }
  return 0;
}
`;

/** The rvkit cache folder (as the engine installer places it). */
function cacheDir(): string {
  if (process.env.RVKIT_CACHE_DIR) return process.env.RVKIT_CACHE_DIR;
  return join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'rvkit');
}

let built: string | undefined;

/** The compiled oracle, built on first use (keyed by the Raven sources and the driver). */
export function ravenTokenizer(): string {
  if (built) return built;
  const sources = ['ParseLib.cpp', 'ParseLib.h'].map((f) => readFileSync(join(ravenSource, f)));
  const key = createHash('sha256')
    .update(DRIVER)
    .update(sources[0])
    .update(sources[1])
    .digest('hex')
    .slice(0, 16);
  const bin = join(cacheDir(), `tokenize-${key}`);
  if (!existsSync(bin)) {
    mkdirSync(cacheDir(), { recursive: true });
    const work = mkdtempSync(join(tmpdir(), 'rvkit-tokenize-'));
    try {
      writeFileSync(join(work, 'driver.cpp'), DRIVER);
      const out = join(work, 'tokenize');
      execFileSync(
        'g++',
        [
          '-std=c++17',
          '-O1',
          '-w',
          '-I',
          ravenSource,
          join(work, 'driver.cpp'),
          join(ravenSource, 'ParseLib.cpp'),
          '-o',
          out,
        ],
        { stdio: 'pipe' },
      );
      // Another test worker may have built it meanwhile: a rename replaces it atomically.
      renameSync(out, bin);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  built = bin;
  return bin;
}

/** The tokens Raven reads on each line of `text` (one list per line; a blank line gives an empty list). */
export function ravenTokens(text: string): string[][] {
  const work = mkdtempSync(join(tmpdir(), 'rvkit-tokens-'));
  try {
    const file = join(work, 'input.rvi');
    writeFileSync(file, text, 'utf8');
    const out = execFileSync(ravenTokenizer(), [file], { encoding: 'utf8' });
    if (out.includes('\x1e')) throw new Error(`Raven stopped: ${out.slice(out.indexOf('\x1e') + 1)}`);
    const lines = out.split('\n');
    lines.pop();
    return lines.map((l) => (l === '' ? [] : l.split('\x1f')));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
