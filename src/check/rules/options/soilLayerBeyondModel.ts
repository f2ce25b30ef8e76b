import { argToken } from '../../../facts/args.js';
import { corrupts } from '../../../facts/processStores.js';
import { lineLabel } from '../../../facts/rviPlace.js';
import { soilLayers, storeUsesOf } from '../../../facts/stores.js';
import type { Finding, Rule } from '../../rule.js';

/** RV502: a process names a soil layer the soil model does not have. */
export const soilLayerBeyondModel: Rule = {
  code: 'RV502',
  name: 'soil-layer-beyond-model',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      'Every soil layer a process line names (SOIL[n], directly or through an :Alias) is one of the layers :SoilModel creates: SOIL[0] to SOIL[count-1], written with its index.',
    why:
      'Raven creates the soil layers with :SoilModel (SOIL_ONE_LAYER: 1, SOIL_TWO_LAYER: 2, SOIL_MULTILAYER n: n) and adds every store a process names to the model. After reading the .rvi it stops when a soil store lies beyond the soil model ("A soil variable with an index (n) greater than that allowed by the limiting number of layers indicated in the :SoilModel command"); a store a process only looks up (the target of :Convolve or :Seepage) is simply missing, and Raven crashes or stops. ' +
      'SOIL written without brackets is not SOIL[0]: Raven adds it as one more soil store, and stops the same way.',
    fix: 'Use a layer the soil model has (layers count from 0), point the :Alias at one, or raise the layer count of :SoilModel (and give the soil profiles as many horizons).',
    source:
      'ParseInput.cpp, ParseMainInputFile (check after the file is read; :SoilModel creates the model); Model.cpp, CModel::CModel, AddStateVariables, GetStateVarLayer; StateVariables.cpp, SVStringBreak (no brackets: layer -1)',
    example: {
      fileType: 'rvi',
      bad: ':SoilModel SOIL_TWO_LAYER\n:HydrologicProcesses\n  :Percolation PERC_LINEAR SOIL[1] SOIL[2]\n:EndHydrologicProcesses',
      good: ':SoilModel SOIL_MULTILAYER 3\n:HydrologicProcesses\n  :Percolation PERC_LINEAR SOIL[1] SOIL[2]\n:EndHydrologicProcesses',
    },
  },
  check({ model, report }) {
    const layers = soilLayers(model);
    const soil = model.rvi.soilModel;
    if (layers === undefined || !soil) return;
    const kind = argToken(soil.ref, 0)?.text ?? '';
    const stated = kind === 'SOIL_MULTILAYER' ? `${kind} ${layers}` : kind;
    const range = layers === 1 ? 'only SOIL[0]' : `SOIL[0] to SOIL[${layers - 1}]`;
    const below = layers === 1 ? 'SOIL[0]' : `a layer below ${layers}`;
    // A site (an alias target used by several lines) is reported once: for the first line that adds the store
    // (Raven stops after the .rvi) if there is one, else for the first line that looks it up.
    const chosen = new Map<string, { finding: Finding; strict: boolean }>();
    for (const use of storeUsesOf(model)) {
      const { store } = use;
      if (use.how.read === 'checked' || store.type !== 'SOIL') continue;
      // SOIL without brackets is layer -1 to Raven: a store apart from SOIL[0]…, which AddStateVariables adds
      // and the check after the .rvi counts as one layer more (GetStateVarLayer counts the SOIL stores before
      // it). A store only looked up (ParseSVTypeIndex) finds SOIL[0] instead.
      const bare = store.layer === undefined;
      if (bare ? use.how.read !== 'strict' : store.layer! < layers) continue;
      const written = store.alias ? store.alias.target : use.token;
      const key = `${written.site.file.path}\u0000${written.site.offset}`;
      const strict = use.how.read === 'strict';
      const had = chosen.get(key);
      if (had && (had.strict || !strict)) continue;
      const what = store.alias
        ? `:Alias ${store.alias.name.text} stands for ${written.text} (used by ${use.command} at ${lineLabel(model, use.ref)}),`
        : `${written.text} is`;
      // Only looked up (ParseSVTypeIndex), never added: the store is missing from the model.
      const missing =
        use.how.missing === 'corrupts'
          ? corrupts(use.command)
          : `${use.command} finds no such store and Raven stops ("invalid to compartment specified")`;
      const message = !strict
        ? `${what} beyond the soil model (:SoilModel ${stated} has ${range}): ${missing}; use ${below}`
        : bare
          ? `${what} a soil store without a layer index: Raven adds it beside the layers of :SoilModel ${stated} (${range}) and stops after reading the .rvi (soil variable index greater than the number of layers); write the layer, such as SOIL[0]`
          : `${what} beyond the soil model: :SoilModel ${stated} has ${range}, and Raven stops after reading the .rvi (soil variable index greater than the number of layers); use ${below} or add layers to :SoilModel`;
      chosen.set(key, { finding: { at: written.site, message }, strict });
    }
    for (const { finding } of chosen.values()) report(finding);
  },
};
