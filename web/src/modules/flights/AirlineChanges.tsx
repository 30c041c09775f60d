import { useMutation } from '@apollo/client/react';
import { Button, Card, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import flightOrdersNs from '../../i18n/en/flightOrders';
import { errorMessage } from '../../ui/form';
import { toast } from '../../ui/toaster';
import { AcceptAirlineChangeMutation } from './documents';
import { type SliceRef, SliceView, slicesOf, useItineraryWords } from './Itinerary';
import { firstError } from './orderErrors';
import { serverText } from './passengerForm';

// An airline change waiting for an answer: the old and the new flights side by side, then Accept new times or
// Cancel free of charge (the cancel flow, whose quote gives everything back for a change the buyer refuses).

type Change = { id: string; status: string; before: readonly SliceRef[]; after: readonly SliceRef[] };

function Side({ title, refs, testId }: { title: string; refs: readonly SliceRef[]; testId: string }) {
  const w = useItineraryWords();
  const slices = slicesOf(refs);
  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="3" bg="bg" data-testid={testId}>
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {title}
      </Text>
      {slices.map((slice, i) => (
        <SliceView key={`${slice.origin}-${i}`} slice={slice} name={w.sliceName(i, slices.length)} />
      ))}
    </Stack>
  );
}

export function AirlineChanges({ orderId, changes, onCancel, cancelling }: { orderId: string; changes: readonly Change[]; onCancel: () => void; cancelling: boolean }) {
  const { t } = useTranslation(flightOrdersNs);
  const [accept, { loading }] = useMutation(AcceptAirlineChangeMutation);
  const pending = changes.filter((c) => c.status === 'pending');
  if (pending.length === 0) return null;

  const onAccept = async (changeId: string) => {
    try {
      await accept({ variables: { orderId, changeId } });
      toast(t('changeAccepted'), undefined, 'success');
    } catch (err) {
      const e = firstError(err);
      toast(t('changeFailed'), e.message ? serverText(e.message) : errorMessage(err, t('cancelFailedText')), 'error');
    }
  };

  return (
    <>
      {pending.map((change) => (
        <Card.Root key={change.id} borderColor="orange.300" bg="orange.50" data-testid="airline-change">
          <Card.Body>
            <Stack gap="4">
              <Stack gap="1">
                <Heading as="h2" size="md" display="flex" alignItems="center" gap="2" color="orange.900">
                  <AlertTriangle size={18} aria-hidden /> {t('changeTitle')}
                </Heading>
                <Text fontSize="sm">{t('changeText')}</Text>
              </Stack>
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                <Side title={t('before')} refs={change.before} testId="change-before" />
                <Side title={t('after')} refs={change.after} testId="change-after" />
              </Grid>
              <HStack gap="3" wrap="wrap">
                <Button colorPalette="brand" loading={loading} onClick={() => void onAccept(change.id)} data-testid="accept-change">
                  {t('acceptChange')}
                </Button>
                <Button variant="outline" colorPalette="red" loading={cancelling} disabled={loading} onClick={onCancel} data-testid="cancel-free">
                  {t('cancelFree')}
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </>
  );
}
