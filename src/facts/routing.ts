/** The channel routing method Raven uses: the last :Routing line with a method it knows, else its default. */
import type { ModelFacts } from './facts.js';

const METHODS: Readonly<Record<string, string>> = {
  MUSKINGUM: 'ROUTE_MUSKINGUM',
  ROUTE_MUSKINGUM: 'ROUTE_MUSKINGUM',
  ROUTE_MUSKINGUM_CUNGE: 'ROUTE_MUSKINGUM_CUNGE',
  ROUTE_STORAGECOEFF: 'ROUTE_STORAGECOEFF',
  ROUTE_PLUG_FLOW: 'ROUTE_PLUG_FLOW',
  ROUTE_DIFFUSIVE_WAVE: 'ROUTE_DIFFUSIVE_WAVE',
  ROUTE_DIFFUSIVE_VARY: 'ROUTE_DIFFUSIVE_VARY',
  ROUTE_HYDROLOGIC: 'ROUTE_HYDROLOGIC',
  ROUTE_NONE: 'ROUTE_NONE',
  ROUTE_EXTERNAL: 'ROUTE_EXTERNAL',
  ROUTE_TVD: 'ROUTE_TVD',
  NONE: 'ROUTE_NONE',
};

/** The routing method of the model (ParseInput.cpp :Routing; default ROUTE_STORAGECOEFF). */
export function routingOf(model: ModelFacts): string {
  let method = 'ROUTE_STORAGECOEFF';
  for (const ref of model.uses('rvi', ':Routing')) {
    const m = METHODS[ref.command.line.words[1]?.text ?? ''];
    if (m) method = m;
  }
  return method;
}

/** True when the method routes flow through channels (and so needs channel profiles). */
export function needsChannels(method: string): boolean {
  return method !== 'ROUTE_NONE' && method !== 'ROUTE_EXTERNAL';
}
