import { Button, Grid, HStack, IconButton, Input, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { addDays } from '@rules/dates.js';
import { Bus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage } from '../../i18n';
import { Ltr } from '../../i18n/bidi';
import umrahNs from '../../i18n/en/umrah';
import { useFormat } from '../../i18n/format';
import { Field } from '../../ui/field';
import { errorMessage } from '../../ui/form';
import { PanelCard } from '../../ui/panelCard';
import { Select } from '../../ui/select';
import { toast } from '../../ui/toaster';
import { AddTransferLegMutation, RemoveTransferLegMutation } from './operations';
import { type Group, useGroupMutation } from './types';

// The group's ground transport (issue 36): arrival airport → first city, Makkah ↔ Madinah, last city → departure
// airport; each leg confirmed by its provider's number.

const KINDS = ['arrival', 'intercity', 'departure'] as const;
type Kind = (typeof KINDS)[number];
const CITY = { makkah: 'Makkah', madinah: 'Madinah' } as const;

/** The leg's places and date as the itinerary gives them (the agent may change them). */
export function legDefaults(group: Group, kind: Kind) {
  const first = CITY[group.firstCity as keyof typeof CITY] ?? 'Makkah';
  const last = group.madinahNights > 0 && group.makkahNights > 0 ? (first === 'Makkah' ? 'Madinah' : 'Makkah') : first;
  if (kind === 'arrival') return { fromPlace: group.arrivalAirport, toPlace: first, date: group.arrivalDate };
  if (kind === 'departure') return { fromPlace: last, toPlace: group.departureAirport, date: group.departureDate };
  const nights = group.firstCity === 'makkah' ? group.makkahNights : group.madinahNights;
  return { fromPlace: first, toPlace: last, date: addDays(group.arrivalDate, nights) };
}

type Draft = { kind: Kind; fromPlace: string; toPlace: string; date: string; provider: string; confirmationNumber: string };

export function TransfersPanel({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const f = useFormat();
  const fresh = (kind: Kind): Draft => ({ kind, ...legDefaults(group, kind), provider: '', confirmationNumber: '' });
  const [draft, setDraft] = useState<Draft>(() => fresh('arrival'));
  const [add, { loading }] = useGroupMutation(AddTransferLegMutation);
  const [remove, { loading: removing }] = useGroupMutation(RemoveTransferLegMutation);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const complete = Boolean(draft.fromPlace.trim() && draft.toPlace.trim() && draft.date && draft.provider.trim() && draft.confirmationNumber.trim());

  const submit = async () => {
    try {
      await add({ variables: { groupId: group.id, input: { ...draft, provider: draft.provider.trim(), confirmationNumber: draft.confirmationNumber.trim() } } });
      toast(t('transfers.added'), undefined, 'success');
      const next = KINDS[(KINDS.indexOf(draft.kind) + 1) % KINDS.length];
      setDraft(fresh(next));
    } catch (err) {
      toast(t('transfers.addFailed'), localMessage(errorMessage(err, t('transfers.addFailed'))), 'error');
    }
  };
  const removeLeg = async (legId: string) => {
    try {
      await remove({ variables: { groupId: group.id, legId } });
      toast(t('transfers.removed'), undefined, 'success');
    } catch (err) {
      toast(t('genericError'), localMessage(errorMessage(err, t('genericError'))), 'error');
    }
  };

  return (
    <PanelCard title={t('transfers.title')} text={t('transfers.text')} testId="transfers">
      {group.transfers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('transfers.none')}
        </Text>
      ) : (
        <List.Root listStyleType="none" gap="2" data-testid="transfer-legs">
          {group.transfers.map((leg) => (
            <List.Item key={leg.id} borderWidth="1px" rounded="lg" p="3" data-testid="transfer-leg">
              <HStack justify="space-between" gap="2" align="start">
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">
                    {t(`transfers.kinds.${leg.kind}`)} · <bdi lang="en">{leg.fromPlace}</bdi> → <bdi lang="en">{leg.toPlace}</bdi>
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {f.date(leg.date)} · <bdi lang="en">{leg.provider}</bdi> ·{' '}
                    <span translate="no">
                      <Ltr>{leg.confirmationNumber}</Ltr>
                    </span>
                  </Text>
                </Stack>
                <IconButton size="xs" variant="ghost" colorPalette="red" disabled={removing} onClick={() => void removeLeg(leg.id)} data-testid="transfer-remove">
                  <Trash2 size={14} aria-hidden />
                  <VisuallyHidden>{t('transfers.removeLabel', { kind: t(`transfers.kinds.${leg.kind}`), date: f.date(leg.date) })}</VisuallyHidden>
                </IconButton>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }} gap="3" data-testid="transfer-form">
        <Field label={t('transfers.kind')}>
          <Select
            value={draft.kind}
            onChange={(e) => setDraft(fresh(e.target.value as Kind))}
            options={KINDS.map((k) => ({ value: k, label: t(`transfers.kinds.${k}`) }))}
            testId="transfer-kind"
          />
        </Field>
        <Field label={t('transfers.from')}>
          <Input value={draft.fromPlace} onChange={set('fromPlace')} data-testid="transfer-from" />
        </Field>
        <Field label={t('transfers.to')}>
          <Input value={draft.toPlace} onChange={set('toPlace')} data-testid="transfer-to" />
        </Field>
        <Field label={t('transfers.date')}>
          <Input type="date" value={draft.date} onChange={set('date')} data-testid="transfer-date" />
        </Field>
        <Field label={t('transfers.provider')}>
          <Input value={draft.provider} onChange={set('provider')} data-testid="transfer-provider" />
        </Field>
        <Field label={t('transfers.confirmation')}>
          <Input value={draft.confirmationNumber} onChange={set('confirmationNumber')} data-testid="transfer-confirmation" />
        </Field>
      </Grid>
      <Button alignSelf="start" colorPalette="brand" disabled={!complete} loading={loading} onClick={() => void submit()} data-testid="transfer-add">
        <Bus size={14} aria-hidden /> {t('transfers.add')}
      </Button>
    </PanelCard>
  );
}
