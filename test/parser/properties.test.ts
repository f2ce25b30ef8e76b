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
      expect(formatRv(once, { fileType })).toBe(once);
    }),
    { numRuns: 3000 },
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
