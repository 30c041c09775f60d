import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../graphql/enums.js';
import { Page } from '../../graphql/pagination.js';
import { DecimalScalar } from '../../graphql/scalars.js';
import { STATEMENT_ACCOUNTS } from './statements.service.js';

export const StatementAccount = graphqlEnum('StatementAccount', STATEMENT_ACCOUNTS, 'Which of an agent’s accounts a statement covers.', {
  wallet: 'The wallet: top-ups in, bookings paid from it out (and the credit line below zero).',
  earnings: 'Earnings payable: the agent’s share of travellers’ payments for its packages in, payouts out.',
});
export type StatementAccount = ValueOf<typeof StatementAccount>;

@ObjectType({ description: 'One line of a statement, as the account holder reads it: a debit takes money out, a credit puts money in.' })
export class StatementLine {
  @Field(() => ID, { description: 'The journal line (grows in posting order within an account).' })
  id!: string;

  @Field(() => Date, { description: 'When it was posted (ISO 8601 date-time).' })
  postedAt!: Date;

  @Field(() => String, { description: 'The posting date in Pakistan (yyyy-MM-dd).' })
  date!: string;

  @Field(() => String, { description: 'The posting time in Pakistan (HH:mm).' })
  time!: string;

  @Field(() => String, { description: 'What moved the money: top_up, wallet_payment, wallet_refund, payment, refund, commission, payout, reversal, adjustment.' })
  kind!: string;

  @Field(() => String, { description: 'The entry’s description.' })
  description!: string;

  @Field(() => ID, { nullable: true, description: 'The booking the money was for, if any.' })
  bookingId?: string | null;

  @Field(() => String, { nullable: true, description: 'The booking’s reference (the first 8 characters of its id, upper case).' })
  bookingReference?: string | null;

  @Field(() => String, { nullable: true, description: 'Who did it: the username of the person (an agency’s owner or staff member, the administrator); null for the system.' })
  actorUsername?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Money out of the account, in PKR (null on a credit line).' })
  debitInPkr?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Money into the account, in PKR (null on a debit line).' })
  creditInPkr?: string | null;

  @Field(() => DecimalScalar, { description: 'The account’s balance right after this line, in PKR (negative: credit in use).' })
  balanceInPkr!: string;
}

@ObjectType({ description: 'A page of a statement’s lines.' })
export class StatementLinePage extends Page(StatementLine, 'lines', 'in posting order') {}

@ObjectType({ description: 'An agent account’s statement over a period of Pakistan calendar days (both ends included).' })
export class Statement {
  @Field(() => ID, { description: 'The agent.' })
  agentId!: string;

  @Field(() => String, { description: 'The agency’s name.' })
  agencyName!: string;

  @Field(() => String, { description: 'The agent’s username.' })
  username!: string;

  @Field(() => StatementAccount, { description: 'Which account.' })
  account!: StatementAccount;

  @Field(() => String, { description: 'First day (yyyy-MM-dd, Pakistan).' })
  from!: string;

  @Field(() => String, { description: 'Last day (yyyy-MM-dd, Pakistan).' })
  to!: string;

  @Field(() => DecimalScalar, { description: 'The balance before the first day, in PKR.' })
  openingBalanceInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The balance at the end of the last day, in PKR: opening − debits + credits.' })
  closingBalanceInPkr!: string;

  @Field(() => DecimalScalar, { description: 'All debits of the period, in PKR.' })
  totalDebitsInPkr!: string;

  @Field(() => DecimalScalar, { description: 'All credits of the period, in PKR.' })
  totalCreditsInPkr!: string;

  @Field(() => Int, { description: 'How many lines the period has (all pages).' })
  lineCount!: number;

  @Field(() => StatementLinePage, { description: 'The lines on this page, in posting order.' })
  lines!: StatementLinePage;

  @Field(() => String, { description: 'Where to download it as CSV (same account, period and agent).' })
  csvUrl!: string;

  @Field(() => String, { description: 'Where to download it as XLSX.' })
  xlsxUrl!: string;
}

@ObjectType({ description: 'A travel agent’s accounts with the platform, for the super admin.' })
export class AgentAccount {
  @Field(() => ID, { description: 'The agent’s user id.' })
  id!: string;

  @Field(() => String, { description: 'Username.' })
  username!: string;

  @Field(() => String, { description: 'Email address.' })
  email!: string;

  @Field(() => String, { description: 'The agency’s name (the agent’s name).' })
  agencyName!: string;

  @Field(() => DecimalScalar, { description: 'What the wallet holds, in PKR (negative: credit in use).' })
  walletBalanceInPkr!: string;

  @Field(() => DecimalScalar, { description: 'The credit limit the super admin set, in PKR.' })
  creditLimitInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Wallet plus credit limit, in PKR.' })
  availableInPkr!: string;

  @Field(() => DecimalScalar, { description: 'Earnings owed to the agent, in PKR.' })
  earningsBalanceInPkr!: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'The platform’s commission on this agent’s package sales, when the admin overrode the default (percent).' })
  commissionPercent?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the super admin suspended the agent (no sign-in, sessions or API keys until reactivated), or null.' })
  suspendedAt?: Date | null;

  @Field(() => Date, { description: 'When the agent signed up.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A page of agents, newest first.' })
export class AgentAccountPage extends Page(AgentAccount, 'agents', 'newest first') {}
