/**
 * A real editor: headless Neovim with its built-in LSP client (configured by the small Lua file below) opens
 * a corpus model's .rvh through `rvkit lsp`, a mistake is typed into the buffer (never saved), and the test
 * reads back the diagnostics Neovim received and the buffer's text after Neovim ran formatting.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatRv } from '../../src/printer/format.js';
import { repoRoot, sharedCorpus } from '../paths.js';

const IRONDEQUOIT = join(
  sharedCorpus,
  'CSHS-CWRA__RavenHydroFramework/benchmarking___InputFiles__Irondequoit',
);
const rvh = join(IRONDEQUOIT, 'Irondequoit.rvh');

/** The editor's side: start the client on the buffer, wait for diagnostics, format, write what it saw. */
const LUA = `
local out, file, node, main, root = ...
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
vim.bo[buf].filetype = 'raven'
vim.bo[buf].readonly = false
-- The mistake, typed into the buffer only: VEG_ALL becomes VEG_AL.
local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
for i, l in ipairs(lines) do
  local s, e = string.find(l, 'VEG_ALL', 1, true)
  if s then vim.api.nvim_buf_set_text(buf, i - 1, e - 1, i - 1, e, {}); break end
end
local id = vim.lsp.start_client({ name = 'rvkit', cmd = { node, main, 'lsp' }, root_dir = root })
vim.lsp.buf_attach_client(buf, id)
local ok = vim.wait(60000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
local diagnostics = {}
for _, d in ipairs(vim.diagnostic.get(buf)) do
  table.insert(diagnostics, { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
    severity = d.severity, message = d.message, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) })
end
if vim.lsp.buf.format then vim.lsp.buf.format({ timeout_ms = 20000 }) else vim.lsp.buf.formatting_sync(nil, 20000) end
local text = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
local f = io.open(out, 'w')
f:write(vim.fn.json_encode({ waited = ok, diagnostics = diagnostics, text = text }))
f:close()
vim.lsp.stop_client(id)
vim.cmd('qa!')
`;

describe('Neovim with rvkit lsp', () => {
  it('shows the diagnostics of an unsaved mistake and formats the buffer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rvkit-nvim-'));
    try {
      const script = join(dir, 'rvkit.lua');
      const out = join(dir, 'out.json');
      writeFileSync(script, LUA);
      const main = join(repoRoot, 'dist', 'src', 'cli', 'main.js');
      execFileSync(
        'nvim',
        [
          '--headless',
          '--clean',
          '-n',
          '-c',
          `lua loadfile('${script}')('${out}', '${rvh}', '${process.execPath}', '${main}', '${IRONDEQUOIT}')`,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], timeout: 120_000, env: { ...process.env, HOME: dir } },
      );
      const seen = JSON.parse(readFileSync(out, 'utf8')) as {
        waited: boolean;
        diagnostics: {
          lnum: number;
          col: number;
          end_lnum: number;
          end_col: number;
          severity: number;
          message: string;
          code: string;
        }[];
        text: string[];
      };
      expect(seen.waited).toBe(true);
      // The place `rvkit check` names (line 16, column 78; Neovim counts from 0).
      expect(seen.diagnostics).toEqual([
        {
          lnum: 15,
          col: 77,
          end_lnum: 15,
          end_col: 83,
          severity: 1,
          code: 'RV202',
          message:
            "HRU 1: vegetation class 'VEG_AL' is not defined in :VegetationClasses (did you mean VEG_ALL?)",
        },
      ]);
      const mutated = readFileSync(rvh, 'latin1').replace('VEG_ALL', 'VEG_AL');
      // Neovim holds a file's lines without their line ends; this file had no final line end, and the
      // canonical form's final one shows as an empty last line.
      const formatted = formatRv(mutated, { fileType: 'rvh' });
      expect(seen.text).toEqual(formatted.split('\n'));
      expect(formatted).not.toBe(mutated);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
