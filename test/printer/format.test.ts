/** The formatter on large data blocks and at the engine's line limit, for short and long tables alike. */
import { formatRv } from '../../src/printer/format.js';
import { MAX_LINE_BYTES } from '../../src/parser/check/lines.js';

test('a large :GridWeights block is aligned in columns and formats idempotently', () => {
  const rows = Array.from(
    { length: 20000 },
    (_, i) => `${i + 1},${(i * 7) % 80000}\t${((i % 97) / 97).toFixed(4)}`,
  );
  const text = `:GridWeights\n:NumberHRUs 20000\n:NumberGridCells 80000\n${rows.join('\n')}\n:EndGridWeights\n`;
  const once = formatRv(text, { fileType: 'rvt' });
  const lines = once.split('\n');
  expect(lines.slice(0, 4)).toEqual([
    ':GridWeights',
    '  :NumberHRUs      20000',
    '  :NumberGridCells 80000',
    '  1                0     0.0000',
  ]);
  expect(lines[20002]).toBe('  20000            59993 0.1753');
  expect(formatRv(once, { fileType: 'rvt' })).toBe(once);
});

test('a group whose aligned lines pass the line limit only in UTF-8 bytes is written compact', () => {
  // 3,340 characters: under the limit in characters, over it in bytes (é takes two).
  const comment = '# ' + 'é'.repeat(5000);
  const text = `:HRUs\n:Attributes AREA ELEVATION\n:Units km2 m\n1 2 3 ${comment}\n1000 2000 3000\n:EndHRUs\n`;
  const once = formatRv(text, { fileType: 'rvh' });
  expect(once).toBe(
    `:HRUs\n  :Attributes AREA ELEVATION\n  :Units km2 m\n  1 2 3  ${comment}\n  1000 2000 3000\n:EndHRUs\n`,
  );
  expect(Buffer.byteLength(once.split('\n')[3])).toBeGreaterThan(MAX_LINE_BYTES);
});

test.each([10, 1000])(
  'a table of %i rows whose aligned lines pass the line limit is written compact',
  (n) => {
    // Aligned, the row of ones would take the width of the long cells: 900 × 11 characters and more.
    const ones = Array(1000).fill('1').join(' ');
    const longCells = Array(900).fill('x'.repeat(10)).join(' ');
    const rows = Array.from({ length: n }, (_, i) => `${i}  1`).join('\n');
    const text = `:MultiData\n:Parameters A B\n${rows}\n${ones}\n${longCells}\n:EndMultiData\n`;
    const once = formatRv(text, { fileType: 'rvt' });
    const lines = once.split('\n');
    expect(lines.slice(1, 3)).toEqual(['  :Parameters A B', '  0 1']);
    expect(lines[n + 2]).toBe('  ' + ones);
    expect(lines[n + 3]).toBe('  ' + longCells);
    expect(formatRv(once, { fileType: 'rvt' })).toBe(once);
  },
);

test.each([
  [
    'text after :End with a lone CR at each end and no final LF',
    '\r:End\n  :RedirectToFile data_obs/CaPA_Point4.rvt\r',
  ],
  ['a lone CR inside an inline comment of a data row', '1 # c\r:End\n'],
  ['a lone CR inside a whole-line comment', ':Duration 3 # a\rb\n# c\rd\r\n'],
])('canonical text has LF line ends only and formats to itself: %s', (_, text) => {
  const once = formatRv(text, { fileType: 'rvt' });
  expect(once).not.toMatch(/\r/);
  expect(formatRv(once, { fileType: 'rvt' })).toBe(once);
});

test('text after :End keeps its lines, each ending with LF', () => {
  expect(formatRv('\r:End\n  :RedirectToFile data_obs/CaPA_Point4.rvt\r', { fileType: 'rvt' })).toBe(
    ':End\n  :RedirectToFile data_obs/CaPA_Point4.rvt\n',
  );
});
