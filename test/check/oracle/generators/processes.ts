/**
 * Mistakes in the process list of the .rvi: a store misspelt, a soil layer the soil model does not have, an
 * :Alias removed or pointing at a misspelt store, source and target swapped, a store of the wrong kind, an
 * algorithm that needs more soil layers, a fourth :Convolve, :SoilModel below the processes, a
 * :-->Conditional above its process.
 */
import { argToken, nameToken } from '../../../../src/facts/args.js';
import type { CommandRef } from '../../../../src/facts/readingOrder.js';
import { refLine } from '../../../../src/facts/rviPlace.js';
import type { Token } from '../../../../src/facts/site.js';
import { soilLayers, storeUsesOf } from '../../../../src/facts/stores.js';
import {
  atSite,
  deleteLineAt,
  insertLineBefore,
  lineTextAt,
  relPath,
  replaceSite,
  type FileEdit,
  type Fixture,
  type Generator,
  type Mutation,
} from '../mutation.js';
import { runFor } from '../shorten.js';
import { misspell } from './misspell.js';
import { SOIL_MODEL_GENERATORS } from './soilModel.js';

const PER_MODEL = 3;
/** Store mutants per model: Raven reads each argument of each process its own way, so more are tried. */
const STORES_PER_MODEL = 5;
const STORE_ARGS = new Set(['from', 'to', 'to_1', 'to_2', 'state_var', 'new_to', 'old_to']);

/** A store token written on a process line, with the command and argument it is (`:Convolve/to`). */
interface StoreToken {
  readonly ref: CommandRef;
  readonly token: Token;
  readonly key: string;
}

/** Every store token written on a process line (whatever Raven does with it). */
function storeTokens(fx: Fixture): StoreToken[] {
  return fx.facts.rvi.processes.flatMap((p) =>
    [...p.args]
      .filter(([k]) => STORE_ARGS.has(k))
      .flatMap(([k, ts]) => ts.map((token) => ({ ref: p.ref, token, key: `${p.name}/${k}` }))),
  );
}

/** Up to n store tokens of as many different process arguments as possible (one per argument first). */
function spread(fx: Fixture, tokens: readonly StoreToken[], n: number): StoreToken[] {
  const groups = new Map<string, StoreToken[]>();
  for (const t of tokens) groups.set(t.key, [...(groups.get(t.key) ?? []), t]);
  const order = fx.rng.sample([...groups.values()], groups.size).map((g) => fx.rng.sample(g, g.length));
  const out: StoreToken[] = [];
  for (let round = 0; out.length < n && order.some((g) => g.length > round); round++)
    for (const g of order) if (g[round] && out.length < n) out.push(g[round]);
  return out;
}

/** Days a mutant runs when it changes where a :Convolve sends its water (see runFor). */
const CONVOLVE_DAYS = 365;

/** The edits of a mutant, with a year's run first when the change reaches a :Convolve target. */
function withRun(fx: Fixture, edits: readonly FileEdit[], convolve: boolean): FileEdit[] {
  return convolve ? [runFor(fx, CONVOLVE_DAYS), ...edits] : [...edits];
}

/** True when an :Alias of this name is the target of a :Convolve line. */
function feedsConvolve(fx: Fixture, name: string): boolean {
  return storeUsesOf(fx.facts).some(
    (u) => u.command === ':Convolve' && u.token.text.toUpperCase() === name.toUpperCase(),
  );
}

/** A store name misspelt on a process line (a state variable or an alias). */
export const storeMisspelt: Generator = {
  kinds: ['store-misspelt'],
  generate(fx) {
    return spread(fx, storeTokens(fx), STORES_PER_MODEL).map(({ token, key }) => {
      const text = misspell(token.text, fx.rng, new Set([token.text, token.text.toUpperCase()]));
      return {
        kind: 'store-misspelt',
        label: `${token.text} -> ${text}`,
        edits: withRun(fx, [replaceSite(fx, token.site, text)], key === ':Convolve/to'),
        at: atSite(fx, token.site),
      };
    });
  },
};

