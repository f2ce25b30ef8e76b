/** Mistakes in names and IDs: an HRU naming a class that does not exist, a subbasin draining nowhere. */
import type { Token } from '../../../../src/check/model/site.js';
import { atSite, replaceSite, type Generator, type Mutation } from '../mutation.js';
import { misspell } from './misspell.js';

const PER_KIND = 2;

/** HRU columns that name a class or profile, with the kind of mistake. */
const HRU_REFERENCES: readonly [column: string, kind: string][] = [
  ['land_use_class', 'hru-land-use'],
  ['veg_class', 'hru-vegetation'],
  ['soil_profile', 'hru-soil-profile'],
  ['terrain_class', 'hru-terrain'],
  ['aquifer_profile', 'hru-aquifer'],
  ['subbasin_id', 'hru-subbasin'],
];

/** An HRU names a land use, vegetation, soil profile, terrain or aquifer that is not defined. */
export const hruReferences: Generator = {
  kinds: HRU_REFERENCES.map(([, k]) => k),
  generate(fx) {
    const out: Mutation[] = [];
    for (const [column, kind] of HRU_REFERENCES) {
      const cells = fx.facts.rvh.hrus.map((h) => h.cell[column]).filter((c): c is Token => !!c);
      const defined = new Set(cells.map((c) => c.text));
      for (const cell of fx.rng.sample(cells, PER_KIND)) {
        const text =
          column === 'subbasin_id' ? String(Number(cell.text) + 1000) : misspell(cell.text, fx.rng, defined);
        out.push({
          kind,
          label: `HRU ${column} ${cell.text} -> ${text}`,
          edits: [replaceSite(fx, cell.site, text)],
          at: atSite(fx, cell.site),
        });
      }
    }
    return out;
  },
};

/** A subbasin drains into a subbasin ID that does not exist. */
export const downstreamMissing: Generator = {
  kinds: ['downstream-missing'],
  generate(fx) {
    const ids = new Set(fx.facts.rvh.subbasins.map((s) => s.cell.subbasin_id?.text));
    const cells = fx.facts.rvh.subbasins.map((s) => s.cell.downstream_id).filter((c): c is Token => !!c);
    return fx.rng.sample(cells, PER_KIND).map((cell) => {
      let id = 1000 + fx.rng.int(9000);
      while (ids.has(String(id))) id++;
      return {
        kind: 'downstream-missing',
        label: `downstream ${cell.text} -> ${id}`,
        edits: [replaceSite(fx, cell.site, String(id))],
        at: atSite(fx, cell.site),
      };
    });
  },
};

/** A soil profile names a soil class that is not defined. */
export const profileSoilClass: Generator = {
  kinds: ['profile-soil-class'],
  generate(fx) {
    const horizons = [...fx.facts.rvp.soilProfiles.values()].flatMap((p) => p.horizons.map((h) => h.soil));
    const defined = new Set(fx.facts.rvp.classes.soil.keys());
    return fx.rng.sample(horizons, PER_KIND).map((soil) => {
      const text = misspell(soil.text, fx.rng, defined);
      return {
        kind: 'profile-soil-class',
        label: `soil profile horizon ${soil.text} -> ${text}`,
        edits: [replaceSite(fx, soil.site, text)],
        at: atSite(fx, soil.site),
      };
    });
  },
};

/** The generators of this family. */
export const REFERENCE_GENERATORS: readonly Generator[] = [
  hruReferences,
  downstreamMissing,
  profileSoilClass,
];
