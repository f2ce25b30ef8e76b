/**
 * Options and HRU types that need something of the rest of the model: OROCORR_UBCWM2 needs two gauges,
 * wetland HRUs (a soil profile named WETLAND…) need a process with DEPRESSION storage, and the commands that
 * act on the model need :SoilModel above them.
 */
import { argToken } from '../../../../src/facts/args.js';
import { lookupClass } from '../../../../src/facts/rvpFacts.js';
import { lastOf } from '../../../../src/facts/rviFacts.js';
import {
  atSite,
  deleteLineAt,
  insertLineBefore,
  lineTextAt,
  relPath,
  replaceSite,
  type FileEdit,
  type Generator,
  type Mutation,
} from '../mutation.js';
import { lineOf, type Site } from '../../../../src/facts/site.js';

/** :OroTempCorrect set to OROCORR_UBCWM2 (its value changed, or the line added above :SoilModel). */
export const oroTempUbcwm2: Generator = {
  kinds: ['oro-temp-ubcwm2'],
  generate(fx) {
    const ref = lastOf(fx.facts.rvi, ':OroTempCorrect');
    const value = ref && argToken(ref, 0);
    if (value) {
      if (value.text === 'OROCORR_UBCWM2') return [];
      return [
        {
          kind: 'oro-temp-ubcwm2',
          label: `:OroTempCorrect ${value.text} -> OROCORR_UBCWM2`,
          edits: [replaceSite(fx, value.site, 'OROCORR_UBCWM2')],
          at: atSite(fx, value.site),
        },
      ];
    }
    const soil = fx.facts.rvi.soilModel?.ref;
    if (!soil) return [];
    const start = soil.command.line.start;
    return [
      {
        kind: 'oro-temp-ubcwm2',
        label: ':OroTempCorrect OROCORR_UBCWM2 added',
        edits: [insertLineBefore(fx, soil.file, start, ':OroTempCorrect OROCORR_UBCWM2')],
        at: { file: relPath(fx, soil.file), line: lineOf(soil.file, start) },
      },
    ];
  },
};

/**
 * A soil profile that HRUs use renamed WETLAND_… (in the .rvp and in every :HRUs row naming it), or wetland_…
 * in lower case, which Raven does not take for a wetland.
 */
export const wetlandProfile: Generator = {
  kinds: ['wetland-profile', 'wetland-profile-lowercase', 'wetland-profile-depression'],
  generate(fx) {
    const facts = fx.facts;
    const used = new Map<string, { name: string; site: Site }>();
    for (const hru of facts.rvh.hrus) {
      const cell = hru.get('soil_profile');
      const profile = cell && lookupClass(facts.rvp.soilProfiles, cell.text);
      if (profile && profile.horizons.length > 0 && !used.has(profile.name.text))
        used.set(profile.name.text, { name: profile.name.text, site: profile.name.site });
    }
    const picked = fx.rng.sample([...used.values()], 1)[0];
    if (!picked) return [];
    const rename = (text: string): FileEdit[] => [
      replaceSite(fx, picked.site, text),
      ...facts.rvh.hrus.flatMap((hru) => {
        const cell = hru.get('soil_profile');
        return cell && cell.text.toUpperCase() === picked.name.toUpperCase()
          ? [replaceSite(fx, cell.site, text)]
          : [];
      }),
    ];
    const out: Mutation[] = (['WETLAND_', 'wetland_'] as const).map((prefix) => ({
      kind: prefix === 'WETLAND_' ? 'wetland-profile' : 'wetland-profile-lowercase',
      label: `soil profile ${picked.name} -> ${prefix}${picked.name}`,
      edits: rename(`${prefix}${picked.name}`),
      at: atSite(fx, picked.site),
    }));
    // The wetland with a DEPRESSION store: a :Flush from it, and the DEP_MAX the store needs (a new list
    // above :SoilProfiles, so that the .rvp's edits stay in order).
    const profiles = [...facts.rvp.soilProfiles.values()][0]?.ref;
    const block = facts.rvi.byName.get(':HydrologicProcesses')?.[0];
    const end = block?.command.end;
    if (profiles && block && end && profiles.file === picked.site.file) {
      const list = [
        ':LandUseParameterList',
        ' :Parameters DEP_MAX',
        ' :Units mm',
        ' [DEFAULT] 10',
        ':EndLandUseParameterList',
      ];
      out.push({
        kind: 'wetland-profile-depression',
        label: `soil profile ${picked.name} -> WETLAND_${picked.name}, with a :Flush from DEPRESSION`,
        edits: [
          ...list.map((line) => insertLineBefore(fx, profiles.file, profiles.command.line.start, line)),
          ...rename(`WETLAND_${picked.name}`),
          insertLineBefore(fx, block.file, end.start, '  :Flush RAVEN_DEFAULT DEPRESSION SURFACE_WATER'),
        ],
        at: atSite(fx, picked.site),
      });
    }
    return out;
  },
};

/** Commands that act on the model; :DefineHRUGroup(s) moved early is the references family's hru-group-early. */
const MODEL_COMMANDS = [
  ':LakeStorage',
  ':MultilayerSnow',
  ':OutputDump',
  ':MajorOutputInterval',
  ':EvaluationMetrics',
  ':EvaluationPeriod',
  ':DisableHRUGroup',
  ':BlendedPETWeights',
  ':BlendedPotMeltWeights',
];

/** A command that acts on the model moved above :SoilModel (Raven prints an error and skips it). */
export const modelCommandEarly: Generator = {
  kinds: ['model-command-early'],
  generate(fx) {
    const soil = fx.facts.rvi.soilModel?.ref;
    if (!soil) return [];
    const lines = fx.facts.rvi.commands.filter(
      (r) =>
        MODEL_COMMANDS.includes(r.command.spec?.name ?? '') && r.index > soil.index && r.file === soil.file,
    );
    return fx.rng.sample(lines, 2).map((ref) => ({
      kind: 'model-command-early',
      label: `${ref.command.spec!.name} moved above :SoilModel`,
      edits: [
        insertLineBefore(
          fx,
          soil.file,
          soil.command.line.start,
          lineTextAt(ref.file, ref.command.line.start),
        ),
        deleteLineAt(fx, ref.file, ref.command.line.start),
      ],
      at: { file: relPath(fx, soil.file), line: lineOf(soil.file, soil.command.line.start) },
    }));
  },
};

/** The generators of this file. */
export const OPTION_NEED_GENERATORS: readonly Generator[] = [
  oroTempUbcwm2,
  wetlandProfile,
  modelCommandEarly,
];
