import { initialsOf, supportMailto } from './userDisplay';

describe('initialsOf', () => {
  it.each([
    ['Rahul Verma', 'RV'],
    ['  kavita   iyer ', 'KI'],
    ['Anand Kumar Sharma', 'AS'],
    ['Madonna', 'M'],
    ['Émile Zola', 'ÉZ'],
  ])('gives %j the initials %s (at most two letters)', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
    expect(initialsOf(name).length).toBeLessThanOrEqual(2);
  });

  it('falls back to the e-mail, then to a question mark', () => {
    expect(initialsOf('', 'dean@campus.example')).toBe('D');
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('supportMailto', () => {
  it('drafts a mail with SPEC.md subject', () => {
    expect(supportMailto('help@campus.example')).toBe('mailto:help@campus.example?subject=Room%20Booking%20Support%20Request');
  });
});
