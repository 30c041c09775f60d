import type { FastifyInstance } from 'fastify';

export type Route = { method: string; url: string };

/** Every route the app registered, from Fastify's own tree (static files of the built web app left out). */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = [...m[1]].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    if (!m[3]) continue;
    const url = stack.join('');
    if (/^\/(assets\/|[^/:]+\.(html|svg|ico|png|txt|json|webmanifest|js|css)(\.gz|\.br)?$)/.test(url)) continue;
    for (const method of m[3].split(', ')) routes.push({ method, url });
  }
  return routes;
}
