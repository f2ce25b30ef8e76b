/** Property tests: on random token soups and mutated corpus files the parser never throws and printing stays lossless. */
import fc from 'fast-check';
import { parseRv } from '../../src/parser/parseRv.js';
import { printRv } from '../../src/printer/print.js';
import { formatRv } from '../../src/printer/format.js';
import { FILE_TYPES } from '../../grammar/types.js';
import { corpusFiles } from '../roundtrip/corpusFiles.js';

const fragments = [
  ':Data',
  ':EndData',
  ':Gauge',
  ':EndGauge',
  ':HRUs',
  ':EndHRUs',
  ':MultiData',
  ':EndMultiData',
  ':Parameters',
  ':Units',
  ':Attributes',
  ':GridWeights',
  ':EndGridWeights',
  ':ReadFromNetCDF',
  ':EndReadFromNetCDF',
  ':HydrologicProcesses',
  ':EndHydrologicProcesses',
  ':BasinStateVariables',
  ':Qout',
  ':End',
  ':RedirectToFile',
  ':IfModeEquals',
  ':EndIfModeEquals',
  ':Reservoir',
  ':EndReservoir',
  ':Foo',
  '2000-01-01',
  '00:00:00',
  '1.0',
  '3',
  '-0.5',
  'abc',
  'NaN',
  '#',
  '# c',
  '*',
  '%',
  ' ',
  '  ',
  '\t',
  ',',
  '\r',
  '\n',
  '\r\n',
  '\n\n',
  'é',
  ':',
];

const soup = fc
  .array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 4 })), { maxLength: 80 })
  .map((a) => a.join(''));

test('random token soups: never throws, prints back exactly, formats idempotently', () => {
  fc.assert(
    fc.property(soup, fc.constantFrom(...FILE_TYPES), (text, fileType) => {
      const doc = parseRv(text, { fileType });
      expect(printRv(doc)).toBe(text);
      const once = formatRv(text, { fileType });
      expect(once).not.toMatch(/\r/);
      expect(formatRv(once, { fileType })).toBe(once);
    }),
    { numRuns: 3000 },
  );
});

/** Lines of commands, values and comments, each ended by LF, CRLF, a lone CR or nothing. */
const lineWords = [
  ':End',
  ':HRUs',
  ':EndHRUs',
  ':Attributes A B',
  ':Units m m',
  ':Data RAINFALL mm/d',
  ':EndData',
  '2000-01-01 00:00:00 1.0 3',
  ':MultiData',
  ':Parameters RAINFALL',
  ':SoilProfiles',
  ':GridWeights',
  ':Gauge G',
  ':EndGauge',
  ':RedirectToFile x.rvt',
  ':HydrologicProcesses',
  ':Convolve CONVOL_GR4J_1 SURFACE CONVOLUTION[0]',
  ':IfModeEquals A',
  ':EndIfModeEquals',
  ':BasinStateVariables',
  ':HRUStateVariableTable',
  ':Expression a = b',
  ':Duration 3',
  ':Foo',
  '1',
  '2.5',
  'abc',
  '# c',
  '#',
  '\r',
  '\t',
  ',',
];
const lineEnds = ['\n', '\r\n', '\r', ''];
const lines = fc
  .array(fc.tuple(fc.array(fc.constantFrom(...lineWords), { maxLength: 5 }), fc.constantFrom(...lineEnds)), {
    maxLength: 14,
  })
  .map((a) => a.map(([words, end]) => words.join(' ') + end).join(''));

test('lone CRs, mixed line ends, unclosed blocks at the end: canonical text has LF line ends only and formats to itself', () => {
  fc.assert(
    fc.property(lines, fc.constantFrom(...FILE_TYPES), (text, fileType) => {
      expect(printRv(parseRv(text, { fileType }))).toBe(text);
      const once = formatRv(text, { fileType });
      expect(once).not.toMatch(/\r/);
      expect(formatRv(once, { fileType })).toBe(once);
    }),
    { numRuns: 5000 },
  );
});

const samples = corpusFiles().filter((f) => f.text.length < 20000);

test('mutated corpus files: never throws and prints back exactly', () => {
  const mutation = fc.record({
    file: fc.integer({ min: 0, max: samples.length - 1 }),
    at: fc.nat(),
    cut: fc.nat({ max: 200 }),
    insert: soup,
  });
  fc.assert(
    fc.property(mutation, ({ file, at, cut, insert }) => {
      const f = samples[file];
      const pos = at % (f.text.length + 1);
      const text = f.text.slice(0, pos) + insert + f.text.slice(pos + cut);
      expect(printRv(parseRv(text, { fileType: f.fileType }))).toBe(text);
    }),
    { numRuns: 1500 },
  );
});
