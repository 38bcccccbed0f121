import { Type, type Static } from '@sinclair/typebox';

export const UserDetails = Type.Object({
  email: Type.String(),
  name: Type.String(),
  /** SPEC.md's login answer calls the name student_name; both are sent. */
  student_name: Type.String(),
  access: Type.Array(Type.String()),
  picture: Type.String(),
});
export type UserDetails = Static<typeof UserDetails>;

export const SessionResponse = Type.Object({ userdetails: UserDetails, message: Type.String() });
export type SessionResponse = Static<typeof SessionResponse>;

export const LoginBody = Type.Object({ id_token: Type.String({ minLength: 1, maxLength: 8192 }) }, { additionalProperties: false });

export const DemoLoginBody = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false });

export const DemoAccount = Type.Object({ email: Type.String(), name: Type.String(), access: Type.Array(Type.String()) });
export type DemoAccount = Static<typeof DemoAccount>;

/** What differs between deployments, read by the client at start-up (DESIGN.md §2). */
export const ClientConfig = Type.Object({
  authMode: Type.Union([Type.Literal('google'), Type.Literal('demo')]),
  googleClientId: Type.Union([Type.String(), Type.Null()]),
  supportEmail: Type.String(),
  campusTz: Type.String(),
  /** The campus UTC offset now, e.g. +05:30, for times the client sends. */
  campusOffset: Type.String(),
  demoAccounts: Type.Array(DemoAccount),
});
export type ClientConfig = Static<typeof ClientConfig>;
