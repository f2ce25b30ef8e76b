import { nameToken } from '../../../facts/args.js';
import { beforeSoilModel } from '../../../facts/rviFacts.js';
import type { Rule } from '../../rule.js';

/**
 * RV592: `:ApplyManagementOptimization` asks for the demand optimiser, which Raven has only when it was compiled
 * with lp_solve; the raven-hydro 4.12.1 build (the engine rvkit installs, "4.12 w/ netCDF") was not.
 */
export const managementLpSolve: Rule = {
  code: 'RV592',
  name: 'management-lp-solve',
  category: 'options',
  severity: 'error',
  docs: {
    summary:
      ':ApplyManagementOptimization (and so the management file, .rvm) is used only with a Raven built with lp_solve (its version reads "w/ lp_solve").',
    why: 'With :ApplyManagementOptimization Raven reads the .rvm after initialising the model, and before it reads any of its commands it sets the demand optimiser up; a Raven compiled without lp_solve stops there ("Demand optimization requires compilation with lpsolve library"). The Raven rvkit installs (`rvkit engine --install`, raven-hydro 4.12.1: "4.12 w/ netCDF") is such a build, so every .rvm warning and error is out of its reach. The rules of the .rvm (RV163, RV263, RV005 in its blocks) say what a Raven built with lp_solve writes (the tests of rvkit run one, built by scripts/install-engine-lpsolve.sh from the same sources); with such a Raven, turn this rule off (`--rule RV592=off` or .rvkitrc.json).',
    fix: 'Remove :ApplyManagementOptimization to run without the management optimisation, or run the model with a Raven compiled with lp_solve (`rvkit engine` prints its version: "… w/ lp_solve") and turn the rule off.',
    source:
      'RavenMain.cpp (ParseManagementFile after Initialize; the version string); DemandOptimization.cpp, CDemandOptimizer::Initialize; ParseManagementFile.cpp',
    example: {
      fileType: 'rvi',
      bad: ':SoilModel SOIL_TWO_LAYER\n:ApplyManagementOptimization',
      good: ':SoilModel SOIL_TWO_LAYER',
      model: { 'minimal.rvm': '# management: demands and goals\n' },
    },
  },
  check({ model, report }) {
    for (const ref of model.rvi.byName.get(':ApplyManagementOptimization') ?? []) {
      // Before :SoilModel Raven stops on the line itself (RV512).
      if (beforeSoilModel(model.rvi, ref)) continue;
      report({
        at: nameToken(ref).site,
        message:
          ':ApplyManagementOptimization needs a Raven built with lp_solve: any other build, such as the raven-hydro 4.12.1 engine rvkit installs, stops before it reads the .rvm ("Demand optimization requires compilation with lpsolve library")',
      });
    }
  },
};
