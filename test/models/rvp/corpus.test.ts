/**
 * The typed .rvp models on every occurrence of their commands in the corpora: each is read, or fails only for
 * a reason the spec's model cannot hold; each typed one writes text that reads back to the same JSON and, to
 * Raven, the same content (its dump, header lines of class tables aside).
 */
import { basename, dirname } from 'node:path';
import { ConfigValidationError } from '../../../src/models/modelClass/errors.js';
import { corpusCommands } from '../corpusCommands.js';
import {
  LandUseParameterNameValues,
  SoilParameterNameValues,
  VegetationParameterNameValues,
} from '../../../src/models/options/parameters.js';
import { meaning, nodeOf, readTyped, TYPED_NAMES, typedClass } from './typedCommands.js';

/** The kind of a failure, from the messages of its problems. */
function reason(e: unknown): string {
  if (!(e instanceof ConfigValidationError)) return `unexpected: ${String(e)}`;
  const kinds = e.problems.map((p) =>
    /is not a number/.test(p.message)
      ? 'a word Raven reads with atof (_DEFAULT, **)'
      : /Raven stops reading the table/.test(p.message)
        ? 'a row Raven stops the table at'
        : /must be one of the \d+ values of/.test(p.message)
          ? 'a parameter name outside the spec list'
          : p.message,
  );
  return [...new Set(kinds)].sort().join('; ');
}

interface Outcome {
  total: number;
  typed: number;
  failed: { [reason: string]: number };
  /** Typed, but the text written does not dump as the original: `folder/file`. */
  meaningDiffers: string[];
}

/** Every occurrence of the typed commands, read once. */
const ALL = corpusCommands('rvp', ...TYPED_NAMES);

function survey(name: string): Outcome {
  const out: Outcome = { total: 0, typed: 0, failed: {}, meaningDiffers: [] };
  for (const c of ALL.filter((x) => x.node.line.words[0].text === name)) {
    out.total++;
    let model;
    try {
      model = readTyped(c.node, c.source);
    } catch (e) {
      const r = reason(e);
      out.failed[r] = (out.failed[r] ?? 0) + 1;
      continue;
    }
    out.typed++;
    const again = nodeOf(model.toRv());
    expect(readTyped(again).toJSON()).toEqual(model.toJSON());
    if (JSON.stringify(meaning(again)) !== JSON.stringify(meaning(c.node)))
      out.meaningDiffers.push(`${basename(dirname(c.file))}/${basename(c.file)}`);
  }
  return out;
}

/**
 * Expected outcomes. The failures are all of a kind no model can hold as Raven reads it: the RavenR template
 * nithmodel.rvp_temp.rvp, with its `...` rows and `**` placeholders. (The York models' `_DEFAULT` in
 * :LandUseClasses cells, which Raven reads with atof as 0, are typed values; the parameter names Raven reads
 * but the spec's closed lists lack, in Alouette, Coquitlam and Revelstoke, extend the lists.)
 * The typed commands whose written text dumps differently hold less than the original, by Raven's own rules:
 * - :SoilClasses rows of four words (Alouette2, Salmon HBV, raven-hbvec): Raven ignores their values;
 * - :SoilProfiles in the RavenR template: Raven skips its one-word `...` row.
 */
const EXPECTED: { [name: string]: Outcome } = {
  ':LandUseClasses': {
    total: 28,
    typed: 27,
    failed: { 'a row Raven stops the table at': 1 },
    meaningDiffers: [],
  },
  ':VegetationClasses': {
    total: 28,
    typed: 27,
    failed: { 'a row Raven stops the table at': 1 },
    meaningDiffers: [],
  },
  ':TerrainClasses': { total: 3, typed: 3, failed: {}, meaningDiffers: [] },
  ':SoilClasses': {
    total: 28,
    typed: 28,
    failed: {},
    meaningDiffers: [
      'benchmarking___InputFiles__Alouette2/Alouette2.rvp',
      'benchmarking___InputFiles__Salmon_HBV/raven-hbv-salmon.rvp',
      'raven-hbvec/raven-hbvec-salmon.rvp',
    ],
  },
  ':SoilProfiles': {
    total: 28,
    typed: 28,
    failed: {},
    meaningDiffers: ['inst__extdata/nithmodel.rvp_temp.rvp'],
  },
  ':SoilParameterList': {
    total: 31,
    typed: 30,
    failed: { 'a row Raven stops the table at': 1 },
    meaningDiffers: [],
  },
  ':LandUseParameterList': {
    total: 36,
    typed: 35,
    failed: { 'a row Raven stops the table at': 1 },
    meaningDiffers: [],
  },
  ':SnowParameterList': { total: 13, typed: 13, failed: {}, meaningDiffers: [] },
  ':VegetationParameterList': {
    total: 24,
    typed: 23,
    failed: { 'a row Raven stops the table at': 1 },
    meaningDiffers: [],
  },
  ':ChannelProfile': { total: 1419, typed: 1419, failed: {}, meaningDiffers: [] },
  ':RainSnowTransition': { total: 20, typed: 20, failed: {}, meaningDiffers: [] },
  ':SeasonalRelativeLAI': { total: 1, typed: 1, failed: {}, meaningDiffers: [] },
  ':SeasonalCanopyLAI': { total: 13, typed: 13, failed: {}, meaningDiffers: [] },
  ':SeasonalRelativeHeight': { total: 1, typed: 1, failed: {}, meaningDiffers: [] },
  ':SeasonalCanopyHeight': { total: 0, typed: 0, failed: {}, meaningDiffers: [] },
  ':GlobalParameter': {
    total: 35,
    typed: 30,
    failed: { 'a word Raven reads with atof (_DEFAULT, **)': 5 },
    meaningDiffers: [],
  },
};

describe('the .rvp models on the corpora', () => {
  it('cover every command name of the folder', () => {
    expect(Object.keys(EXPECTED)).toEqual([...TYPED_NAMES]);
    for (const name of TYPED_NAMES) expect(typedClass(name)).toBeDefined();
  });

  for (const name of TYPED_NAMES) {
    it(`${name}: typed, failed for a stated reason, meaning kept`, () => {
      const outcome = survey(name);
      console.log(`${name}: ${JSON.stringify(outcome)}`);
      expect(outcome).toEqual(EXPECTED[name]);
    });
  }

  it('the parameter names outside the spec lists are names Raven reads, which the lists take', () => {
    const spec: Record<string, readonly string[]> = {
      ':SoilParameterList': SoilParameterNameValues,
      ':LandUseParameterList': LandUseParameterNameValues,
      ':SnowParameterList': LandUseParameterNameValues,
      ':VegetationParameterList': VegetationParameterNameValues,
    };
    const outside = new Set<string>();
    for (const c of ALL.filter((x) => /ParameterList$/.test(x.node.line.words[0].text))) {
      const name = c.node.line.words[0].text;
      const cls = typedClass(name) as unknown as { closedNames: readonly string[] };
      const header = c.node.body?.find((i) => i.kind === 'command' && i.line.words[0].text === ':Parameters');
      if (header?.kind !== 'command') continue;
      for (const w of header.line.words.slice(1))
        if (!spec[name].includes(w.text)) {
          outside.add(w.text);
          expect([w.text, cls.closedNames.includes(w.text)]).toEqual([w.text, true]);
        }
    }
    expect([...outside].sort()).toEqual([
      'COND_MELT_MULT',
      'CONV_MELT_MULT',
      'RAIN_MELT_MULT',
      'UBC_EVAP_SOIL_DEF',
      'WIND_EXPOSURE',
    ]);
  });
});
