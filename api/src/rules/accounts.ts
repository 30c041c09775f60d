import * as v from 'valibot';
import { requiredText, text } from './common.js';
import { singleLine } from './text.js';

// Spec point 5: sign-in and registration rules, shared by the API and the /auth forms.
export const SELF_SERVICE_ROLES = ['end_user', 'b2b_agent'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

// No username is longer than 64 characters (registration's rule), so a longer one is refused before any lookup.
export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 1024;
const USERNAME_TOO_LONG = `Username must be at most ${USERNAME_MAX} characters`;

// a first or last name: required, at most 100 characters, one line
const namePart = (label: string) =>
  text(
    v.pipe(
      v.string(`${label} is required`),
      v.trim(),
      v.minLength(1, `${label} is required`),
      v.maxLength(100, `${label} is too long`),
      singleLine(label),
    ),
  );

export const LoginSchema = v.object({
  username: v.pipe(requiredText('Username is required'), v.maxLength(USERNAME_MAX, USERNAME_TOO_LONG), singleLine('Username')),
  password: text(
    v.pipe(
      v.string('Password is required'),
      v.minLength(1, 'Password is required'),
      v.maxLength(PASSWORD_MAX, 'Password is too long'),
      singleLine('Password'),
    ),
  ),
});
export type LoginInput = v.InferInput<typeof LoginSchema>;

export const RegisterSchema = v.object({
  username: text(
    v.pipe(
      v.string('Username must be at least 3 characters'),
      v.trim(),
      v.minLength(3, 'Username must be at least 3 characters'),
      v.maxLength(USERNAME_MAX, USERNAME_TOO_LONG),
      v.regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores'),
    ),
  ),
  email: text(
    v.pipe(
      v.string('Please enter a valid email address'),
      v.trim(),
      v.email('Please enter a valid email address'),
      v.maxLength(254, 'Please enter a valid email address'),
    ),
  ),
  password: text(
    v.pipe(
      v.string('Password must be at least 6 characters'),
      v.minLength(6, 'Password must be at least 6 characters'),
      v.maxLength(PASSWORD_MAX, 'Password is too long'),
      singleLine('Password'),
    ),
  ),
  firstName: namePart('First name'),
  lastName: namePart('Last name'),
  role: v.optional(v.picklist(SELF_SERVICE_ROLES, 'Role must be end_user (Personal Traveler) or b2b_agent (Travel Agent)'), 'end_user'),
});
export type RegisterInput = v.InferInput<typeof RegisterSchema>;

/** Where the Dashboard button and the welcome page send each role (spec point 2). */
export function dashboardPath(role: string | null | undefined): string {
  if (role === 'super_admin') return '/dashboard/super-admin';
  if (role === 'b2b_agent') return '/dashboard/b2b-agent';
  return '/dashboard/end-user';
}

/** A same-origin path that is safe to redirect to after sign-in, else '/'. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if ([...value].some((c) => c.charCodeAt(0) < 32) || value.startsWith('/api/')) return '/';
  return value;
}
