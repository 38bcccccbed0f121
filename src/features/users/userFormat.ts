import type { AdminUser } from '@contracts/users';

/** SPEC.md "User Management": empty text shows "-". */
export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : '-');

/** Access roles comma-joined, or "-". */
export const accessText = (access: readonly string[]): string => (access.length ? access.join(', ') : '-');

/** The creation date in the browser's locale and time zone; "Invalid date" when unparseable. */
export function createdText(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : date.toLocaleDateString();
}

export interface UserForm {
  name: string;
  email: string;
  department: string;
  designation: string;
  phone: string;
  access: string[];
}

export const toForm = (u: AdminUser): UserForm => ({
  name: u.name,
  email: u.email,
  department: u.department ?? '',
  designation: u.designation ?? '',
  phone: u.phone ?? '',
  access: [...u.access],
});

/** Client-side checks before saving; the server repeats them. */
export function validateUserForm(form: UserForm): Partial<Record<keyof UserForm, string>> {
  const errors: Partial<Record<keyof UserForm, string>> = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'Enter a valid e-mail address';
  return errors;
}

/** What POST /api/admin/user/{id} receives: trimmed, blank optional fields as null. */
export const toBody = (form: UserForm) => ({
  name: form.name.trim(),
  email: form.email.trim(),
  department: form.department.trim() || null,
  designation: form.designation.trim() || null,
  phone: form.phone.trim() || null,
  access: form.access,
});
