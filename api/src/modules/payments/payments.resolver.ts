import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { PaginationInput } from '../../graphql/pagination.js';
import { publicOrigin } from '../../rest/origin.js';
import { UploadUrl } from '../agent/workspace.types.js';
import { createUploadTicket } from '../agent/uploads.service.js';
import { Booking } from '../bookings/booking.entity.js';
import {
  completeSandboxCheckout,
  listPayments,
  pay,
  paymentMethods,
  reviewTransfer,
  submitTransferProof,
  visiblePayment,
} from './checkout.service.js';
import { bookingById, sandboxStatusByReference, usernameById } from './loaders.js';
import { Payment, PaymentMethod, Refund } from './payment.entity.js';
import { PaymentFilter, PaymentMethodOption, PaymentPage, PaymentStart, RefundFilter, RefundPage, SandboxCheckoutResult, SandboxOutcome } from './payments.types.js';
import { listRefunds, recordRefund } from './refunds.service.js';

const id = (description: string) => ({ description });

@Resolver(() => Payment)
export class PaymentsResolver {
  @Authorized()
  @Mutation(() => PaymentStart, {
    description:
      'Starts the next payment of the caller’s booking (its amount due now, else its balance) by a method: 404 for someone else’s booking, 409 when it is expired, cancelled, fully paid or not yet payable. A double click returns the same open attempt. With method wallet (B2B agents only, else 403) the payment is made at once from the agent’s wallet and credit line and settles the booking in the same transaction, or answers 402 INSUFFICIENT_FUNDS and changes nothing.',
  })
  pay(
    @Arg('bookingId', () => ID, id('The booking to pay.')) bookingId: string,
    @Arg('method', () => PaymentMethod, id('How to pay.')) method: PaymentMethod,
    @Ctx() ctx: Context,
  ): Promise<PaymentStart> {
    return pay(ctx, { bookingId, method, origin: publicOrigin(ctx.req, ctx.config) });
  }

  @Authorized()
  @Query(() => Payment, { description: 'One payment: its payer’s, its seller’s or the super admin’s (404 otherwise). The checkout page shows it.' })
  payment(@Arg('id', () => ID, id('The payment.')) paymentId: string, @Ctx() ctx: Context): Promise<Payment> {
    return visiblePayment(ctx, paymentId);
  }

  @Authorized()
  @Query(() => PaymentPage, { description: 'Payments newest first: all for the super admin; an agent’s own and those of what it sells; a traveller’s own.' })
  payments(
    @Ctx() ctx: Context,
    @Arg('filter', () => PaymentFilter, { nullable: true, description: 'Status, method, booking, bank transfers awaiting review.' }) filter?: PaymentFilter | null,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' }) pagination?: PaginationInput | null,
  ): Promise<PaymentPage> {
    return listPayments(ctx, { ...filter }, pagination);
  }

