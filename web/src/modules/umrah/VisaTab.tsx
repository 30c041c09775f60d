import { Alert, Badge, Box, Button, HStack, List, Stack, Table, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage } from '../../i18n';
import umrahNs from '../../i18n/en/umrah';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../ui/form';
import { PanelCard } from '../../ui/panelCard';
import { scrollRegion } from '../../ui/scroll';
import { TabSection } from '../../ui/tabSection';
import { toast } from '../../ui/toaster';
import { SubmitGroupVisasMutation } from './operations';
import { VisaStatusBadge } from './status';
import { fullName, type Group, useGroupMutation } from './types';

// The visa gate (issue 36): everything missing before a visa can be asked for, in words; "Submit for visas" only
// when nothing is (one application per pilgrim); then each pilgrim's visa status, and the lapse warning from day 20
// after issue.

export function VisaTab({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const f = useFormat();
  const [submit, { loading }] = useGroupMutation(SubmitGroupVisasMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const submitted = Boolean(group.visaSubmittedAt) || group.status === 'visa_submitted' || group.status === 'visa_issued';
  const { ready, missing } = group.readiness;

  const send = async () => {
    setProblem(null);
    try {
      await submit({ variables: { groupId: group.id } });
      toast(t('visa.submitted'), undefined, 'success');
    } catch (err) {
      setProblem(localMessage(errorMessage(err, t('visa.submitFailed'))));
    }
  };

  return (
    <TabSection
      title={t('visa.title')}
      text={t('visa.text')}
      action={
        <Button colorPalette="brand" disabled={!ready || submitted} loading={loading} onClick={() => void send()} data-testid="visa-submit">
          <Send size={14} aria-hidden /> {t('visa.submit')}
        </Button>
      }
    >
      {group.visaLapseWarning && (
        <Alert.Root status="warning" data-testid="visa-lapse">
          <Alert.Indicator />
          <Alert.Title>{localMessage(group.visaLapseWarning)}</Alert.Title>
        </Alert.Root>
      )}
      {problem && (
        <Alert.Root status="error" data-testid="visa-error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <PanelCard title={t('visa.missingTitle')} text={submitted && group.visaSubmittedAt ? t('visa.submittedAt', { date: f.date(group.visaSubmittedAt) }) : t('visa.missingText')} headingAs="h3" testId="readiness">
        <HStack>
          <Badge colorPalette={ready ? 'green' : 'orange'} variant={ready ? 'solid' : 'subtle'} size="lg" data-testid="readiness-badge">
            {ready ? t('visa.ready') : t('visa.notReady')}
          </Badge>
        </HStack>
        {missing.length === 0 ? (
          <Text display="flex" alignItems="center" gap="2" color="green.800" data-testid="readiness-none">
            <CircleCheck size={16} aria-hidden /> {t('visa.nothingMissing')}
          </Text>
        ) : (
          <List.Root listStyleType="none" gap="2" data-testid="readiness-missing">
            {missing.map((m, i) => (
              <List.Item key={`${m.code}-${i}`} display="flex" gap="2" alignItems="start" data-testid="readiness-item" data-code={m.code}>
                <Box color="orange.700" pt="0.5" flexShrink={0}>
                  <CircleAlert size={16} aria-hidden />
                </Box>
                <Text>{localMessage(m.message)}</Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </PanelCard>
      {group.pilgrims.length > 0 && (
        <Stack gap="2">
          <Text as="h3" fontWeight="semibold">
            {t('visa.statusTitle')}
          </Text>
          <Box borderWidth="1px" rounded="lg" position="relative" {...scrollRegion(t('visa.tableLabel'))}>
            <Table.Root size="sm" data-testid="visa-statuses">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('pilgrims.col.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pilgrims.col.passport')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pilgrims.col.visa')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {group.pilgrims.map((p) => (
                  <Table.Row key={p.id}>
                    <Table.Cell whiteSpace="nowrap">
                      <bdi lang="en">{fullName(p)}</bdi>
                    </Table.Cell>
                    <Table.Cell translate="no">{p.passportNumber}</Table.Cell>
                    <Table.Cell>
                      <VisaStatusBadge status={p.visaStatus} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      )}
    </TabSection>
  );
}
