import { nameToken } from '../../../facts/args.js';
import { countedConvolves } from '../../../facts/waterCompartments.js';
import type { Rule } from '../../rule.js';

/** How many :Convolve lines Raven can hold (Convolution.h MAX_CONVOL_STORES × 3 < MAX_SV_LAYERS, RavenInclude.h). */
const MAX_CONVOLVE = 3;

/** RV506: more :Convolve processes than Raven has convolution stores for. */
export const convolveLimit: Rule = {
  code: 'RV506',
  name: 'convolve-limit',
  category: 'options',
  severity: 'error',
  docs: {
    summary: 'A model has at most three :Convolve processes.',
    why: 'Each :Convolve takes the next CONVOLUTION store, whatever the line names, and 50 CONV_STOR stores to hold its unit hydrograph history. Raven numbers these stores in one list of at most 160 layers, so a fourth :Convolve needs layers 150 to 199 and Raven stops ("CModel::AddStateVariables: bad layer index specified").',
    fix: 'Route through at most three convolution processes, for instance by sending two flows to the same :Convolve store with :Flush or :Split before it.',
    source:
      'ParseInput.cpp, ParseMainInputFile (:Convolve: IncrementConvolutionCount); Convolution.cpp, GetParticipatingStateVarList; Model.cpp, AddStateVariables',
    example: {
      fileType: 'rvi',
      bad: ':Convolve CONVOL_GAMMA CONVOLUTION[0] SURFACE_WATER\n:Convolve CONVOL_GAMMA_2 CONVOLUTION[1] SURFACE_WATER\n:Convolve CONVOL_GR4J_1 CONVOLUTION[2] SOIL[1]\n:Convolve CONVOL_GR4J_2 CONVOLUTION[3] SOIL[2]',
      good: ':Convolve CONVOL_GAMMA CONVOLUTION[0] SURFACE_WATER\n:Convolve CONVOL_GAMMA_2 CONVOLUTION[1] SURFACE_WATER\n:Convolve CONVOL_GR4J_1 CONVOLUTION[2] SOIL[1]',
    },
  },
  check({ model, report }) {
    let count = 0;
    // Raven counts a :Convolve once it has read its algorithm, on a line long enough to be read.
    for (const ref of countedConvolves(model)) {
      count++;
      if (count > MAX_CONVOLVE)
        report({
          at: nameToken(ref).site,
          message: `:Convolve number ${count}: Raven has convolution stores for ${MAX_CONVOLVE} :Convolve processes only and stops ("bad layer index specified"); use at most ${MAX_CONVOLVE}`,
        });
    }
  },
};