/** A soil layer just beyond the soil model written on a process line (SOIL[3] with three layers). */
export const soilLayerBeyond: Generator = {
  kinds: ['soil-layer-beyond'],
  generate(fx) {
    const layers = soilLayers(fx.facts);
    if (layers === undefined) return [];
    return spread(fx, storeTokens(fx), STORES_PER_MODEL).map(({ token, key }) => {
      const text = `SOIL[${layers + fx.rng.int(2)}]`;
      return {
        kind: 'soil-layer-beyond',
        label: `${token.text} -> ${text}`,
        edits: withRun(fx, [replaceSite(fx, token.site, text)], key === ':Convolve/to'),
        at: atSite(fx, token.site),
      };
    });
  },
};

/** The :Alias lines of the .rvi with their name and target. */
function aliasLines(fx: Fixture): { ref: CommandRef; name: Token; target: Token }[] {
  return (fx.facts.rvi.byName.get(':Alias') ?? []).flatMap((ref) => {
    const name = argToken(ref, 0);
    const target = argToken(ref, 1);
    return name && target ? [{ ref, name, target }] : [];
  });
}

/** An :Alias pointing at a soil layer beyond the soil model, or at a misspelt store. */
export const aliasTarget: Generator = {
  kinds: ['alias-target-beyond', 'alias-target-misspelt'],
  generate(fx) {
    const layers = soilLayers(fx.facts);
    const out: Mutation[] = [];
    for (const { name, target } of fx.rng.sample(aliasLines(fx), 2)) {
      const convolve = feedsConvolve(fx, name.text);
      if (layers !== undefined && target.text.startsWith('SOIL[')) {
        const text = `SOIL[${layers}]`;
        out.push({
          kind: 'alias-target-beyond',
          label: `:Alias … ${target.text} -> ${text}`,
          edits: withRun(fx, [replaceSite(fx, target.site, text)], convolve),
          at: atSite(fx, target.site),
        });
      }
      const text = misspell(target.text, fx.rng, new Set([target.text]));
      out.push({
        kind: 'alias-target-misspelt',
        label: `:Alias … ${target.text} -> ${text}`,
        edits: withRun(fx, [replaceSite(fx, target.site, text)], convolve),
        at: atSite(fx, target.site),
      });
    }
    return out;
  },
};

/**
 * An :Alias line removed. Raven stops at the first line that adds the alias as a store, or crashes for the
 * first that only looks it up (RV501 says which arguments it reads); the mistake is placed there, on the line
 * numbers of the edited file.
 */
export const aliasRemoved: Generator = {
  kinds: ['alias-removed'],
  generate(fx) {
    const uses = storeUsesOf(fx.facts);
    return fx.rng.sample(aliasLines(fx), 2).map(({ ref, name }) => {
      const upper = name.text.toUpperCase();
      const reads = uses.filter(
        (u) => u.ref.index > ref.index && u.how.read !== 'checked' && u.token.text.toUpperCase() === upper,
      );
      const use = reads.find((u) => u.how.read === 'strict') ?? reads[0];
      const at = use ? atSite(fx, use.token.site) : atSite(fx, name.site);
      const shift = use && use.ref.file === ref.file && refLine(use.ref) > refLine(ref) ? 1 : 0;
      return {
        kind: 'alias-removed',
        label: `:Alias ${name.text} removed`,
        edits: withRun(
          fx,
          [deleteLineAt(fx, ref.file, ref.command.line.start)],
          feedsConvolve(fx, name.text),
        ),
        at: { file: at.file, line: at.line - shift },
      };
    });
  },
};

/** A soil layer written without its index (`SOIL` for `SOIL[1]`), on a process line or an :Alias. */
export const storeNoLayer: Generator = {
  kinds: ['store-no-layer'],
  generate(fx) {
    const tokens = [...storeTokens(fx).map((t) => t.token), ...aliasLines(fx).map((a) => a.target)];
    const soil = tokens.filter((t) => /^SOIL\[\d+\]$/i.test(t.text));
    return fx.rng.sample(soil, STORES_PER_MODEL).map((token) => ({
      kind: 'store-no-layer',
      label: `${token.text} -> SOIL`,
      edits: [replaceSite(fx, token.site, 'SOIL')],
      at: atSite(fx, token.site),
    }));
  },
};

