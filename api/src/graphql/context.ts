import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../core/context.js';
import type { AppDeps } from '../deps.js';

export type { Role, Viewer } from '../core/context.js';

// What every resolver gets: a service context (its own ORM fork, the caller, the clock, the request's logger, the
// config) that it hands to services as it is, plus the raw request and reply, which only resolvers and routes touch
// (cookies, headers), and the app's long-lived services.
export type Context = ServiceContext & {
  req: FastifyRequest;
  reply: FastifyReply | undefined;
  deps: AppDeps;
};
