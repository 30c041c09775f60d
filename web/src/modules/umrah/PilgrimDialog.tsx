import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, CloseButton, Dialog, Grid, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import { Form, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import umrahNs from '../../i18n/en/umrah';
import { localMessage } from '../../i18n';
import { fullScreenOnPhones } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { errorMessage } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { mrzLines, pilgrimFromMrz, pilgrimInput, validatePilgrim } from './forms';
import { AddPilgrimMutation, ParseMrzQuery } from './operations';
import { useGroupMutation } from './types';

// "Add pilgrim" and "Paste MRZ" (issue 36): one pilgrim's fields, as the template has them; the two MRZ lines of the
// passport's data page, read by the server (every check digit verified), fill in what a passport page gives, and a
// failed check is shown in the server's words (which digit, where).

/** The MRZ box: its lines go to parseMrz; read, they fill the form; refused, the failed check is shown under it. */
function MrzBox() {
  const { t } = useTranslation(umrahNs);
  const client = useApolloClient();
  const form = useForm();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [filled, setFilled] = useState(false);
  const [reading, setReading] = useState(false);
  const read = async () => {
    setReading(true);
    setProblem(null);
    setFilled(false);
    try {
      const { data } = await client.query({ query: ParseMrzQuery, variables: { lines: mrzLines(text) }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error(t('mrz.failed'));
      const values = pilgrimFromMrz(data.parseMrz);
      form.batch(() => {
        for (const [key, value] of Object.entries(values)) if (value !== undefined) form.change(key, value);
      });
      setFilled(true);
    } catch (err) {
      setProblem(localMessage(errorMessage(err, t('mrz.failed'))));
    } finally {
      setReading(false);
    }
  };
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" p="3" bg="bg.subtle" data-testid="mrz-box">
      <Text fontWeight="semibold">{t('mrz.title')}</Text>
      <Field label={t('mrz.label')} helperText={t('mrz.text')} errorText={problem ?? undefined}>
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={2}
          dir="ltr"
          fontFamily="mono"
          fontSize="sm"
          spellCheck={false}
          autoCapitalize="characters"
          data-testid="mrz-lines"
        />
      </Field>
      <Button alignSelf="start" size="sm" variant="outline" onClick={() => void read()} loading={reading} disabled={!text.trim()} data-testid="mrz-read">
        <ScanLine size={14} aria-hidden /> {t('mrz.read')}
      </Button>
      {filled && (
        <Text role="status" fontSize="sm" color="green.800" data-testid="mrz-filled">
          {t('mrz.filled')}
        </Text>
      )}
    </Stack>
  );
}

export function PilgrimDialog({ groupId, open, withMrz, onClose }: { groupId: string; open: boolean; withMrz: boolean; onClose: () => void }) {
  const { t } = useTranslation(umrahNs);
  const [add] = useGroupMutation(AddPilgrimMutation);
  const genderOptions = (['M', 'F'] as const).map((g) => ({ value: g, label: t(`genders.${g}`) }));
  const text = (name: string, opts: { required?: boolean; type?: string; helperText?: string } = {}) => (
    <TextField
      name={name}
      testId={`pilgrim-${name}`}
      label={t(`pilgrim.${name}`)}
      required={opts.required}
      type={opts.type}
      helperText={opts.helperText ?? (opts.required ? undefined : t('pilgrim.optional'))}
    />
  );
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="pilgrim-dialog" {...fullScreenOnPhones}>
            <Form<Record<string, unknown>>
              initialValues={{ nationality: 'PAK' }}
              validate={validatePilgrim}
              onSubmit={async (values) => {
                setServerError(null);
                try {
                  await add({ variables: { groupId, input: pilgrimInput(values) } });
                  toast(t('pilgrim.added'), undefined, 'success');
                  onClose();
                } catch (err) {
                  setServerError(localMessage(errorMessage(err, t('pilgrim.failed'))));
                }
              }}
              render={({ handleSubmit, submitting }) => (
                <form noValidate aria-label={t('pilgrim.form')} style={{ display: 'contents' }} onSubmit={(e) => void handleSubmit(e)}>
                  <Dialog.Header>
                    <Dialog.Title>{t('pilgrim.formTitle')}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">
                      {withMrz && <MrzBox />}
                      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                        {text('givenNames', { required: true })}
                        {text('surname', { required: true })}
                        <SelectField name="gender" testId="pilgrim-gender" label={t('pilgrim.gender')} options={genderOptions} placeholder="" required />
                        {text('dateOfBirth', { required: true, type: 'date' })}
                        {text('nationality', { required: true })}
                        {text('passportNumber', { required: true })}
                        {text('passportIssueDate', { required: true, type: 'date' })}
                        {text('passportExpiryDate', { required: true, type: 'date' })}
                        {text('cnic')}
                        {text('phone', { type: 'tel' })}
                        {text('family', { helperText: t('pilgrim.familyHelp') })}
                        {text('relation')}
                        {text('meningitisVaccinationDate', { type: 'date' })}
                        {text('polioVaccinationDate', { type: 'date' })}
                      </Grid>
                      {serverError && (
                        <Alert.Root status="error" data-testid="pilgrim-error">
                          <Alert.Indicator />
                          <Alert.Title>{serverError}</Alert.Title>
                        </Alert.Root>
                      )}
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" onClick={onClose}>
                      {t('pilgrim.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={submitting} data-testid="pilgrim-submit">
                      {t('pilgrim.submit')}
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
            />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('create.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
