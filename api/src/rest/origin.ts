import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

// host[:port] as a Host header may carry it; anything else (a path, userinfo, spaces) is not a host
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The origin for absolute URLs we hand out: PUBLIC_URL when set; else the request's own Host header, and
 * X-Forwarded-Host / -Proto only when TRUST_PROXY was configured (a client can send those headers itself).
 */
export function publicOrigin(req: FastifyRequest, config: Config): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const host = config.trustProxySet ? req.host : String(req.headers.host ?? '');
  const protocol = config.trustProxySet ? req.protocol : (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return `${protocol}://${HOST.test(host) ? host : 'localhost'}`;
}
