import type { Collection } from '@mikro-orm/core';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { publicOrigin } from '../../rest/origin.js';
import { UploadUrl } from '../agent/workspace.types.js';
import { VisaApplicationStatus } from './enums.js';
import { canProcess } from './visa-access.js';
import { VisaApplicant, VisaApplication, VisaDocument, VisaStatusChange } from './visa-application.entity.js';
import { VisaOffer } from './visa-offer.entity.js';
import { getOffer, listOffers, sellerOffers, setOfferActive } from './visa-offers.service.js';
import { attachDocument, createApplication, createDocumentUploadUrl, getApplication, myApplications, queue, transition } from './visa.service.js';
import { ApplyVisaInput, AttachVisaDocumentInput, VisaApplicationPage, VisaListArgs, VisaOfferPage, VisaOffersArgs, VisaQueueArgs } from './visa.types.js';

const idArg = (what: string) => ({ description: what });

// a list the query already populated (select-in), or loaded now for a single application
async function loaded<T extends object>(items: Collection<T>): Promise<T[]> {
  return (items.isInitialized() ? items : await items.init()).getItems();
}

@Resolver(() => VisaOffer)
export class VisaOfferResolver {
  @Query(() => VisaOfferPage, { description: 'Active visa offers, by destination (as typed) and type. Anyone may search.' })
  visaOffers(@Args(() => VisaOffersArgs) args: VisaOffersArgs, @Ctx() ctx: Context): Promise<VisaOfferPage> {
    return listOffers(ctx, { to: args.destination, type: args.type, pagination: args.pagination });
  }

  @Query(() => VisaOffer, { description: 'One visa offer by id (404 when unknown).' })
  visaOffer(@Arg('id', () => ID, idArg('The offer id.')) id: string, @Ctx() ctx: Context): Promise<VisaOffer> {
    return getOffer(ctx, id);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Query(() => VisaOfferPage, { description: 'The visa offers the calling agent sells (every offer for the super admin), active or not.' })
  mySellerVisaOffers(@Args(() => VisaListArgs) { pagination }: VisaListArgs, @Ctx() ctx: Context): Promise<VisaOfferPage> {
    return sellerOffers(ctx, pagination);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => VisaOffer, { description: 'Opens or closes one of the caller’s visa offers for applications (the super admin: any).' })
  setVisaOfferActive(
    @Arg('id', () => ID, idArg('The offer.')) id: string,
    @Arg('active', () => Boolean, idArg('True to list it and take applications.')) active: boolean,
    @Ctx() ctx: Context,
  ): Promise<VisaOffer> {
    return setOfferActive(ctx, id, active);
  }

  @FieldResolver(() => String, { description: 'Who sells and processes it: the agent’s name, or Safarnama.' })
  soldBy(@Root() offer: VisaOffer): string {
    const seller = offer.seller?.isInitialized() ? offer.seller.getEntity() : undefined;
    if (!offer.seller) return 'Safarnama';
    return seller ? `${seller.firstName} ${seller.lastName}`.trim() : 'Travel agent';
  }
}

@Resolver(() => VisaApplication)
export class VisaApplicationResolver {
  @Authorized()
  @Mutation(() => VisaApplication, { description: 'Starts a visa application (draft) for one or more applicants; priced by the server.' })
  applyForVisa(@Arg('input', () => ApplyVisaInput, idArg('The offer, processing, travel date and applicants.')) input: ApplyVisaInput, @Ctx() ctx: Context): Promise<VisaApplication> {
    return createApplication(ctx, { ...input, applicants: input.applicants.map((a) => ({ ...a })) });
  }

  @Authorized()
  @Query(() => VisaApplication, { description: 'One application: its applicant, its processor or the super admin (404 for anyone else).' })
  visaApplication(@Arg('id', () => ID, idArg('The application id.')) id: string, @Ctx() ctx: Context): Promise<VisaApplication> {
    return getApplication(ctx, id);
  }

  @Authorized()
  @Query(() => VisaApplicationPage, { description: 'The caller’s own applications, newest first.' })
  myVisaApplications(@Args(() => VisaListArgs) { pagination }: VisaListArgs, @Ctx() ctx: Context): Promise<VisaApplicationPage> {
    return myApplications(ctx, pagination);
  }

  @Authorized('b2b_agent', 'super_admin')
  @Query(() => VisaApplicationPage, { description: 'The processing queue: applications of the offers the agent sells (all for the super admin), soonest due first.' })
  visaQueue(@Args(() => VisaQueueArgs) args: VisaQueueArgs, @Ctx() ctx: Context): Promise<VisaApplicationPage> {
    return queue(ctx, args);
  }

  @Authorized()
  @Mutation(() => UploadUrl, { description: 'A single-use URL to PUT one visa document to (PDF, JPEG, PNG, WebP or GIF, at most 5 MB), valid 15 minutes.' })
  createVisaDocumentUploadUrl(@Ctx() ctx: Context): Promise<UploadUrl> {
    return createDocumentUploadUrl(ctx, publicOrigin(ctx.req, ctx.config));
  }

