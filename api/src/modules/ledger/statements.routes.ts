import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext, Viewer } from '../../core/context.js';
import { DomainError } from '../../core/errors.js';
import type { AppDeps } from '../../deps.js';
import { queryString } from '../../rest/query.js';
import { sendDomainError } from '../../rest/status.js';
import { statementCsv, statementFileName, statementXlsx } from './statements.files.js';
import { openStatement, type StatementAccount, type StatementHead, type StatementLine, statementFormat } from './statements.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The JSON answer, streamed: the head's fields, then `lines`. */
async function* statementJson(head: StatementHead, pages: AsyncIterable<StatementLine[]>): AsyncGenerator<string> {
  yield `${JSON.stringify(head).slice(0, -1)},"lines":[`;
  let first = true;
  for await (const lines of pages) {
    const body = lines.map((l) => JSON.stringify(l)).join(',');
    yield first ? body : `,${body}`;
    first = false;
  }
  yield ']}';
}

/**
 * GET /api/wallet/statement?from&to&format=json|csv|xlsx&account=wallet|earnings (&agentId= for the super admin): the
 * caller's statement, or for the super admin any agent's. 400 for a bad date, period, account or format, or a
 * statement longer than a download holds; 404 for an agent that is not the caller's own. The lines are read from one
 * snapshot a page at a time and written as they come.
 */
export function registerStatementRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  viewerFor: (req: FastifyRequest, em: EntityManager) => Promise<Viewer | null>,
): void {
  app.get('/api/wallet/statement', async (req: FastifyRequest, reply: FastifyReply) => {
    const em = deps.orm.em.fork();
    try {
      const ctx: ServiceContext = { em, viewer: await viewerFor(req, em), now: deps.now, log: req.log, config: deps.config };
      const format = statementFormat(queryString(req, 'format'));
      const cursor = await openStatement(ctx, {
        account: (queryString(req, 'account') ?? null) as StatementAccount | null,
        from: queryString(req, 'from') ?? null,
        to: queryString(req, 'to') ?? null,
        agentId: queryString(req, 'agentId') ?? null,
      });
      const { head } = cursor;
      // a response closed before its first line was read never starts the pages: end the snapshot here then
      reply.raw.once('close', () => void cursor.close().catch((err: unknown) => req.log.warn({ err }, 'statement snapshot did not close')));
      reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
      if (format === 'json') {
        return reply.type('application/json; charset=utf-8').send(Readable.from(statementJson(head, cursor.pages())));
      }
      reply.header('content-disposition', `attachment; filename="${statementFileName(head, format)}"`);
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(Readable.from(statementCsv(head, cursor.pages())));
      return reply.type(XLSX_TYPE).send(statementXlsx(head, cursor.pages()));
    } catch (err) {
      if (err instanceof DomainError) return sendDomainError(reply, err);
      throw err;
    }
  });
}
