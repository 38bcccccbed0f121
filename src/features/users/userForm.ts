import * as yup from 'yup';
import type { AdminUser } from '@contracts/users';
import { yupErrors } from '@shared/forms/yupErrors';

// The Edit User form, apart from the list's display helpers (userFormat.ts) so yup loads with the dialog.

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
export const userSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  email: yup
    .string()
    .trim()
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail address'),
});

export const validateUserForm = (form: UserForm) => yupErrors(userSchema, form);

/** What POST /api/admin/user/{id} receives: trimmed, blank optional fields as null. */
export const toBody = (form: UserForm) => ({
  name: form.name.trim(),
  email: form.email.trim(),
  department: form.department.trim() || null,
  designation: form.designation.trim() || null,
  phone: form.phone.trim() || null,
  access: form.access,
});
