import { orDash } from './userFormat';
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
