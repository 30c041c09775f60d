import type { RestRoute } from '../../rest/facade.js';
import { pick } from '../../rest/body.js';
import { isFormPost } from './navigation.routes.js';

const USER = 'id username email firstName lastName role profileImageUrl createdAt';

// The spec's account calls: who is signed in, sign in, register, log out (browser navigations: navigation.routes.ts).
export const accountRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/user',
    document: `query RestUser { me { ${USER} } }`,
    respond: (data, _req, reply) => data.me ?? reply.code(401).send({ message: 'Not signed in', code: 'UNAUTHENTICATED' }),
  },
  {
    method: 'POST',
    url: '/api/login',
    document: `mutation RestLogin($input: LoginInput!) { login(input: $input) { ${USER} } }`,
    variables: (req) => ({ input: pick(req.body, ['username', 'password']) }),
    respond: (data) => data.login,
  },
  {
    method: 'POST',
    url: '/api/register',
    document: `mutation RestRegister($input: RegisterInput!) { register(input: $input) { ${USER} } }`,
    variables: (req) => ({ input: pick(req.body, ['username', 'email', 'password', 'firstName', 'lastName'], ['role']) }),
    respond: (data) => data.register,
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/logout',
    document: 'mutation RestLogout { logout }',
    // the logout confirm page's form goes home afterwards; fetch callers get JSON
    respond: (_data, req, reply) => (isFormPost(req) ? reply.redirect('/', 303) : { message: 'Logged out' }),
  },
];
