/** Bad input gets a clear diagnostic with its position, following the engine's own rules. */
import { parseRv } from '../../src/parser/parseRv.js';
import { printRv } from '../../src/printer/print.js';
import { formatDiagnostic } from '../../src/parser/diagnostics.js';
import type { FileType } from '../../grammar/types.js';

function problems(text: string, fileType: FileType) {
  return parseRv(text, { fileType, fileName: `m.${fileType}` }).diagnostics.map(formatDiagnostic);
}

test('a missing :End… line is an error at the block, naming the end it expects', () => {
  const text =
    ':HRUs\n  :Attributes AREA\n  :Units km2\n  1 10.0 100 45 -80 1 LU VEG SOIL NONE NONE 0 0\n:SubBasins\n:EndSubBasins\n';
  expect(problems(text, 'rvh')).toEqual([
    'm.rvh:1:1: error: :HRUs is not closed: expected :EndHRUs before :SubBasins',
  ]);
});

test('a marker without its end line is a warning (the engine does not need it)', () => {
  const text = ':HydrologicProcesses\n  :Precipitation PRECIP_RAVEN ATMOS_PRECIP MULTIPLE\n';
  expect(problems(text, 'rvi')).toEqual([
    'm.rvi:1:1: warning: :HydrologicProcesses is not closed: expected :EndHydrologicProcesses or :EndHydrologicalProcesses before the end of the file',
  ]);
});

test('an unknown command is kept in the tree with a warning, as the engine does', () => {
  const doc = parseRv(':Gauge G\n  :Latitude 1\n  :Longitude 2\n  :Bogus 3 4\n:EndGauge\n', {
    fileType: 'rvt',
    fileName: 'g.rvt',
  });
  expect(doc.diagnostics.map(formatDiagnostic)).toEqual([
    'g.rvt:4:3: warning: unknown command :Bogus in a .rvt file: Raven ignores it',
  ]);
  const gauge = doc.items[0];
  expect(
    gauge.kind === 'command' &&
      gauge.body?.some((i) => i.kind === 'command' && i.line.words[0].text === ':Bogus'),
  ).toBe(true);
});

test('a line that does not start with a :Command is an error', () => {
  expect(problems(':SilentMode\nbadtoken here\n', 'rvi')).toEqual([
    "m.rvi:2:1: error: unrecognized line starting 'badtoken': a line must start with a :Command",
  ]);
});

test('a non-numeric value in a time series is an error at the value (the engine checks with is_numeric)', () => {
  const text = ':Data RAINFALL mm/d\n2000-01-01 00:00:00 1.0 3\n0.0\nabc\n1.5\n:EndData\n';
  expect(problems(text, 'rvt')).toEqual([
    "m.rvt:4:1: error: non-numeric value 'abc' in the :Data time series",
  ]);
  // The engine's check calls -0.0 non-numeric (it reads as zero and does not start with 0).
  expect(problems(text.replace('abc', '-0.0'), 'rvt')).toEqual([
    "m.rvt:4:1: error: non-numeric value '-0.0' in the :Data time series",
  ]);
  expect(problems(text.replace('abc', 'NaN'), 'rvt')).toEqual([]);
});

test('a non-numeric value in a numeric table is an error at the value', () => {
  const text = ':GridWeights\n  :NumberHRUs 1\n  :NumberGridCells 2\n  1 0 0.5\n  1 x 0.5\n:EndGridWeights\n';
  expect(problems(text, 'rvt')).toEqual([
    "m.rvt:5:5: error: non-numeric value 'x' in the numeric table :GridWeights",
  ]);
});

test('time-series counts and comment tolerance follow the engine', () => {
  const ok =
    ':Data RAINFALL mm/d\n# one comment is skipped\n2000-01-01 00:00:00 1.0 3\n0.0 1.0\n# one here too\n2.0\n:EndData\n';
  expect(problems(ok, 'rvt')).toEqual([]);
  expect(problems(ok.replace('2.0\n', '2.0 3.0\n'), 'rvt')).toEqual([
    "m.rvt:6:1: error: :Data has more values than its header's 3",
  ]);
  expect(problems(ok.replace('2.0\n', ''), 'rvt')).toEqual([
    'm.rvt:1:1: error: :Data has 2 values but its header says 3',
  ]);
  // Two comment lines in a row: the engine reads the second as values.
  expect(problems(ok.replace('# one here too\n', '# one\n# two\n'), 'rvt')).toEqual([
    'm.rvt:6:1: error: :Data: Raven reads this line as values (only one comment or blank line may stand between values)',
  ]);
  // A comment between the last value and :EndData stops the engine.
  expect(problems(ok.replace('2.0\n', '2.0\n# late\n'), 'rvt')).toEqual([
    'm.rvt:7:1: error: Raven expects the end of :Data right after its last value',
  ]);
});

test('a line of 10,000 characters or more is reported: the engine silently drops the rest of the file', () => {
  const text = `:SilentMode\n# ${'x'.repeat(10000)}\n:NoisyMode\n`;
  expect(problems(text, 'rvi')).toEqual([
    'm.rvi:2:1: error: line is 10002 characters long: Raven reads at most 9999 characters per line and silently ignores the rest of this file from here',
  ]);
  expect(problems(`# ${'x'.repeat(9997)}\n`, 'rvi')).toEqual([]);
});

test('comment rules differ per file type', () => {
  expect(problems('* star comment\n% percent comment\n:SilentMode\n', 'rvi')).toEqual([]);
  expect(problems('*star is a comment here\n:Gauge G\n:EndGauge\n', 'rvt')).toEqual([]);
  expect(problems('% is not a comment here\n', 'rvt')).toEqual([
    "m.rvt:1:1: error: unrecognized line starting '%': a line must start with a :Command",
  ]);
  // In the .rvi only an exact * or % is a comment.
  expect(problems('*abc\n', 'rvi')).toEqual([
    "m.rvi:1:1: error: unrecognized line starting '*abc': a line must start with a :Command",
  ]);
});

test('lines after a top-level :End are kept but not read', () => {
  const text = ':SilentMode\n:End\nanything at all\n:Bogus\n';
  const doc = parseRv(text, { fileType: 'rvi' });
  expect(doc.diagnostics).toEqual([]);
  expect(doc.items[doc.items.length - 1]).toMatchObject({
    kind: 'ignored',
    text: 'anything at all\n:Bogus\n',
  });
  // The ignored part keeps the indentation of its first line (found by the mutation property test).
  const indented = ':SoilProfiles\n:End x\n  :Units m\n  VEG 0.0\n';
  expect(printRv(parseRv(indented, { fileType: 'rvp' }))).toBe(indented);
});
