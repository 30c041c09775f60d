import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PaginationInput } from '../../graphql/pagination.js';
import { Validate } from '../../graphql/validation.js';
import { VisaApplicantSchema, VisaApplicationSchema } from '../../rules/visa.js';
import { VisaApplication, VisaApplicationStatus, VisaDocumentKind, VisaOffer, VisaProcessing, VisaType } from './visa.entity.js';

@InputType({ description: 'A person to apply for, as printed on their passport.' })
@Validate(VisaApplicantSchema)
export class VisaApplicantInput {
  @Field(() => String, { description: 'Name as on the passport (at most 100 characters).' })
  fullName!: string;

  @Field(() => String, { description: 'Passport number, 6 to 20 letters or digits.' })
  passportNumber!: string;

  @Field(() => String, { description: 'Nationality, e.g. "Pakistan".' })
  nationality!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, in the past.' })
  dateOfBirth!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, at least 6 months after the travel date.' })
  passportExpiry!: string;
}

@InputType({ description: 'A new visa application (a draft until its documents are attached and it is submitted).' })
@Validate(VisaApplicationSchema)
export class ApplyVisaInput {
  @Field(() => ID, { description: 'The visa offer.' })
  offerId!: string;

  @Field(() => VisaProcessing, { description: 'One of the offer’s processing options.' })
  processing!: VisaProcessing;

  @Field(() => String, { description: 'yyyy-MM-dd, after today and within 12 months.' })
  travelDate!: string;

  @Field(() => [VisaApplicantInput], { description: '1 to 10 applicants.' })
  applicants!: VisaApplicantInput[];
}

@InputType({ description: 'An uploaded file to attach as one applicant’s document.' })
export class AttachVisaDocumentInput {
  @Field(() => ID, { description: 'The application.' })
  applicationId!: string;

  @Field(() => ID, { description: 'The applicant the document belongs to.' })
  applicantId!: string;

  @Field(() => VisaDocumentKind, { description: 'What the document is (not visa: the processor uploads that).' })
  kind!: VisaDocumentKind;

  @Field(() => String, { description: 'The `file` a PUT to a createVisaDocumentUploadUrl URL answered.' })
  file!: string;
}

@ArgsType()
export class VisaOffersArgs {
  @Field(() => String, { nullable: true, description: 'Destination as typed: "UAE", "Saudi Arabia", "Dubai"…' })
  destination?: string | null;

  @Field(() => VisaType, { nullable: true, description: 'Only this visa type.' })
  type?: VisaType | null;

  @Field(() => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' })
  pagination?: PaginationInput | null;
}

@ArgsType()
export class VisaQueueArgs {
  @Field(() => [VisaApplicationStatus], { nullable: true, description: 'Only these statuses (drafts are never in the queue).' })
  status?: VisaApplicationStatus[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Only undecided applications past their due date.' })
  overdue?: boolean | null;

  @Field(() => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' })
  pagination?: PaginationInput | null;
}

@ObjectType({ description: 'A page of visa offers.' })
export class VisaOfferPage {
  @Field(() => [VisaOffer], { description: 'The offers on this page.' })
  items!: VisaOffer[];

  @Field(() => Boolean, { description: 'True when another page follows.' })
  hasMore!: boolean;

  @Field(() => Int, { description: 'Page size used (after defaults).' })
  limit!: number;

  @Field(() => Int, { description: 'Items skipped before this page.' })
  offset!: number;
}

@ObjectType({ description: 'A page of visa applications.' })
export class VisaApplicationPage {
  @Field(() => [VisaApplication], { description: 'The applications on this page.' })
  items!: VisaApplication[];

  @Field(() => Boolean, { description: 'True when another page follows.' })
  hasMore!: boolean;

  @Field(() => Int, { description: 'Page size used (after defaults).' })
  limit!: number;

  @Field(() => Int, { description: 'Items skipped before this page.' })
  offset!: number;
}
