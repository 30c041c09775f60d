import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { Page } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { SANDBOX_OUTCOMES } from '../../rules/payments.js';
import { Payment, PaymentMethod, PaymentStatus, Refund, RefundStatus } from './payment.entity.js';

export const SandboxOutcome = graphqlEnum('SandboxOutcome', SANDBOX_OUTCOMES, 'The payer’s choice on the sandbox checkout page.', {
  success: 'Pay: the sandbox takes the money and tells the app by a signed webhook.', failure: 'Decline: the payment fails (the payer may try again).', abandon: 'Abandon: like closing the tab; nothing is sent, the attempt ends when reconciliation asks or the hold runs out.',
});
export type SandboxOutcome = ValueOf<typeof SandboxOutcome>;

@ObjectType({ description: 'One field of a form to post.' })
export class FormField {
  @Field(() => String, { description: 'Field name.' })
  name!: string;

  @Field(() => String, { description: 'Field value.' })
  value!: string;
}

@ObjectType({ description: 'A form the payer’s browser posts to the gateway (JazzCash page redirection).' })
export class FormPost {
  @Field(() => String, { description: 'Where to post the form.' })
  url!: string;

  @Field(() => [FormField], { description: 'The signed fields, posted as they are.' })
  fields!: FormField[];
}

@ObjectType({ description: 'Where to send a bank transfer, and the reference to quote.' })
export class BankTransferInstructions {
  @Field(() => String, { description: 'Account title.' })
  accountTitle!: string;

  @Field(() => String, { description: 'Bank name.' })
  bankName!: string;

  @Field(() => String, { description: 'IBAN.' })
  iban!: string;

  @Field(() => String, { description: 'Quote this reference with the transfer.' })
  reference!: string;

  @Field(() => DecimalScalar, { description: 'The amount to transfer, in PKR.' })
  amountInPkr!: string;

  @Field(() => Date, { nullable: true, description: 'Transfer and upload the proof before then (the booking’s hold ends). ISO 8601 date-time.' })
  payBy?: Date | null;
}

@ObjectType({ description: 'A payment attempt started: where the payer goes next (exactly one of redirectUrl, formPost, instructions).' })
export class PaymentStart {
  @Field(() => Payment, { description: 'The attempt (a double click returns the same open attempt).' })
  payment!: Payment;

  @Field(() => String, { nullable: true, description: 'Open this page to pay (the sandbox’s checkout page).' })
  redirectUrl?: string | null;

  @Field(() => FormPost, { nullable: true, description: 'Post this form from the browser (JazzCash).' })
  formPost?: FormPost | null;

  @Field(() => BankTransferInstructions, { nullable: true, description: 'Bank transfer: where to send the money; then upload the proof.' })
  instructions?: BankTransferInstructions | null;
}

@ObjectType({ description: 'What the sandbox checkout page’s button did.' })
export class SandboxCheckoutResult {
  @Field(() => Payment, { description: 'The payment (still initiated until the sandbox’s webhook arrives, a moment later).' })
  payment!: Payment;

  @Field(() => SandboxOutcome, { description: 'The choice made.' })
  outcome!: SandboxOutcome;
}

@ObjectType({ description: 'A payment method, and whether this server offers it.' })
export class PaymentMethodOption {
  @Field(() => PaymentMethod, { description: 'The method.' })
  method!: PaymentMethod;

  @Field(() => String, { description: 'How to show it.' })
  label!: string;

  @Field(() => Boolean, { description: 'False when the server is not configured for it.' })
  available!: boolean;
}

@InputType({ description: 'Which payments to list.' })
export class PaymentFilter {
  @Field(() => PaymentStatus, { nullable: true, description: 'Only this status.' })
  status?: PaymentStatus | null;

  @Field(() => PaymentMethod, { nullable: true, description: 'Only this method.' })
  method?: PaymentMethod | null;

  @Field(() => ID, { nullable: true, description: 'Only this booking’s.' })
  bookingId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only bank transfers with a proof, waiting for the administrator’s decision.' })
  awaitingReview?: boolean | null;
}

@InputType({ description: 'Which refunds to list.' })
export class RefundFilter {
  @Field(() => RefundStatus, { nullable: true, description: 'Only this status (awaiting_transfer: the bank transfers back to make).' })
  status?: RefundStatus | null;

  @Field(() => ID, { nullable: true, description: 'Only this booking’s.' })
  bookingId?: string | null;
}

@ObjectType({ description: 'A page of payments, newest first.' })
export class PaymentPage extends Page(Payment, 'payments', 'newest first') {}

@ObjectType({ description: 'A page of refunds, newest first.' })
export class RefundPage extends Page(Refund, 'refunds', 'newest first') {}
