import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';

export type Role = 'end_user' | 'b2b_agent' | 'super_admin';

export type Viewer = { id: string; username: string; role: Role };

// What every resolver gets: its own ORM fork, the caller, the raw request and the app's long-lived services.
export type Context = {
  em: EntityManager;
  viewer: Viewer | null;
  req: FastifyRequest;
  reply: FastifyReply | undefined;
  log: FastifyBaseLogger;
  deps: AppDeps;
};
