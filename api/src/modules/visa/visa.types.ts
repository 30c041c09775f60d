import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { Page, PaginationInput } from '../../graphql/pagination.js';
import { Validate } from '../../graphql/validation.js';
import { VisaApplicantSchema, VisaApplicationSchema } from '../../rules/visa.js';
import { VisaApplicationStatus, VisaDocumentKind, VisaProcessing, VisaType } from './enums.js';
import { VisaApplication } from './visa-application.entity.js';
import { VisaOffer } from './visa-offer.entity.js';

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

// the page every visa list takes (the lists with filters add theirs)
@ArgsType()
export class VisaListArgs {
  @Field(() => PaginationInput, { nullable: true, description: 'Which page of the list; see PaginationInput.' })
  pagination?: PaginationInput | null;
}

@ArgsType()
export class VisaOffersArgs extends VisaListArgs {
  @Field(() => String, { nullable: true, description: 'Destination as typed: "UAE", "Saudi Arabia", "Dubai"…' })
  destination?: string | null;

  @Field(() => VisaType, { nullable: true, description: 'Only this visa type.' })
  type?: VisaType | null;
}

@ArgsType()
export class VisaQueueArgs extends VisaListArgs {
  @Field(() => [VisaApplicationStatus], { nullable: true, description: 'Only these statuses (drafts are never in the queue).' })
  status?: VisaApplicationStatus[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Only undecided applications past their due date.' })
  overdue?: boolean | null;
}

@ObjectType({ description: 'A page of visa offers.' })
export class VisaOfferPage extends Page(VisaOffer, 'offers') {}

@ObjectType({ description: 'A page of visa applications.' })
export class VisaApplicationPage extends Page(VisaApplication, 'applications') {}