/** Other spellings Raven reads as the same store (StringToSVType upper-cases and knows variants). */
const VARIANTS: Readonly<Record<string, string>> = {
  SURFACE_WATER: 'SURFACEWATER',
  GROUNDWATER: 'GROUND_WATER',
  SNOW_LIQ: 'SNOWLIQ',
  CANOPY_SNOW: 'CANOPYSNOW',
};

/**
 * A store on a process line written in lower case or in another spelling Raven knows, or an alias name in
 * another case: Raven upper-cases the name before it looks up aliases and state variables.
 */
export const storeSpelling: Generator = {
  kinds: ['harmless-store-spelling'],
  harmless: true,
  generate(fx) {
    return spread(fx, storeTokens(fx), STORES_PER_MODEL).map(({ token, key }) => {
      const variant = VARIANTS[token.text];
      const text = variant && fx.rng.next() < 0.5 ? variant : token.text.toLowerCase();
      return {
        kind: 'harmless-store-spelling',
        label: `${token.text} -> ${text}`,
        edits: withRun(fx, [replaceSite(fx, token.site, text)], key === ':Convolve/to'),
        at: atSite(fx, token.site),
      };
    });
  },
};

/** The source and target of a process swapped (`:Baseflow BASE_LINEAR SURFACE_WATER SOIL[1]`). */
export const fromToSwapped: Generator = {
  kinds: ['from-to-swapped'],
  generate(fx) {
    const lines = fx.facts.rvi.processes.filter(
      (p) => p.from && p.to.length === 1 && p.from.text !== p.to[0].text,
    );
    return fx.rng.sample(lines, PER_MODEL).map((p) => {
      const from = p.from!;
      const to = p.to[0];
      return {
        kind: 'from-to-swapped',
        label: `${p.name} ${from.text} ${to.text} -> ${to.text} ${from.text}`,
        edits: [replaceSite(fx, from.site, to.text), replaceSite(fx, to.site, from.text)],
        at: atSite(fx, from.site),
      };
    });
  },
};

/** Stores every model has (Model.cpp, CModel::CModel creates them with the soil layers). */
const ALWAYS = ['SURFACE_WATER', 'PONDED_WATER', 'SOIL[0]', 'ATMOSPHERE'];

/**
 * Another store of the model on a process line (`:Percolation PERC_LINEAR SOIL[0] SURFACE_WATER`): one the
 * model always has or one its process lines name. (A store the model does not have brings its own
 * parameters and checks, which other kinds cover.)
 */
export const storeOtherKind: Generator = {
  kinds: ['store-other-kind'],
  generate(fx) {
    const tokens = storeTokens(fx);
    const stores = [...new Set([...ALWAYS, ...tokens.map((t) => t.token.text)])];
    return spread(fx, tokens, STORES_PER_MODEL).map(({ token, key }) => {
      const text = fx.rng.pick(stores.filter((s) => s.toUpperCase() !== token.text.toUpperCase()));
      return {
        kind: 'store-other-kind',
        label: `${token.text} -> ${text}`,
        edits: withRun(fx, [replaceSite(fx, token.site, text)], key === ':Convolve/to'),
        at: atSite(fx, token.site),
      };
    });
  },
};

/** Algorithms that need a fixed number of soil layers, by command, with that number. */
const LAYERED: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  ':Infiltration': [['INF_UBC', 4]],
  ':SoilEvaporation': [
    ['SOILEVAP_SEQUEN', 2],
    ['SOILEVAP_ROOT', 2],
    ['SOILEVAP_AWBM', 3],
    ['SOILEVAP_SACSMA', 6],
  ],
};

/** An algorithm that needs more soil layers than the model has (INF_UBC on a two-layer model). */
export const algorithmLayers: Generator = {
  kinds: ['algorithm-layers'],
  generate(fx) {
    const layers = soilLayers(fx.facts) ?? 0;
    const more = (name: string) => (LAYERED[name] ?? []).filter(([, n]) => n > layers).map(([a]) => a);
    const lines = fx.facts.rvi.processes.filter((p) => p.algorithm && more(p.name).length > 0);
    return fx.rng.sample(lines, 2).map((p) => {
      const text = fx.rng.pick(more(p.name));
      return {
        kind: 'algorithm-layers',
        label: `${p.name} ${p.algorithm!.text} -> ${text}`,
        edits: [replaceSite(fx, p.algorithm!.site, text)],
        at: atSite(fx, p.algorithm!.site),
      };
    });
  },
};

