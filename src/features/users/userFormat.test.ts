import { accessText, createdText, orDash } from './userFormat';
import { toBody, validateUserForm } from './userForm';

describe('user table text', () => {
  it.each([
    [null, '-'],
    ['', '-'],
    ['   ', '-'],
    ['Physics', 'Physics'],
  ])('orDash(%p) is %p', (value, expected) => {
    expect(orDash(value)).toBe(expected);
  });

  it('joins access with commas, or shows "-"', () => {
    expect(accessText(['rb_admin', 'rb_dean'])).toBe('rb_admin, rb_dean');
    expect(accessText([])).toBe('-');
  });

  it('shows a local date, or "Invalid date"', () => {
    expect(createdText('2026-01-15T10:00:00+05:30')).toBe(new Date('2026-01-15T04:30:00Z').toLocaleDateString());
    expect(createdText('soon')).toBe('Invalid date');
  });
});

describe('user form', () => {
  const form = { name: ' A ', email: ' a@campus.example ', department: ' ', designation: 'Dean', phone: '', access: ['rb_dean'] };

  it('sends trimmed values and null for blank optional fields', () => {
    expect(toBody(form)).toEqual({
      name: 'A',
      email: 'a@campus.example',
      department: null,
      designation: 'Dean',
      phone: null,
      access: ['rb_dean'],
    });
  });

  it('needs a name and a plausible e-mail', () => {
    expect(validateUserForm(form)).toEqual({});
    expect(validateUserForm({ ...form, name: '  ', email: 'a@b' })).toEqual({
      name: 'Name is required',
      email: 'Enter a valid e-mail address',
    });
  });
});
