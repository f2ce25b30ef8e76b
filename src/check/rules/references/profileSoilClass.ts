import { commandName } from '../../../ast/nodes.js';
import { didYouMean } from '../../didYouMean.js';
import { sToI } from '../../../facts/ravenNumbers.js';
import { mayBeEmptyProfile } from '../../../facts/rvpFacts.js';
import type { Token } from '../../../facts/site.js';
import { tableRows } from '../../../facts/table.js';
import type { Rule } from '../../rule.js';

/** RV206: a soil profile names a soil class that is not defined above it. */
export const profileSoilClass: Rule = {
  code: 'RV206',
  name: 'profile-soil-class',
  category: 'references',
  severity: 'error',
  docs: {
    summary:
      'Each horizon of a soil profile names a soil class that :SoilClasses defines above the :SoilProfiles block.',
    why: "Raven looks each horizon's soil class up while it reads the profile (without regard to case, or as a 1-based number in which 1 is Raven's own [DEFAULT] class) and stops when it is not found (\"bad soiltype code 'X' in soil profile\"). A class defined further down the file is not found.",
    fix: 'Correct the soil class name in the profile, add the class to :SoilClasses, or move :SoilClasses above :SoilProfiles.',
    source:
      'ParsePropertyFile.cpp, ParseClassPropertiesFile (:SoilProfiles); Model.cpp, CModel::StringToSoilClass',
    example: {
      fileType: 'rvp',
      bad: ':SoilClasses\n  TOPSOIL\n:EndSoilClasses\n:SoilProfiles\n  PROFILE_1, 1, TOP_SOIL, 0.5\n:EndSoilProfiles',
      good: ':SoilClasses\n  TOPSOIL\n:EndSoilClasses\n:SoilProfiles\n  PROFILE_1, 1, TOPSOIL, 0.5\n:EndSoilProfiles',
    },
  },
  check({ model, report }) {
    // Raven's soil classes in order: its [DEFAULT] first, then each class as read.
    const classes: string[] = ['[DEFAULT]'];
    const upper = new Map<string, Token | undefined>([['[DEFAULT]', undefined]]);
    const later = new Map<string, Token>();
    for (const ref of model.commands('rvp')) {
      if (commandName(ref.command) !== ':SoilClasses') continue;
      for (const row of tableRows(ref.file, ref.command))
        later.set(row.tokens[0].text.toUpperCase(), row.tokens[0]);
    }
    for (const ref of model.commands('rvp')) {
      const name = commandName(ref.command);
      if (name === ':SoilClasses') {
        for (const row of tableRows(ref.file, ref.command)) {
          const t = row.tokens[0];
          classes.push(t.text);
          if (!upper.has(t.text.toUpperCase())) upper.set(t.text.toUpperCase(), t);
        }
      } else if (name === ':SoilProfiles') {
        for (const row of tableRows(ref.file, ref.command)) {
          const [profile, count] = row.tokens;
          if (!count) continue;
          const n = sToI(count.text);
          // A row Raven rejects for its length stops the run before the horizons are looked up (RV108).
          if (n < 0 || row.tokens.length !== 2 * n + 2 || (n === 0 && !mayBeEmptyProfile(profile.text)))
            continue;
          for (let m = 0; m < n; m++) {
            const soil = row.tokens[2 + 2 * m];
            const index = sToI(soil.text);
            if (upper.has(soil.text.toUpperCase()) || (index >= 1 && index <= classes.length)) continue;
            const below = later.get(soil.text.toUpperCase());
            report({
              at: soil.site,
              message: below
                ? `soil profile ${profile.text}: soil class '${soil.text}' is defined only below this profile, and Raven reads the classes first: move :SoilClasses above :SoilProfiles`
                : `soil profile ${profile.text}: soil class '${soil.text}' is not defined in :SoilClasses${didYouMean(soil.text, classes.slice(1))}`,
            });
          }
        }
      }
    }
  },
};
