import { Badge, Box, Button, CloseButton, Dialog, Grid, HStack, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import type { MarkupKind, MarkupProductType } from '@rules/agent-sales.js';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Trans, useTranslation } from 'react-i18next';
import type { SubAgentFieldsFragment as SubAgent } from '../../gql/graphql';
import { Stored } from '../../i18n/bidi';
import networkNs from '../../i18n/en/network';
import { ConfirmDialog } from '../../ui/confirmDialog';
import { fullScreenOnPhones } from '../../ui/dialog';
import { errorMessage } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { useUpdateSubAgent } from './operations';
import { type EditValues, limitAmount, MARKUP_KINDS, NETWORK_PRODUCT_TYPES, validateEdit } from './rules';

// A sub-agent's Edit dialog: its credit limit and the master's markup on it per product type (the master's default
// shown as such until the master sets one of its own), and Suspend or Reactivate after a confirmation. The server
// decides (not enough credit to give, lower than what it owes) and its message shows as it came.

function initialValues(sub: SubAgent): EditValues {
  const markups: EditValues['markups'] = {};
  for (const type of NETWORK_PRODUCT_TYPES) {
    const m = sub.markups.find((x) => x.productType === type);
    markups[type] = { kind: (m?.kind ?? 'percent') as MarkupKind, value: m?.value ?? '0' };
  }
  return { creditLimitInPkr: sub.creditLimitInPkr, markups };
}

/** Suspend (or reactivate) after saying what it means. */
function StatusAction({ sub, onDone }: { sub: SubAgent; onDone: () => void }) {
  const { t } = useTranslation(networkNs);
  const [update, { loading }] = useUpdateSubAgent();
  const [asking, setAsking] = useState(false);
  const suspend = sub.status !== 'suspended';
  const run = async () => {
    try {
      await update({ variables: { id: sub.id, input: { status: suspend ? 'suspended' : 'active' } } });
      toast(suspend ? t('edit.suspended') : t('edit.reactivated'), t(suspend ? 'edit.suspendedText' : 'edit.reactivatedText', { name: sub.name }), 'success');
      setAsking(false);
      onDone();
    } catch (err) {
      toast(t('edit.statusFailed'), errorMessage(err, t('tryAgain')), 'error');
    }
  };
  if (sub.status === 'invited') return null;
  return (
    <>
      <Button variant="outline" colorPalette={suspend ? 'red' : 'green'} onClick={() => setAsking(true)} data-testid={suspend ? 'subagent-suspend' : 'subagent-reactivate'}>
        {suspend ? t('edit.suspend') : t('edit.reactivate')}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={suspend ? t('edit.suspendTitle', { name: sub.name }) : t('edit.reactivateTitle', { name: sub.name })}
        cancelLabel={t('edit.cancel')}
        confirmLabel={suspend ? t('edit.suspend') : t('edit.reactivate')}
        confirmPalette={suspend ? 'red' : 'brand'}
        onConfirm={run}
        loading={loading}
        testId="subagent-status-confirm"
        confirmTestId="subagent-status-confirm-button"
        holdWhileLoading
      >
        <Text>{suspend ? t('edit.suspendText') : t('edit.reactivateText')}</Text>
      </ConfirmDialog>
    </>
  );
}

