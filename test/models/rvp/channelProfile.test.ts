/** :ChannelProfile: bed slope, survey points and roughness zones; parse() returns every profile of a text. */
import { bindingOf } from '../../../src/models/modelClass/registry.js';
import { ChannelProfile } from '../../../src/models/rvp/index.js';
import { locatedProblems, problems } from './helpers.js';

describe(':ChannelProfile', () => {
  const profile = new ChannelProfile({
    name: 'chn_1',
    Bedslope: 0.001,
    SurveyPoints: [
      [0, 10],
      [5, 8],
    ],
    roughness_zones: [[0, 0.035]],
  });

  it('has the spec defaults and accepts the aliases', () => {
    expect(bindingOf(ChannelProfile)?.spec.name).toBe(':ChannelProfile');
    expect(new ChannelProfile({}).toJSON()).toEqual({
      name: 'chn_XXX',
      bed_slope: 0,
      survey_points: [],
      roughness_zones: [],
    });
    expect(profile.bed_slope).toBe(0.001);
  });

  it('writes the block Raven reads', () => {
    expect(profile.toRv()).toBe(
      [
        ':ChannelProfile chn_1',
        '  :Bedslope 0.001',
        '  :SurveyPoints',
        '    0 10',
        '    5 8',
        '  :EndSurveyPoints',
        '  :RoughnessZones',
        '    0 0.035',
        '  :EndRoughnessZones',
        ':EndChannelProfile',
        '',
      ].join('\n'),
    );
  });

  it('parse(s) returns every profile of the text, in order', () => {
    const two = profile.toRv() + profile.copy({ name: 'chn_2' }).toRv();
    const read = ChannelProfile.parse(two) as ChannelProfile[];
    expect(read.map((p) => p.toJSON())).toEqual([profile.toJSON(), profile.copy({ name: 'chn_2' }).toJSON()]);
    expect(ChannelProfile.parseAll('')).toEqual([]);
  });

  it('pairs have exactly two numbers', () => {
    expect(
      problems(() => new ChannelProfile({ survey_points: [[1, 2, 3]], roughness_zones: [[1]] })),
    ).toEqual([
      'survey_points: item 0 must have exactly 2 items',
      'roughness_zones: item 0 must have exactly 2 items',
    ]);
  });

  it('reads as Raven does: the last :Bedslope wins, repeated point blocks add up', () => {
    const text = [
      ':ChannelProfile P',
      '  :Bedslope 0.1',
      '  :SurveyPoints',
      '    0 1',
      '  :EndSurveyPoints',
      '  :Bedslope 0.2',
      '  :SurveyPoints',
      '    2 3',
      '  :EndSurveyPoints',
      ':EndChannelProfile',
    ].join('\n');
    expect(ChannelProfile.parseAll(text)[0].toJSON()).toEqual({
      name: 'P',
      bed_slope: 0.2,
      survey_points: [
        [0, 1],
        [2, 3],
      ],
      roughness_zones: [],
    });
  });

  it('fails where Raven stops reading the profile, pointing at the line', () => {
    const text = [
      ':ChannelProfile',
      '  :Bedslope 0.1 0.2',
      '  :SurveyPoints',
      '    0 1 2',
      '    0 _AUTO',
      '  :EndSurveyPoints',
      ':EndChannelProfile',
    ].join('\n');
    expect(locatedProblems(() => ChannelProfile.parse(text))).toEqual([
      '1:1 name: :ChannelProfile needs a profile name',
      '2:3 : Raven stops reading the profile at :Bedslope here',
      '4:5 survey_points.0: Raven stops reading the block at a row of 3 numbers (it reads 2)',
      "5:7 survey_points.0: '_AUTO' is not a number: Raven reads this value with atof (_DEFAULT, _AUTO and alias names become 0)",
    ]);
  });
});
