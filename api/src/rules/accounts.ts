import * as v from 'valibot';
import { requiredText, text } from './common.js';

// Spec point 5: sign-in and registration rules, shared by the API and the /auth forms.
export const SELF_SERVICE_ROLES = ['end_user', 'b2b_agent'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const LoginSchema = v.object({
  username: requiredText('Username is required'),
  password: text(
    v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(1024, 'Password is too long')),
  ),
});
export type LoginInput = v.InferInput<typeof LoginSchema>;

export const RegisterSchema = v.object({
  username: text(
    v.pipe(
      v.string('Username must be at least 3 characters'),
      v.trim(),
      v.minLength(3, 'Username must be at least 3 characters'),
      v.maxLength(64, 'Username must be at most 64 characters'),
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
      v.maxLength(1024, 'Password is too long'),
    ),
  ),
  firstName: text(
    v.pipe(
      v.string('First name is required'),
      v.trim(),
      v.minLength(1, 'First name is required'),
      v.maxLength(100, 'First name is too long'),
    ),
  ),
  lastName: text(
    v.pipe(v.string('Last name is required'), v.trim(), v.minLength(1, 'Last name is required'), v.maxLength(100, 'Last name is too long')),
  ),
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
