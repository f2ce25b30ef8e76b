import { warningIn } from '../../../../grammar/ravenWarningMatch.js';
import { argToken } from '../../../facts/args.js';
import type { Rule } from '../../rule.js';

/** Raven's warning at the end of ParseMainInputFile when the shortwave radiation is read from data. */
const WARNING = warningIn('ParseMainInputFile', 'since the shortwave radiation method is SW_RAD_DATA');

/**
 * RV551: `:SWRadiationMethod SW_RAD_DATA` (the last `:SWRadiationMethod` of the .rvi). After reading the .rvi,
 * ParseMainInputFile sets the cloud cover correction to none whenever shortwave radiation comes from data, and
 * warns each run, whatever `:SWCloudCorrect` says.
 */
export const shortwaveDataClouds: Rule = {
  code: 'RV551',
  name: 'shortwave-data-clouds',
  category: 'options',
  severity: 'warning',
  docs: {
    summary:
      'With `:SWRadiationMethod SW_RAD_DATA`, Raven turns the cloud cover correction off and says so on every run.',
    why: 'Measured shortwave radiation already includes the clouds, so Raven sets the cloud cover correction to none after reading the .rvi (whatever `:SWCloudCorrect` says) and warns ("Cloud cover corrections have been set to \'NONE\', since the shortwave radiation method is SW_RAD_DATA"). The warning is expected with radiation data: it says that a `:SWCloudCorrect` has no effect.',
    fix: 'Nothing to change when the radiation data are meant to be used (`:SWCloudCorrect` can go); otherwise choose a computed method such as SW_RAD_DEFAULT.',
    source: 'ParseInput.cpp ParseMainInputFile (:SWRadiationMethod; the checks after the .rvi is read)',
    example: {
      fileType: 'rvi',
      bad: ':SWRadiationMethod SW_RAD_DATA',
      good: ':SWRadiationMethod SW_RAD_DEFAULT',
    },
  },
  ravenWarnings: [WARNING.id],
  check({ model, report }) {
    const method = model.uses('rvi', ':SWRadiationMethod').at(-1);
    const value = method && argToken(method, 0);
    if (value?.text !== 'SW_RAD_DATA') return;
    const clouds = model.uses('rvi', ':SWCloudCorrect').at(-1);
    const cloudText = clouds && argToken(clouds, 0)?.text;
    report({
      at: value.site,
      ravenWarning: WARNING.id,
      message: `shortwave radiation from data: Raven sets the cloud cover correction to none${cloudText && cloudText !== 'SW_CLOUD_CORR_NONE' ? ` (the :SWCloudCorrect ${cloudText} has no effect)` : ''} and warns ("${WARNING.message}")`,
    });
  },
};
