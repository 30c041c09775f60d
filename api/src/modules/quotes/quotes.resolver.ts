import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { TooManyRequestsError } from '../../core/errors.js';
import type { Context } from '../../graphql/context.js';
import { QUOTE_LIMITS } from '../../rules/quotes.js';
import { addressGroup } from '../../security/login-throttle.js';
import { SharedRateLimiter } from '../../security/rate-limit.js';
import { acceptQuote, publicQuote, type PublicQuoteView } from './public.service.js';
import { createQuote, getQuote, listQuotes, type QuoteView } from './quotes.service.js';
import { CreateQuoteInput, CustomerQuotePage, CustomerQuoteType, PublicQuote, QuoteAccepted, QuotePassengerInput } from './quotes.types.js';

// The public quote page and its accept are rate limited per address (an IPv6 /64 as one), apart from the app's
// general limit, with the app's shared fixed-window limiter: a token cannot be guessed by asking fast.
const limiter = new SharedRateLimiter();
const WINDOW_MS = 60_000;

async function limitAddress(ctx: Context, what: 'view' | 'accept'): Promise<void> {
  if (!ctx.config.limits) return;
  const limit = what === 'view' ? QUOTE_LIMITS.viewsPerMinute : QUOTE_LIMITS.acceptsPerMinute;
  const now = ctx.now();
  const decision = await limiter.take(() => ctx.deps.orm.em.fork(), `quote:${what}:${addressGroup(ctx.req.ip)}`, limit, WINDOW_MS, now);
  if (decision.allowed) return;
  const reset = Math.max(1, Math.ceil((decision.resetAt.getTime() - now.getTime()) / 1000));
  throw new TooManyRequestsError(`Too many requests: the limit is ${limit} per ${WINDOW_MS / 1000} seconds. Try again in ${reset} seconds.`, reset);
}

@Resolver()
export class QuotesResolver {
  @Authorized('b2b_agent')
  @Query(() => CustomerQuotePage, { description: 'The agency’s quotes for customers (its staff’s included), newest first.' })
  customerQuotes(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { nullable: true, description: 'Quotes per page, 1-100 (default 20).' }) limit?: number | null,
    @Arg('offset', () => Int, { nullable: true, description: 'Quotes to skip from the newest.' }) offset?: number | null,
  ): Promise<{ items: QuoteView[]; hasMore: boolean; limit: number; offset: number }> {
    return listQuotes(ctx, { limit, offset });
  }

  @Authorized('b2b_agent')
  @Query(() => CustomerQuoteType, { description: 'One of the agency’s quotes (404 "Quote not found" for any other).' })
  customerQuote(@Arg('id', () => ID, { description: 'The quote.' }) id: string, @Ctx() ctx: Context): Promise<QuoteView> {
    return getQuote(ctx, id);
  }

  @Query(() => PublicQuote, { description: 'A quote as its customer sees it by its link, without signing in: 404 "This quote is not available" for an unknown or expired link.' })
  async publicQuote(@Arg('token', () => String, { description: 'The token of the /q/{token} link.' }) token: string, @Ctx() ctx: Context): Promise<PublicQuoteView> {
    await limitAddress(ctx, 'view');
    return publicQuote(ctx, token);
  }

  @Authorized('b2b_agent')
  @Mutation(() => CustomerQuoteType, { description: 'Makes a quote for a customer: its items priced now with the agency’s markups, a share link and a WhatsApp link.' })
  createCustomerQuote(@Arg('input', () => CreateQuoteInput, { description: 'The customer, the items, the validity, a note and the currency.' }) input: CreateQuoteInput, @Ctx() ctx: Context): Promise<QuoteView> {
    return createQuote(ctx, input);
  }

  @Mutation(() => QuoteAccepted, {
    description:
      'The customer accepts a quote by its link (no sign-in): every item booked for the customer at the quoted price and paid from the agency’s wallet. 409 CONFLICT with extensions.changes [QuoteChange] when a price went up or an item is gone; 409 when already accepted; 404 for an unknown or expired link.',
  })
  async acceptPublicQuote(
    @Arg('token', () => String, { description: 'The token of the /q/{token} link.' }) token: string,
    @Ctx() ctx: Context,
    @Arg('passengers', () => [QuotePassengerInput], { nullable: true, description: 'Every traveller’s name and passport number (required when the quote has a package).' })
    passengers?: QuotePassengerInput[] | null,
  ): Promise<{ bookingIds: string[] }> {
    await limitAddress(ctx, 'accept');
    return acceptQuote(ctx, token, passengers ?? []);
  }
}
