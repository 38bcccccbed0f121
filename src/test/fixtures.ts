import type { ClientConfig, UserDetails } from '@contracts/auth';

export const demoConfig: ClientConfig = {
  authMode: 'demo',
  googleClientId: null,
  supportEmail: 'support@campus.example',
  campusTz: 'Asia/Kolkata',
  campusOffset: '+05:30',
  demoAccounts: [
    { email: 'faculty@campus.example', name: 'Rahul Verma', access: ['rb_faculty'] },
    { email: 'dean@campus.example', name: 'Kavita Iyer', access: ['rb_dean'] },
  ],
};

export function makeUser(access: string[], overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    email: 'faculty@campus.example',
    name: 'Rahul Verma',
    student_name: 'Rahul Verma',
    access,
    picture: '',
    ...overrides,
  };
}
