/**
 * The soil model changed and the rest of the model left as it was: :SoilModel given fewer layers (processes
 * and algorithms then name layers it does not have, profiles have more horizons than layers) or more layers
 * (profiles whose horizons do not divide the new count; a multiple of the horizons is accepted).
 */
import { argToken } from '../../../../src/facts/args.js';
import { sToI } from '../../../../src/facts/ravenNumbers.js';
import { lookupClass } from '../../../../src/facts/rvpFacts.js';
import { refLine } from '../../../../src/facts/rviPlace.js';
import { storeUsesOf } from '../../../../src/facts/stores.js';
import { atSite, relPath, replaceSite, type Fixture, type Generator, type Mutation } from '../mutation.js';

/** The :SoilModel text for a number of layers. */
function soilModelText(layers: number): string {
  if (layers === 1) return 'SOIL_ONE_LAYER';
  if (layers === 2) return 'SOIL_TWO_LAYER';
  return `SOIL_MULTILAYER ${layers}`;
}

/** Algorithms that add or need soil layers of their own (GetParticipatingStateVarList, constructors). */
const ALGORITHM_LAYERS: Readonly<Record<string, number>> = {
  INF_UBC: 4,
  GINFIL_UBCWM: 3,
  SOILEVAP_SEQUEN: 2,
  SOILEVAP_ROOT: 2,
  SOILEVAP_ROOT_CONSTRAIN: 2,
  SOILEVAP_AWBM: 3,
  SOILEVAP_SACSMA: 6,
  SOILBAL_SACSMA: 7,
};

/**
 * Where Raven complains about a model with `layers` soil layers: the first process line that names a soil
 * layer beyond them (directly or through an :Alias, whose target line is then the place) or whose algorithm
 * needs more, else the horizon count of the first profile an HRU uses that the layers cannot be spread over.
 */
function complaint(fx: Fixture, layers: number): { file: string; line: number } | undefined {
  const facts = fx.facts;
  const beyond = storeUsesOf(facts).find(
    (u) =>
      u.how.read !== 'checked' &&
      u.store.type === 'SOIL' &&
      u.store.layer !== undefined &&
      u.store.layer >= layers,
  );
  const algorithm = facts.rvi.processes.find(
    (p) => p.algorithm && (ALGORITHM_LAYERS[p.algorithm.text] ?? 0) > layers,
  );
  const first = [beyond?.ref, algorithm?.ref]
    .filter((r) => r !== undefined)
    .sort((a, b) => a.index - b.index)[0];
  if (first && first === beyond?.ref) {
    const written = beyond.store.alias ? beyond.store.alias.target : beyond.token;
    return atSite(fx, written.site);
  }
  if (first) return { file: relPath(fx, first.file), line: refLine(first) };
  for (const hru of facts.rvh.hrus) {
    const cell = hru.get('soil_profile');
    const profile = cell && lookupClass(facts.rvp.soilProfiles, cell.text);
    const n = profile?.horizons.length ?? 0;
    if (profile?.count && sToI(profile.count.text) === n && n > 0 && layers % n !== 0)
      return atSite(fx, profile.count.site);
  }
  return undefined;
}

/** :SoilModel given fewer layers, or more (one more, and twice as many). */
export const soilModelLayers: Generator = {
  kinds: ['soil-model-fewer', 'soil-model-more'],
  generate(fx) {
    const soil = fx.facts.rvi.soilModel;
    const kind = soil && argToken(soil.ref, 0);
    if (!soil || !kind || soil.layers < 1) return [];
    const last = argToken(soil.ref, 1) ?? kind;
    const site = {
      file: kind.site.file,
      offset: kind.site.offset,
      length: last.site.offset + last.site.length - kind.site.offset,
    };
    const fewer = fx.rng.sample(
      Array.from({ length: soil.layers - 1 }, (_, i) => i + 1),
      2,
    );
    const out: Mutation[] = [];
    const counts: [string, number][] = [
      ...fewer.map((n): [string, number] => ['soil-model-fewer', n]),
      ['soil-model-more', soil.layers + 1],
      ['soil-model-more', soil.layers * 2],
    ];
    for (const [k, n] of counts) {
      const text = soilModelText(n);
      out.push({
        kind: k,
        label: `:SoilModel ${soilModelText(soil.layers)} -> ${text}`,
        edits: [replaceSite(fx, site, text)],
        at: complaint(fx, n) ?? atSite(fx, kind.site),
      });
    }
    return out;
  },
};

/** The generators of the soil model. */
export const SOIL_MODEL_GENERATORS: readonly Generator[] = [soilModelLayers];
