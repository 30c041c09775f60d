import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { publicOrigin } from '../../rest/origin.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { PaymentStart } from '../payments/payments.types.js';
import { setCreditLimit, walletOf } from './wallet.service.js';
import { topUpWallet } from './wallet.topups.js';
import { Wallet } from './wallet.types.js';

@Resolver()
export class WalletResolver {
  @Authorized()
  @Query(() => Wallet, { description: 'The signed-in B2B agent’s wallet (403 for anyone else).' })
  wallet(@Ctx() ctx: Context): Promise<Wallet> {
    return walletOf(ctx);
  }

  @Authorized()
  @Mutation(() => PaymentStart, {
    description:
      'A B2B agent tops up its wallet through a gateway (redirectUrl or formPost) or a bank transfer (instructions; the super admin confirms it from the proof). The wallet is credited when the payment succeeds. 400 for the wallet method, a method this server does not offer, or an amount that is not a positive number of rupees with at most 2 decimals.',
  })
  topUpWallet(
    @Arg('method', () => PaymentMethod, { description: 'sandbox, jazzcash or bank_transfer.' }) method: PaymentMethod,
    @Arg('amountInPkr', () => DecimalScalar, { description: 'The amount, in PKR (at most 2 decimals).' }) amountInPkr: string,
    @Ctx() ctx: Context,
  ): Promise<PaymentStart> {
    return topUpWallet(ctx, { method, amountInPkr, origin: publicOrigin(ctx.req, ctx.config) });
  }

  @Authorized('super_admin')
  @Mutation(() => Wallet, {
    description: 'The super admin sets a B2B agent’s credit limit (0 removes the credit line); 409 when lower than what the agent already spends on credit.',
  })
  setAgentCreditLimit(
    @Arg('agentId', () => ID, { description: 'The agent.' }) agentId: string,
    @Arg('amountInPkr', () => DecimalScalar, { description: 'The new credit limit, in PKR (0 or more, at most 2 decimals).' }) amountInPkr: string,
    @Ctx() ctx: Context,
  ): Promise<Wallet> {
    return setCreditLimit(ctx, agentId, amountInPkr);
  }
}