/** One or two :Convolve lines added after the last one (three are allowed, a fourth is not). */
export const convolveAdded: Generator = {
  kinds: ['convolve-added'],
  generate(fx) {
    const convolves = fx.facts.rvi.processes.filter((p) => p.name === ':Convolve');
    if (convolves.length === 0) return [];
    const last = convolves[convolves.length - 1];
    const file = last.ref.file;
    const text = lineTextAt(file, last.ref.command.line.start);
    const after = file.text.indexOf('\n', last.ref.command.line.start) + 1;
    if (after === 0) return [];
    const out: Mutation[] = [];
    for (let extra = 1; extra <= 2; extra++) {
      const count = convolves.length + extra;
      out.push({
        kind: 'convolve-added',
        label: `${extra} more :Convolve (${count} in all)`,
        edits: Array.from({ length: extra }, () => insertLineBefore(fx, file, after, text)),
        // The added lines follow the last :Convolve; the fourth :Convolve is the one Raven refuses.
        at: { file: relPath(fx, file), line: refLine(last.ref) + Math.max(1, 4 - convolves.length) },
      });
    }
    return out;
  },
};

/** :SoilModel moved below the process list, or removed. */
export const soilModelMoved: Generator = {
  kinds: ['soil-model-moved', 'soil-model-removed'],
  generate(fx) {
    const soil = fx.facts.rvi.byName.get(':SoilModel')?.[0];
    const block = fx.facts.rvi.byName.get(':HydrologicProcesses')?.[0];
    const first = fx.facts.rvi.processes[0];
    if (!soil || !first || soil.file !== first.ref.file) return [];
    const text = lineTextAt(soil.file, soil.command.line.start);
    const at = { file: relPath(fx, first.ref.file), line: refLine(first.ref) - 1 };
    const out: Mutation[] = [
      {
        kind: 'soil-model-removed',
        label: ':SoilModel removed',
        edits: [deleteLineAt(fx, soil.file, soil.command.line.start)],
        at,
      },
    ];
    const end = block?.command.end;
    const below = end && block.file === soil.file ? soil.file.text.indexOf('\n', end.start) + 1 : 0;
    if (below > 0) {
      out.push({
        kind: 'soil-model-moved',
        label: ':SoilModel moved below the process list',
        edits: [
          deleteLineAt(fx, soil.file, soil.command.line.start),
          insertLineBefore(fx, soil.file, below, text),
        ],
        at,
      });
    }
    return out;
  },
};

/** A :-->Conditional moved above the first process of the list. */
export const conditionalFirst: Generator = {
  kinds: ['conditional-first'],
  generate(fx) {
    const first = fx.facts.rvi.processes[0];
    const conditions = fx.facts.rvi.byName.get(':-->Conditional') ?? [];
    if (!first || conditions.length === 0) return [];
    const cond = fx.rng.pick(conditions);
    if (cond.file !== first.ref.file) return [];
    const text = lineTextAt(cond.file, cond.command.line.start);
    return [
      {
        kind: 'conditional-first',
        label: ':-->Conditional moved above the first process',
        edits: [
          insertLineBefore(fx, first.ref.file, first.ref.command.line.start, text),
          deleteLineAt(fx, cond.file, cond.command.line.start),
        ],
        at: atSite(fx, nameToken(first.ref).site),
      },
    ];
  },
};

/** The generators of the process list. */
export const PROCESS_GENERATORS: readonly Generator[] = [
  storeMisspelt,
  soilLayerBeyond,
  aliasTarget,
  aliasRemoved,
  storeNoLayer,
  storeSpelling,
  fromToSwapped,
  storeOtherKind,
  algorithmLayers,
  convolveAdded,
  soilModelMoved,
  conditionalFirst,
  ...SOIL_MODEL_GENERATORS,
];