  @Authorized()
  @Mutation(() => VisaDocument, { description: 'Attaches an uploaded document to an applicant (draft, or documents requested); replaces the same kind.' })
  attachVisaDocument(@Arg('input', () => AttachVisaDocumentInput, idArg('The application, applicant, kind and uploaded file.')) input: AttachVisaDocumentInput, @Ctx() ctx: Context): Promise<VisaDocument> {
    return attachDocument(ctx, { ...input });
  }

  @Authorized()
  @Mutation(() => VisaApplication, { description: 'The applicant submits (a draft, or after re-uploading requested documents). Submitted unpaid until payments exist.' })
  submitVisaApplication(@Arg('id', () => ID, idArg('The application.')) id: string, @Ctx() ctx: Context): Promise<VisaApplication> {
    return transition(ctx, id, { to: VisaApplicationStatus.submitted });
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => VisaApplication, { description: 'The processor asks for documents (submitted → documents_requested), saying which.' })
  requestVisaDocuments(
    @Arg('id', () => ID, idArg('The application.')) id: string,
    @Arg('note', () => String, idArg('Which documents are needed and why (at most 1000 characters).')) note: string,
    @Ctx() ctx: Context,
  ): Promise<VisaApplication> {
    return transition(ctx, id, { to: VisaApplicationStatus.documents_requested, note });
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => VisaApplication, { description: 'The processor starts processing (submitted → in_process).' })
  startVisaProcessing(
    @Arg('id', () => ID, idArg('The application.')) id: string,
    @Ctx() ctx: Context,
    @Arg('note', () => String, { nullable: true, description: 'An optional remark for the timeline.' }) note?: string | null,
  ): Promise<VisaApplication> {
    return transition(ctx, id, { to: VisaApplicationStatus.in_process, note });
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => VisaApplication, { description: 'The processor approves (in_process → approved) with the issued visa, uploaded like any document.' })
  approveVisaApplication(
    @Arg('id', () => ID, idArg('The application.')) id: string,
    @Arg('file', () => String, idArg('The issued visa: the `file` a PUT to a createVisaDocumentUploadUrl URL answered.')) file: string,
    @Ctx() ctx: Context,
    @Arg('note', () => String, { nullable: true, description: 'An optional remark for the timeline.' }) note?: string | null,
  ): Promise<VisaApplication> {
    return transition(ctx, id, { to: VisaApplicationStatus.approved, file, note });
  }

  @Authorized('b2b_agent', 'super_admin')
  @Mutation(() => VisaApplication, { description: 'The processor rejects (in_process → rejected) with a reason; a paid fee becomes refund due per the offer.' })
  rejectVisaApplication(
    @Arg('id', () => ID, idArg('The application.')) id: string,
    @Arg('reason', () => String, idArg('Why (at most 1000 characters).')) reason: string,
    @Ctx() ctx: Context,
  ): Promise<VisaApplication> {
    return transition(ctx, id, { to: VisaApplicationStatus.rejected, note: reason });
  }

  @FieldResolver(() => [VisaApplicant], { description: 'The applicants, in order.' })
  applicants(@Root() app: VisaApplication): Promise<VisaApplicant[]> {
    return loaded(app.applicants);
  }

  @FieldResolver(() => [VisaDocument], { description: 'Every document, oldest first; replaced ones carry supersededAt.' })
  documents(@Root() app: VisaApplication): Promise<VisaDocument[]> {
    return loaded(app.documents);
  }

  @FieldResolver(() => [VisaStatusChange], { description: 'Every status change, oldest first: who, when, note.' })
  timeline(@Root() app: VisaApplication): Promise<VisaStatusChange[]> {
    return loaded(app.timeline);
  }

  @FieldResolver(() => VisaOffer, { description: 'The offer applied for (its documents list says what each applicant uploads).' })
  async offer(@Root() app: VisaApplication): Promise<VisaOffer> {
    return app.offer.isInitialized() ? app.offer.getEntity() : await app.offer.loadOrFail();
  }

  @FieldResolver(() => Boolean, { description: 'True when the caller applied (adds documents and submits).' })
  viewerIsApplicant(@Root() app: VisaApplication, @Ctx() ctx: Context): boolean {
    return ctx.viewer?.id === app.user.id;
  }

  @FieldResolver(() => Boolean, { description: 'True when the caller processes it (the selling agent or the super admin).' })
  viewerCanProcess(@Root() app: VisaApplication, @Ctx() ctx: Context): boolean {
    return ctx.viewer ? canProcess(ctx.viewer, app.sellerId) : false;
  }

  @FieldResolver(() => String, { description: 'Username of the account that applied.' })
  async appliedBy(@Root() app: VisaApplication): Promise<string> {
    const user = app.user.isInitialized() ? app.user.getEntity() : await app.user.load();
    return user?.username ?? '';
  }
}
