import { accessInWords, roleDescription, roleLabel } from './role-words';
import { ROLES } from './roles';

describe('roles in words (issue 35)', () => {
  it('names each role as SPEC.md §1 names the people who hold it', () => {
    expect(ROLES.map(roleLabel)).toEqual(['Super administrator', 'Administrator', 'Dean', 'Faculty', 'Clubs', 'Guest-house operator']);
  });

  it('says in a line what each role may do, and nothing for a code that is no role', () => {
    expect(roleDescription('rb_dean')).toBe('Approves or declines room booking requests');
    expect(roleDescription('igh')).toBe('Approves or declines guest-house booking requests');
    expect(roleDescription('rb_faculty')).toBe("Books rooms; each booking waits for a dean's approval");
    for (const role of ROLES) expect(roleDescription(role)).toMatch(/^[A-Z].{20,}[a-z]$/);
    expect(roleDescription('janitor')).toBeNull();
  });

  it('keeps a code that is no role as it is', () => {
    expect(roleLabel('janitor')).toBe('janitor');
    expect(roleLabel('')).toBe('');
  });

  it('writes an access list comma-joined in words, or "-" (SPEC.md "User Management")', () => {
    expect(accessInWords(['super_admin', 'rb_admin'])).toBe('Super administrator, Administrator');
    expect(accessInWords(['rb_faculty', 'legacy_role'])).toBe('Faculty, legacy_role');
    expect(accessInWords([])).toBe('-');
  });
});
