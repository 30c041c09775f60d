import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { localMessage } from '../../i18n';
import umrahNs from '../../i18n/en/umrah';
import { Field } from '../../ui/field';
import { uploadErrorMessage } from '../agent/upload';
import { importManifest, type ImportRowError } from './importManifest';
import { TEMPLATE_CSV, TEMPLATE_XLSX, UmrahGroupQuery, UmrahGroupsQuery } from './operations';

// "Import spreadsheet" (issue 36): an XLSX or CSV in the template's columns. All or nothing: a file with any bad row
// imports nobody and every problem is listed as "Row N, column: message"; a good file imports everyone.

type Outcome = { kind: 'imported'; count: number } | { kind: 'rows'; message: string; errors: ImportRowError[] } | { kind: 'failed'; message: string };

export function TemplateLinks() {
  const { t } = useTranslation(umrahNs);
  return (
    <HStack gap="2" wrap="wrap" aria-label={t('pilgrims.template')} role="group">
      <Button asChild size="sm" variant="outline">
        <a href={TEMPLATE_XLSX} download data-testid="template-xlsx">
          <FileSpreadsheet size={14} aria-hidden /> <span>
            {t('pilgrims.templateFile')} <span translate="no">(XLSX)</span>
          </span>
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={TEMPLATE_CSV} download data-testid="template-csv">
          <FileSpreadsheet size={14} aria-hidden /> <span>
            {t('pilgrims.templateFile')} <span translate="no">(CSV)</span>
          </span>
        </a>
      </Button>
    </HStack>
  );
}

export function ImportPanel({ groupId }: { groupId: string }) {
  const { t } = useTranslation(umrahNs);
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async () => {
    if (!file) {
      setOutcome({ kind: 'failed', message: t('import.chooseFile') });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importManifest(groupId, file);
      if (result.ok) {
        setOutcome({ kind: 'imported', count: result.imported });
        await client.refetchQueries({ include: [UmrahGroupQuery, UmrahGroupsQuery] });
      } else setOutcome({ kind: 'rows', message: result.message, errors: result.errors });
    } catch (err) {
      setOutcome({ kind: 'failed', message: localMessage(uploadErrorMessage(err, t('import.failed'))) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" borderWidth="1px" rounded="lg" p="4" data-testid="import-panel">
      <Stack gap="1">
        <Text as="h3" fontWeight="semibold">
          {t('import.title')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('import.text')}
        </Text>
      </Stack>
      <TemplateLinks />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'end' }}>
        <Box flex="1" minW="0">
          <Field label={t('import.file')}>
            <Input
              type="file"
              p="1.5"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setOutcome(null);
              }}
              data-testid="import-file"
            />
          </Field>
        </Box>
        <Button colorPalette="brand" onClick={() => void send()} loading={busy} data-testid="import-submit">
          <Upload size={14} aria-hidden /> {t('import.submit')}
        </Button>
      </Stack>
      {outcome?.kind === 'imported' && (
        <Alert.Root status="success" role="status" data-testid="import-done">
          <Alert.Indicator />
          <Alert.Title>{t('import.imported', { count: outcome.count })}</Alert.Title>
        </Alert.Root>
      )}
      {outcome?.kind === 'failed' && (
        <Alert.Root status="error" data-testid="import-failed">
          <Alert.Indicator />
          <Alert.Title>{outcome.message}</Alert.Title>
        </Alert.Root>
      )}
      {outcome?.kind === 'rows' && (
        <Alert.Root status="error" alignItems="start" data-testid="import-errors">
          <Alert.Indicator />
          <Stack gap="2" minW="0">
            <Alert.Title>{t('import.errorsTitle')}</Alert.Title>
            {outcome.errors.length === 0 && outcome.message && <Alert.Description>{localMessage(outcome.message)}</Alert.Description>}
            <List.Root as="ul" ps="4" gap="1" fontSize="sm">
              {outcome.errors.map((e, i) => (
                <List.Item key={`${e.row}-${e.column}-${i}`} data-testid="import-error">
                  <Trans
                    t={t}
                    i18nKey="import.errorRow"
                    values={{ row: e.row, column: e.column, message: localMessage(e.message) }}
                    components={{ n: <bdi dir="ltr" />, col: <bdi lang="en" translate="no" /> }}
                    shouldUnescape
                  />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