  @Authorized()
  @Query(() => RefundPage, { description: 'Refunds newest first: all for the super admin; an agent’s own and those of what it sells; a traveller’s own.' })
  refunds(
    @Ctx() ctx: Context,
    @Arg('filter', () => RefundFilter, { nullable: true, description: 'Status, booking.' }) filter?: RefundFilter | null,
    @Arg('pagination', () => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' }) pagination?: PaginationInput | null,
  ): Promise<RefundPage> {
    return listRefunds(ctx, { ...filter }, pagination);
  }

  @Query(() => [PaymentMethodOption], { description: 'The payment methods and whether this server offers each to the caller (the wallet: to B2B agents).' })
  paymentMethods(@Ctx() ctx: Context): PaymentMethodOption[] {
    return paymentMethods(ctx.config, ctx.viewer);
  }

  @Authorized()
  @Mutation(() => SandboxCheckoutResult, {
    description: 'The sandbox checkout page’s buttons (its payer): Pay, Decline or Abandon, once, before the checkout expires (409 after). The sandbox then sends its signed webhook.',
  })
  completeSandboxPayment(
    @Arg('paymentId', () => ID, id('The sandbox payment.')) paymentId: string,
    @Arg('outcome', () => SandboxOutcome, id('Pay (success), Decline (failure) or Abandon.')) outcome: SandboxOutcome,
    @Ctx() ctx: Context,
    @Arg('delaySeconds', () => Int, { nullable: true, description: 'For tests of a slow gateway: send the webhook this many seconds later (0-60).' })
    delaySeconds?: number | null,
  ): Promise<SandboxCheckoutResult> {
    return completeSandboxCheckout(ctx, { paymentId, outcome, delaySeconds });
  }

  @Authorized()
  @Mutation(() => UploadUrl, { description: 'A single-use URL to PUT a bank transfer’s proof to (PDF, JPEG, PNG, WebP or GIF, at most 5 MB), valid 15 minutes; it answers {file}.' })
  createPaymentProofUploadUrl(@Ctx() ctx: Context): Promise<UploadUrl> {
    return createUploadTicket(ctx, { origin: publicOrigin(ctx.req, ctx.config), purpose: 'document' });
  }

  @Authorized()
  @Mutation(() => Payment, { description: 'The payer attaches the proof of a bank transfer (the `file` its upload answered); a newer proof replaces the older.' })
  submitBankTransferProof(
    @Arg('paymentId', () => ID, id('The bank transfer payment.')) paymentId: string,
    @Arg('file', () => String, id('The `file` the PUT to a createPaymentProofUploadUrl URL answered.')) file: string,
    @Ctx() ctx: Context,
  ): Promise<Payment> {
    return submitTransferProof(ctx, { paymentId, file });
  }

  @Authorized('super_admin')
  @Mutation(() => Payment, { description: 'The super admin confirms a bank transfer: it counts as the payment (confirming the booking when it was due).' })
  confirmBankTransfer(@Arg('paymentId', () => ID, id('The bank transfer payment.')) paymentId: string, @Ctx() ctx: Context): Promise<Payment> {
    return reviewTransfer(ctx, { paymentId, confirm: true });
  }

  @Authorized('super_admin')
  @Mutation(() => Payment, { description: 'The super admin rejects a bank transfer (no money arrived, or the proof does not match): it fails.' })
  rejectBankTransfer(
    @Arg('paymentId', () => ID, id('The bank transfer payment.')) paymentId: string,
    @Arg('reason', () => String, id('Why, shown to the payer (3-500 characters).')) reason: string,
    @Ctx() ctx: Context,
  ): Promise<Payment> {
    return reviewTransfer(ctx, { paymentId, confirm: false, reason });
  }

  @Authorized('super_admin')
  @Mutation(() => Refund, { description: 'The super admin records a refund paid back by hand (a bank transfer back, or one the gateway refused) with its reference.' })
  recordRefund(
    @Arg('refundId', () => ID, id('The refund.')) refundId: string,
    @Arg('reference', () => String, id('The transfer’s reference (3-100 characters).')) reference: string,
    @Ctx() ctx: Context,
  ): Promise<Refund> {
    return recordRefund(ctx, refundId, reference);
  }

  @FieldResolver(() => Booking, { nullable: true, description: 'The booking it pays for (what the checkout page summarises); null for a wallet top-up.' })
  booking(@Root() payment: Payment, @Ctx() ctx: Context): Promise<Booking | null> | null {
    return payment.booking ? bookingById(ctx.em, payment.booking.id) : null;
  }

  @FieldResolver(() => String, { description: 'Username of the payer.' })
  payerName(@Root() payment: Payment, @Ctx() ctx: Context): Promise<string> {
    return usernameById(ctx.em, payment.payer.id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Bank transfers: where to download the uploaded proof (payer, seller, super admin).' })
  proofUrl(@Root() payment: Payment): string | null {
    return payment.proofFileName ? `/api/payments/${payment.id}/proof` : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Sandbox payments: the checkout page’s state at the sandbox (open, succeeded, failed, abandoned); null for other methods.',
  })
  checkoutStatus(@Root() payment: Payment, @Ctx() ctx: Context): Promise<string | null> | null {
    return payment.method === PaymentMethod.sandbox && payment.gatewayReference ? sandboxStatusByReference(ctx.em, payment.gatewayReference) : null;
  }
}
