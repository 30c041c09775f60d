import { Box, Button, Checkbox, Fieldset, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import developers from '../../i18n/en/developers';
import { Field } from '../../ui/field';
import { validateWith } from '../../ui/form';
import { type CreateResult, useCreateWebhookEndpoint } from './useWebhookMutations';
import { InlineCode, marked, useSay } from './webhookParts';

type Values = { url?: string };

// one object for every render: a new one would make react-final-form start the form again, losing what was typed
const INITIAL: Values = { url: '' };

/**
 * Registers an endpoint: its URL and the event types it wants (with "all events"). The server's refusal of the URL
 * (not HTTPS, a private address...) is shown at the URL field; `onCreated` gets the secret to show once.
 */
export function WebhookEndpointForm({ eventTypes, onCreated }: { eventTypes: string[]; onCreated: (created: { url: string; secret: string }) => void }) {
  const { t } = useTranslation(developers);
  const say = useSay();
  const { create, creating } = useCreateWebhookEndpoint();
  // made again only when the language changes: react-final-form validates again whenever `validate` is a new function
  // only the URL's shape here: the server decides the rest (https in production; http where WEBHOOK_ALLOW_PRIVATE allows
  // a local receiver) and its refusal is shown at the field
  const validate = useMemo(
    () =>
      validateWith(
        v.object({
          url: v.pipe(v.string(t('webhooks.urlRequired')), v.trim(), v.nonEmpty(t('webhooks.urlRequired')), v.regex(/^https?:\/\//i, t('webhooks.urlHttps'))),
        }),
      ),
    [t],
  );
  // the event types chosen, beside the form (the URL is the form's field): checked boxes, said at submit when none is
  const [events, setEvents] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const all = eventTypes.length > 0 && events.length === eventTypes.length;
  const eventsError = tried && events.length === 0;
  const choose = setEvents;

  const onSubmit = async (values: Values, form: { restart: () => void }) => {
    setTried(true);
    if (events.length === 0) return undefined;
    const result: CreateResult = await create({ url: (values.url ?? '').trim(), events });
    if (result.ok) {
      onCreated(result);
      setEvents([]);
      setTried(false);
      setTimeout(() => form.restart());
      return undefined;
    }
    return result.urlError ? { url: result.urlError } : undefined;
  };

  return (
    <Box as="section" aria-labelledby="webhook-add-heading">
      <Heading as="h4" size="sm" mb="3" id="webhook-add-heading">
        {t('webhooks.addTitle')}
      </Heading>
      <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={INITIAL}>
        {({ handleSubmit }) => (
          <form onSubmit={(e) => { setTried(true); return handleSubmit(e); }} noValidate data-testid="webhook-form">
            <Stack gap="4">
              <FinalField<string> name="url">
                {({ input, meta }) => {
                  const shown = meta.submitFailed || meta.touched;
                  const error =
                    !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string'
                      ? meta.submitError
                      : shown && typeof meta.error === 'string'
                        ? meta.error
                        : undefined;
                  return (
                    <Field label={t('webhooks.url')} helperText={say('webhooks.urlHelp')} errorText={error ? marked(error) : undefined}>
                      <Input
                        {...input}
                        type="url"
                        inputMode="url"
                        autoComplete="url"
                        placeholder="https://example.com/webhooks"
                        maxLength={2048}
                        lang="en"
                        dir="ltr"
                        data-testid="webhook-url"
                      />
                    </Field>
                  );
                }}
              </FinalField>
              <Fieldset.Root invalid={Boolean(eventsError)}>
                <Fieldset.Legend fontWeight="medium" fontSize="sm">
                  {t('webhooks.events')}
                </Fieldset.Legend>
                <Fieldset.Content>
                  <Checkbox.Root checked={all ? true : events.length > 0 ? 'indeterminate' : false} onCheckedChange={() => choose(all ? [] : [...eventTypes])} colorPalette="brand">
                    <Checkbox.HiddenInput data-testid="webhook-all-events" />
                    <Checkbox.Control>
                      <Checkbox.Indicator />
                    </Checkbox.Control>
                    <Checkbox.Label fontWeight="semibold">{t('webhooks.selectAll')}</Checkbox.Label>
                  </Checkbox.Root>
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" ps="6">
                    {eventTypes.map((type) => (
                      <Checkbox.Root
                        key={type}
                        checked={events.includes(type)}
                        onCheckedChange={(e) => choose(e.checked === true ? eventTypes.filter((x) => x === type || events.includes(x)) : events.filter((x) => x !== type))}
                        colorPalette="brand"
                        minW="0"
                      >
                        <Checkbox.HiddenInput data-testid={`webhook-event-${type}`} />
                        <Checkbox.Control>
                          <Checkbox.Indicator />
                        </Checkbox.Control>
                        <Checkbox.Label minW="0" overflowWrap="anywhere">
                          <InlineCode>{type}</InlineCode>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </SimpleGrid>
                </Fieldset.Content>
                {eventsError && <Fieldset.ErrorText color="red.700">{t('webhooks.eventsRequired')}</Fieldset.ErrorText>}
              </Fieldset.Root>
              <Box>
                <Button type="submit" colorPalette="brand" loading={creating} loadingText={t('webhooks.adding')} data-testid="create-webhook">
                  <Plus size={16} aria-hidden /> {t('webhooks.add')}
                </Button>
              </Box>
            </Stack>
          </form>
        )}
      </Form>
    </Box>
  );
}
