import type { AuthChecker } from 'type-graphql';
import type { Context, Role } from './context.js';
import { AuthError, ForbiddenError } from '../core/errors.js';

// @Authorized() = any signed-in caller; @Authorized('super_admin') = that role only.
// Signed out → 401, wrong role → 403, on GraphQL and (because REST runs the same operations) on REST.
export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  if (!context.viewer) throw new AuthError();
  if (roles.length === 0 || roles.includes(context.viewer.role)) return true;
  throw new ForbiddenError();
};
