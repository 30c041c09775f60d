import type { ServiceContext } from '../../core/context.js';
import { ConflictError, DomainError } from '../../core/errors.js';
import { openUmrahOffer, submitApplicationsFor } from '../visa/group-applications.js';
import { publishWebhookEvent } from '../webhooks/outbox.js';
import { umrahVisaSubmittedEvent } from '../webhooks/payloads.js';
import { UMRAH_MESSAGES as M, UMRAH_TEXT } from './messages.js';
import { loadDetail } from './detail.js';
import { ownerOf, withGroup } from './umrah.service.js';
import { readinessFor } from './views.js';

// The visa gate (issue 36): when the readiness list is empty, one visa application per pilgrim in the visa module,
// with the group's change and the partners' event (umrah_group.visa_submitted, issue 38), in one transaction. Not
// ready: 409 with the list of what is missing.

/** 409 "This group is not ready for visas" carrying `missing` (GraphQL: in the error's extensions; REST: in the body). */
export class NotReadyError extends DomainError {
  constructor(readonly missing: { code: string; message: string }[]) {
    super(M.notReady, 'CONFLICT', { missing });
  }
}

const pgUuids = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Submits the group's visas: one application per active pilgrim; the group becomes visa_submitted. */
export async function submitGroupVisas(ctx: ServiceContext, groupId: string): Promise<{ applicationIds: string[] }> {
  const { ownerId } = await ownerOf(ctx);
  const viewer = ctx.viewer!;
  const now = ctx.now();
  return withGroup(
    ctx,
    groupId,
    async (tx, group) => {
      if (group.status === 'visa_submitted' || group.status === 'visa_issued') throw new ConflictError(M.alreadySubmitted);
      const detail = await loadDetail(tx, group);
      const readiness = readinessFor(detail, now);
      if (!readiness.ready) throw new NotReadyError(readiness.missing);
      const offer = await openUmrahOffer(tx);
      if (!offer) throw new ConflictError(M.noUmrahOffer);
      const ids = await submitApplicationsFor(tx, {
        viewer,
        ownerId,
        offer,
        travelDate: group.arrivalDate,
        applicants: detail.pilgrims.map((p) => ({
          fullName: `${p.givenNames} ${p.surname}`,
          passportNumber: p.passportNumber,
          nationality: p.nationality,
          dateOfBirth: p.dateOfBirth,
          passportExpiry: p.passportExpiryDate,
        })),
        note: UMRAH_TEXT.visaNote(group.name),
        now,
      });
      await tx.execute(
        `update umrah_pilgrim p set visa_application_id = v.app from unnest(?::uuid[], ?::uuid[]) as v(id, app) where p.id = v.id and p.group_id = ?`,
        [pgUuids(detail.pilgrims.map((p) => p.id)), pgUuids(ids), group.id],
      );
      group.status = 'visa_submitted';
      group.visaSubmittedAt = now;
      const pilgrims = detail.pilgrims.map((p) => ({ id: p.id, name: `${p.givenNames} ${p.surname}` }));
      await publishWebhookEvent(tx, umrahVisaSubmittedEvent(group, pilgrims, ids, viewer.id, now));
      return { applicationIds: ids };
    },
    false,
  );
}
