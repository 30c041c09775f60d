import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Payment, PaymentStatus, Refund } from '../payments/payment.entity.js';
import { batchLoader } from '../payments/scope.js';
import { creditNoteNumbersOfRefunds, creditNoteUrlOf, invoiceNumbersOfPayments, invoiceUrlOf } from './invoice.service.js';

// The invoice and credit note of what the payments and refunds lists show: one query per list for the numbers.

const invoiceNumberOf = batchLoader<string | null>(invoiceNumbersOfPayments, () => null);
const creditNoteNumberOf = batchLoader<string | null>(creditNoteNumbersOfRefunds, () => null);

@Resolver(() => Payment)
export class PaymentInvoiceResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Succeeded payments: where to download the invoice (receipt) as a PDF (the payer, the selling agent, the super admin).',
  })
  invoiceUrl(@Root() payment: Payment): string | null {
    return payment.status === PaymentStatus.succeeded ? invoiceUrlOf(payment.id) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The invoice’s number (INV-2026-000123), once issued: a succeeded payment has one.' })
  invoiceNumber(@Root() payment: Payment, @Ctx() ctx: Context): Promise<string | null> | null {
    return payment.status === PaymentStatus.succeeded ? invoiceNumberOf(ctx.em, payment.id) : null;
  }
}

@Resolver(() => Refund)
export class RefundCreditNoteResolver {
  @FieldResolver(() => String, { description: 'Where to download the refund’s credit note as a PDF (the traveller, the selling agent, the super admin).' })
  creditNoteUrl(@Root() refund: Refund): string {
    return creditNoteUrlOf(refund.id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The credit note’s number (CRN-2026-000007).' })
  creditNoteNumber(@Root() refund: Refund, @Ctx() ctx: Context): Promise<string | null> {
    return creditNoteNumberOf(ctx.em, refund.id);
  }
}
