import { CORPUS, checkMutated, cleanUp, only } from '../harness.js';

afterAll(cleanUp);

const GROUP = ':SubBasinGroup AllBasins\r\n  1\r\n:EndSubBasinGroup\r\n';

describe('RV209 subbasin-group', () => {
  it('points at a misspelled subbasin group', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      { file: 'Irondequoit.rvh', from: /$/, to: `\r\n${GROUP}:GaugedSubBasinGroup AllBasin\r\n` },
    ]);
    expect(only('RV209', out)).toEqual([
      'Irondequoit.rvh:21:22: error: :GaugedSubBasinGroup: subbasin group \'AllBasin\' is not defined (did you mean AllBasins?) (Raven: ":GaugedSubBasinGroup: invalid SB group reference"): create it in the .rvh with :SubBasinGroup AllBasin … :EndSubBasinGroup [RV209]',
    ]);
  });

  it('says when the group is created only below, and warns where Raven ignores the command', async () => {
    const out = await checkMutated(CORPUS.irondequoit, [
      {
        file: 'Irondequoit.rvh',
        from: /$/,
        to: `\r\n:DisableSubBasinGroup AllBasins\r\n${GROUP}:SBGroupPropertyMultiplier Nope GAMMA_SCALE 1.1\r\n`,
      },
    ]);
    expect(only('RV209', out)).toEqual([
      'Irondequoit.rvh:18:23: error: :DisableSubBasinGroup: subbasin group \'AllBasins\' is created only below this command (line 19) (Raven: "Invalid Subbasin Group name supplied in :DisableSubBasinGroup command"): create it above [RV209]',
      'Irondequoit.rvh:22:28: warning: :SBGroupPropertyMultiplier: subbasin group \'Nope\' is not defined (Raven: ":SBGroupPropertyMultiplier: invalid subbasin group"): create it in the .rvh with :SubBasinGroup Nope … :EndSubBasinGroup [RV209]',
    ]);
  });
});
