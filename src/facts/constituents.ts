/**
 * The constituents the transport model simulates: one per :Transport line of the .rvi (after :SoilModel; one
 * before it stops Raven), with the kind Raven gives it from its name as written (ParseInput.cpp, :Transport:
 * TEMPERATURE is heat, 18O and 2H are isotopes, any other name a dissolved constituent). Raven looks a
 * constituent up by name without regard to case (CTransportModel::GetConstituentIndex).
 */
import { argToken } from './args.js';
import type { ModelFacts } from './facts.js';
import { oncePerModel } from './memo.js';
import { beforeSoilModel } from './rviFacts.js';
import type { Token } from './site.js';

/** One constituent of the transport model. */
export interface Constituent {
  /** The name as the :Transport line writes it. */
  readonly name: Token;
  readonly kind: 'ENTHALPY' | 'ISOTOPE' | 'AQUEOUS';
}

/** The constituents of the model, in the order of their :Transport lines. */
export const constituentsOf: (model: ModelFacts) => readonly Constituent[] = oncePerModel((model) =>
  model.uses('rvi', ':Transport').flatMap((ref) => {
    const name = argToken(ref, 0);
    if (!name || beforeSoilModel(model.rvi, ref)) return [];
    const kind =
      name.text === 'TEMPERATURE'
        ? 'ENTHALPY'
        : name.text === '18O' || name.text === '2H'
          ? 'ISOTOPE'
          : 'AQUEOUS';
    return [{ name, kind } as const];
  }),
);

/** The constituent Raven finds for a name (compared without regard to case), if any. */
export function findConstituent(model: ModelFacts, name: string): Constituent | undefined {
  const upper = name.toUpperCase();
  return constituentsOf(model).find((c) => c.name.text.toUpperCase() === upper);
}
