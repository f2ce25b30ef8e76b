import { LineSplitter, TextTail } from '../../src/engine/lines.js';

test('LineSplitter joins lines split across chunks and knows every line end', () => {
  const lines: string[] = [];
  const splitter = new LineSplitter((line) => lines.push(line));
  for (const chunk of ['2000-0', '1-01\r\n2000-02-01\n', 'last\rpartial']) splitter.push(chunk);
  splitter.end();
  expect(lines).toEqual(['2000-01-01', '2000-02-01', 'last', 'partial']);
});

test('TextTail keeps the end of a long stream and marks the cut', () => {
  const tail = new TextTail(10);
  for (let i = 0; i < 100; i++) tail.push(`${i % 10}`);
  expect(tail.toString()).toBe('[…]0123456789');
});
