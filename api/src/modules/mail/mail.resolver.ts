import { Arg, Authorized, Ctx, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Page, PaginationInput } from '../../graphql/pagination.js';
import { MailMessage, MailStatus } from './mail.entity.js';
import { listMailOutbox } from './mail.service.js';

@ObjectType({ description: 'A page of e-mails, newest first.' })
export class MailMessagePage extends Page(MailMessage, 'e-mails', 'newest first') {}

@Resolver(() => MailMessage)
export class MailResolver {
  @Authorized('super_admin')
  @Query(() => MailMessagePage, { description: 'Every e-mail the platform sent or is sending, newest first (super admin only).' })
  mailOutbox(
    @Ctx() ctx: Context,
    @Arg('status', () => MailStatus, { nullable: true, description: 'Only this status (failed: what did not reach its recipient).' }) status?: MailStatus | null,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' }) pagination?: PaginationInput | null,
  ): Promise<MailMessagePage> {
    return listMailOutbox(ctx, { status }, pagination);
  }
}
