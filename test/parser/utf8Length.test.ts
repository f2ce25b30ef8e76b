import { utf8Length } from '../../src/parser/check/lines.js';

describe('utf8Length (the line limit is in bytes as Raven reads them)', () => {
  it.each(['plain ascii', 'degré', 'précipitation €', 'émoji 🌧 and 𝛼', '水文模型', ''])(
    'counts %j as Buffer.byteLength does',
    (s) => expect(utf8Length(s)).toBe(Buffer.byteLength(s, 'utf8')),
  );
});
