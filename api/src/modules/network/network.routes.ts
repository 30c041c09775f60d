import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../core/errors.js';
import { check } from '../../core/validation.js';
import { asText, bodyOf } from '../../rest/body.js';
import type { RestRoute } from '../../rest/facade.js';
import { AgencyNameSchema, NETWORK_MESSAGES, NetworkMarkupSchema, readCreditLimit, SUB_AGENT_STATUSES } from '../../rules/network.js';

// The agency network's REST routes (issue 39): a master's sub-agents. Bad input answers the rule's 400 before the
// operation runs (rather than GraphQL's coercion errors); the rest is the GraphQL operation's.

const SUB_AGENT = 'id name email status creditLimitInPkr owedInPkr availableInPkr salesInPkr bookingCount marginInPkr invitationUrl createdAt markups { productType kind value inherited }';

function credit(value: unknown): string {
  const read = readCreditLimit(value);
  if ('error' in read) throw new ValidationError(read.error, 'creditLimitInPkr');
  return read.amount;
}

function inviteVariables(req: FastifyRequest): Record<string, unknown> {
  const b = bodyOf(req);
  const agencyName = (() => {
    try {
      return check(AgencyNameSchema, b.agencyName);
    } catch (err) {
      throw err instanceof ValidationError ? new ValidationError(err.message, 'agencyName') : err;
    }
  })();
  return { i: { email: asText(b.email) ?? '', agencyName, creditLimitInPkr: credit(b.creditLimitInPkr ?? '0') } };
}

function updateVariables(req: FastifyRequest): Record<string, unknown> {
  const b = bodyOf(req);
  const input: Record<string, unknown> = {};
  if (b.creditLimitInPkr !== undefined && b.creditLimitInPkr !== null) input.creditLimitInPkr = credit(b.creditLimitInPkr);
  if (b.status !== undefined && b.status !== null) {
    if (typeof b.status !== 'string' || !(SUB_AGENT_STATUSES as readonly string[]).includes(b.status)) throw new ValidationError(NETWORK_MESSAGES.status, 'status');
    input.status = b.status;
  }
  if (b.markups !== undefined && b.markups !== null) {
    if (!Array.isArray(b.markups)) throw new ValidationError(NETWORK_MESSAGES.markupsList, 'markups');
    input.markups = b.markups.map((m: unknown, i: number) => {
      try {
        return check(NetworkMarkupSchema, m);
      } catch (err) {
        throw err instanceof ValidationError ? new ValidationError(err.message, `markups.${i}${err.field ? `.${err.field}` : ''}`) : err;
      }
    });
  }
  return { id: (req.params as { id: string }).id, i: input };
}

type SubAgentRow = { id: string; name: string; email: string; creditLimitInPkr: string; availableInPkr: string; salesInPkr: string; status: string };

export const networkRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/agency/sub-agents',
    document: 'mutation RestInviteSubAgent($i: InviteSubAgentInput!) { inviteSubAgent(input: $i) { id invitationUrl } }',
    variables: inviteVariables,
    respond: (data) => data.inviteSubAgent,
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/agency/sub-agents',
    document: 'query RestSubAgents { agencyNetwork { subAgents { id name email creditLimitInPkr availableInPkr salesInPkr status } } }',
    respond: (data) =>
      ((data.agencyNetwork as { subAgents: SubAgentRow[] }).subAgents ?? []).map((s) => ({
        id: s.id,
        name: s.name,
        email: s.email,
        creditLimitInPkr: s.creditLimitInPkr,
        availableInPkr: s.availableInPkr,
        salesInPkr: s.salesInPkr,
        status: s.status,
      })),
  },
  {
    method: 'PUT',
    url: '/api/agency/sub-agents/:id',
    document: `mutation RestUpdateSubAgent($id: ID!, $i: UpdateSubAgentInput!) { updateSubAgent(id: $id, input: $i) { ${SUB_AGENT} } }`,
    variables: updateVariables,
    respond: (data) => data.updateSubAgent,
  },
];