export function EditSubAgentDialog({ sub, onClose }: { sub: SubAgent | null; onClose: () => void }) {
  const { t } = useTranslation(networkNs);
  const [update] = useUpdateSubAgent();
  const kindOptions = MARKUP_KINDS.map((kind) => ({ value: kind, label: t(`markups.kind.${kind}`) }));
  return (
    <Dialog.Root open={sub !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="subagent-edit-dialog" {...fullScreenOnPhones}>
            {sub && (
              <Form<EditValues>
                initialValues={initialValues(sub)}
                validate={validateEdit}
                onSubmit={async (values) => {
                  const start = initialValues(sub);
                  const creditLimitInPkr = limitAmount(values.creditLimitInPkr);
                  // only what changed: an inherited markup stays inherited unless the master sets one for this sub-agent
                  const markups = (sub.status === 'invited' ? [] : NETWORK_PRODUCT_TYPES).flatMap((productType) => {
                    const m = values.markups[productType];
                    const was = start.markups[productType];
                    if (!m || (m.kind === was?.kind && String(m.value).trim() === was?.value)) return [];
                    return [{ productType: productType as MarkupProductType, kind: m.kind, value: String(m.value).trim() }];
                  });
                  const limitChanged = creditLimitInPkr !== limitAmount(sub.creditLimitInPkr);
                  if (!limitChanged && markups.length === 0) return onClose();
                  try {
                    await update({ variables: { id: sub.id, input: { ...(limitChanged ? { creditLimitInPkr } : {}), ...(markups.length ? { markups } : {}) } } });
                    toast(t('edit.saved'), t('edit.savedText', { name: sub.name }), 'success');
                    onClose();
                    return undefined;
                  } catch (err) {
                    return { [FORM_ERROR]: errorMessage(err, t('tryAgain')) };
                  }
                }}
                render={({ handleSubmit, submitting, submitError }) => (
                  <form noValidate aria-label={t('edit.form', { name: sub.name })} style={{ display: 'contents' }} onSubmit={(e) => void handleSubmit(e)}>
                    <Dialog.Header>
                      <Stack gap="1">
                        <Dialog.Title>
                          <Trans t={t} i18nKey="edit.title" values={{ name: sub.name }} components={{ name: <Stored /> }} />
                        </Dialog.Title>
                        <Text fontSize="sm" color="fg.muted" lang="en" dir="ltr" textAlign="start">
                          {sub.email}
                        </Text>
                      </Stack>
                    </Dialog.Header>
                    <Dialog.Body>
                      <Stack gap="5">
                        <TextField name="creditLimitInPkr" label={t('edit.limit')} helperText={t('edit.limitHint')} autoComplete="off" testId="subagent-edit-limit" />
                        <Separator />
                        {sub.status === 'invited' ? (
                          <Text fontSize="sm" color="fg.muted" data-testid="subagent-markups-later">
                            {t('edit.markupsLater')}
                          </Text>
                        ) : (
                          <Stack gap="3">
                            <Box>
                              <Text fontWeight="semibold">{t('edit.markupsTitle')}</Text>
                              <Text fontSize="sm" color="fg.muted">
                                {t('edit.markupsText')}
                              </Text>
                            </Box>
                            {NETWORK_PRODUCT_TYPES.map((type) => {
                              const inherited = sub.markups.find((m) => m.productType === type)?.inherited ?? true;
                              return (
                                <Grid key={type} templateColumns={{ base: '1fr 1fr', md: '7rem 1fr 1fr' }} gap="3" alignItems="end" data-testid={`subagent-markup-${type}`}>
                                  <HStack gridColumn={{ base: '1 / -1', md: 'auto' }} pb={{ md: '2' }} gap="2" wrap="wrap">
                                    <Text fontWeight="medium">{t(`markups.product.${type}`)}</Text>
                                    {inherited && (
                                      <Badge size="sm" colorPalette="gray" data-testid={`subagent-markup-${type}-inherited`}>
                                        {t('markups.inherited')}
                                      </Badge>
                                    )}
                                  </HStack>
                                  <SelectField name={`markups.${type}.kind`} label={t('markups.kindLabel')} options={kindOptions} testId={`subagent-markup-${type}-kind`} />
                                  <TextField name={`markups.${type}.value`} label={t('markups.value')} autoComplete="off" testId={`subagent-markup-${type}-value`} />
                                </Grid>
                              );
                            })}
                          </Stack>
                        )}
                        {typeof submitError === 'string' && (
                          <Text role="alert" color="red.600" fontSize="sm" data-testid="subagent-edit-error">
                            {submitError}
                          </Text>
                        )}
                      </Stack>
                    </Dialog.Body>
                    <Dialog.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
                      <StatusAction sub={sub} onDone={onClose} />
                      <HStack ms="auto">
                        <Button variant="outline" onClick={onClose} data-testid="subagent-edit-cancel">
                          {t('edit.cancel')}
                        </Button>
                        <Button type="submit" colorPalette="brand" loading={submitting} data-testid="subagent-edit-save">
                          {t('edit.save')}
                        </Button>
                      </HStack>
                    </Dialog.Footer>
                  </form>
                )}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('edit.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
