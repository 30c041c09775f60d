import type { ServiceContext, Viewer } from '../../core/context.js';
import { AuthError } from '../../core/errors.js';
import type { readPagination } from '../../core/pagination.js';

// Who may act on visa offers and applications: read by the offers' and the applications' services and the resolver.

export type PageArgs = Parameters<typeof readPagination>[0];

export function viewerOf(ctx: ServiceContext): Viewer {
  if (!ctx.viewer) throw new AuthError();
  return ctx.viewer;
}

/** The agent who sells an offer processes its applications (and may change it); the super admin any, and alone the platform's. */
export function canProcess(viewer: Viewer, sellerId: string | null | undefined): boolean {
  return viewer.role === 'super_admin' || (sellerId != null && sellerId === viewer.id);
}
