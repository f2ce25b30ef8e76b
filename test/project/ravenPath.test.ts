import { correctForRelativePath, ravenDirectoryName } from '../../src/project/ravenPath.js';

describe("Raven's relative-path rule (CorrectForRelativePath)", () => {
  it('takes the directory before the last slash or backslash', () => {
    expect(ravenDirectoryName('model.rvt')).toBe('');
    expect(ravenDirectoryName('data/model.rvt')).toBe('data');
    expect(ravenDirectoryName('a\\b/c\\model.rvt')).toBe('a\\b/c');
  });

  it('leaves the name as written when the anchor has no directory', () => {
    expect(correctForRelativePath('gauges/one.rvt', 'model.rvt')).toBe('gauges/one.rvt');
  });

  it("prepends the anchor's directory and a double slash to a relative name", () => {
    expect(correctForRelativePath('one.rvt', 'forcing/model.rvt')).toBe('forcing//one.rvt');
  });

  it('keeps absolute names, Unix and Windows', () => {
    expect(correctForRelativePath('/data/one.rvt', 'forcing/model.rvt')).toBe('/data/one.rvt');
    expect(correctForRelativePath('C:\\data\\one.rvt', 'forcing/model.rvt')).toBe('C:\\data\\one.rvt');
  });

  it('skips the prefix when the anchor directory occurs anywhere in the name, ignoring case (quirk)', () => {
    expect(correctForRelativePath('old_FORCING_files/one.rvt', 'forcing/model.rvt')).toBe(
      'old_FORCING_files/one.rvt',
    );
  });
});
