import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../core/context.js';
import { check } from '../../core/validation.js';
import { multiply } from '../../rules/money.js';
import { PROCESSING_OPTIONS, type VisaApplicantValues, VisaApplicantSchema } from '../../rules/visa.js';
import { VisaApplicationStatus as S, VisaPaymentStatus, VisaProcessing, VisaType } from './enums.js';
import { VisaApplicant, VisaApplication } from './visa-application.entity.js';
import { VisaOffer } from './visa-offer.entity.js';
import { logChange } from './visa.service.js';

// Applications made for a group at once (issue 36: an Umrah group's "Submit for visas"), one per person, in the
// caller's transaction: created submitted (a group's documents go through the Umrah company, not this app's uploads),
// priced by the offer's normal processing, each with its timeline's first entry.

/** The open Saudi Umrah visa offer applications go to: the platform's own first, else the cheapest; null when none is open. */
export async function openUmrahOffer(em: EntityManager): Promise<VisaOffer | null> {
  const offers = await em.find(VisaOffer, { countryCode: 'SA', visaType: VisaType.umrah, active: true }, { orderBy: { priceNormalPkr: 'asc', id: 'asc' }, limit: 20 });
  return offers.find((o) => !o.seller) ?? offers[0] ?? null;
}

/**
 * One submitted application per applicant (owned by `ownerId`, logged as done by `viewer`), in the caller's
 * transaction; the applicants are checked by the visa module's own rules (400 naming the field). Returns their ids,
 * in the applicants' order.
 */
export async function submitApplicationsFor(
  tx: EntityManager,
  input: { viewer: Viewer; ownerId: string; offer: VisaOffer; travelDate: string; applicants: readonly Record<string, unknown>[]; note: string; now: Date },
): Promise<string[]> {
  const { offer, now } = input;
  const price = offer.priceFor(VisaProcessing.normal) ?? offer.priceNormalPkr;
  const dueAt = new Date(now.getTime() + PROCESSING_OPTIONS.normal.maxDays * 86_400_000);
  const applicants: VisaApplicantValues[] = input.applicants.map((a) => check(VisaApplicantSchema, a));
  const apps = applicants.map((a) => {
    const app = tx.create(VisaApplication, {
      user: input.ownerId,
      offer,
      sellerId: offer.seller?.id ?? null,
      country: offer.country,
      visaType: offer.visaType,
      title: offer.title,
      processing: VisaProcessing.normal,
      travelDate: input.travelDate,
      applicantCount: 1,
      pricePerApplicantInPkr: price,
      totalPriceInPkr: multiply(price, 1),
      paymentStatus: VisaPaymentStatus.unpaid,
      status: S.submitted,
      submittedAt: now,
      dueAt,
      createdAt: now,
      updatedAt: now,
    });
    tx.create(VisaApplicant, { application: app, position: 1, ...a });
    logChange(tx, app, input.viewer, null, S.submitted, input.note, now);
    return app;
  });
  await tx.flush();
  return apps.map((a) => a.id);
}
