/** `rvkit lsp --help` and its usage errors (the server itself is tested through a client in protocol.test.ts). */
import { lspCommand } from '../../src/cli/commands/lsp.js';
import { call } from '../cli/call.js';

describe('rvkit lsp', () => {
  it('explains itself with --help', async () => {
    const r = await call(lspCommand, ['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: rvkit lsp \[--stdio\]/);
    expect(r.out).toContain('Neovim, Emacs (eglot, lsp-mode) and Helix');
  });

  it('refuses unknown options and arguments with exit 2', async () => {
    expect((await call(lspCommand, ['--port', '4000'])).code).toBe(2);
    expect((await call(lspCommand, ['model/'])).code).toBe(2);
  });
});
