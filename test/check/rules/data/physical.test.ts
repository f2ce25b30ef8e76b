import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

describe('HRU and subbasin values (RV419-RV424)', () => {
  it('RV419 points at a zero area', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvh', from: '4250.6', to: '0.0' },
    ]);
    expect(only('RV419', out)).toEqual([
      'raven-hbv-salmon.rvh:19:23: error: HRU 1 has area 0.0: give its area in km\u00b2, greater than 0 [RV419]',
    ]);
  });

  it('RV420 points at projected coordinates', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvh', from: '54.4848,   -123.3659', to: '5938211.0, 473025.0' },
    ]);
    expect(only('RV420', out)).toEqual([
      'raven-hbv-salmon.rvh:19:45: error: HRU 1 has latitude 5938211.0: give decimal degrees within -90..90 [RV420]',
    ]);
  });

  it('RV421 and RV422 point at a slope in percent and a negative aspect, and accept 90 and 360', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvh', from: '[NONE], [NONE],  [NONE]', to: '[NONE], 120,  -45' },
    ]);
    expect([...only('RV421', out), ...only('RV422', out)]).toEqual([
      'raven-hbv-salmon.rvh:19:153: error: HRU 1 has slope 120: give an angle in degrees from 0 to 90 [RV421]',
      'raven-hbv-salmon.rvh:19:159: error: HRU 1 has aspect -45: give an angle in degrees from 0 to 360 [RV422]',
    ]);
    const limits = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvh', from: '[NONE], [NONE],  [NONE]', to: '[NONE], 90,  360' },
    ]);
    expect([...only('RV421', limits), ...only('RV422', limits)]).toEqual([]);
  });

  it('RV423 points at a reach length in metres; RV424 at a reference flow of zero', async () => {
    const out = await checkMutated(CORPUS.salmonHbv, [
      { file: 'raven-hbv-salmon.rvh', from: '_AUTO,          1', to: '12500,          1, 0' },
    ]);
    expect([...only('RV423', out), ...only('RV424', out)]).toEqual([
      'raven-hbv-salmon.rvh:13:59: error: subbasin 1 has a reach length of 12500 km: give it in km (not m) [RV423]',
      'raven-hbv-salmon.rvh:13:78: error: subbasin 1 has reference flow 0: give a positive flow in m\u00b3/s or _AUTO [RV424]',
    ]);
  });
});
