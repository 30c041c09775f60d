import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@rules/money.js';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../i18n/bidi';
import umrahNs from '../../i18n/en/umrah';
import { PanelCard } from '../../ui/panelCard';
import { documentUrl } from './operations';
import type { Group } from './types';

// A group's documents (issue 36: the manifest for the Saudi operator, the rooming lists for the hotels, the
// bilingual group voucher) and its money (per-bed room prices, hotels, total), in PKR.

const FILES = [
  { file: 'manifest.xlsx', label: 'documents.manifest', format: 'XLSX' },
  { file: 'rooming.pdf', label: 'documents.rooming', format: 'PDF' },
  { file: 'rooming.xlsx', label: 'documents.rooming', format: 'XLSX' },
  { file: 'voucher.pdf', label: 'documents.voucher', format: 'PDF' },
] as const;

export function DocumentsTab({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  return (
    <PanelCard title={t('documents.title')} text={t('documents.text')} testId="umrah-documents">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        {FILES.map(({ file, label, format }) => (
          <Button key={file} asChild variant="outline" justifyContent="start">
            <a href={documentUrl(group.id, file)} download data-testid={`doc-${file}`}>
              <Download size={14} aria-hidden /> <span>
                {t(label)} <span translate="no">({format})</span>
              </span>
            </a>
          </Button>
        ))}
      </Grid>
    </PanelCard>
  );
}

export function MoneyTab({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const line = (label: string, amount: string, testId: string, strong = false) => (
    <HStack justify="space-between" py="2" borderTopWidth={strong ? '1px' : undefined} fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Box data-testid={testId}>
        <Ltr>{formatMoney(amount, 'PKR')}</Ltr>
      </Box>
    </HStack>
  );
  return (
    <PanelCard title={t('money.title')} text={t('money.text')} testId="umrah-money">
      <Stack gap="0" maxW="md">
        {line(t('money.rooms'), group.money.roomsInPkr, 'money-rooms')}
        {line(t('money.hotels'), group.money.hotelsInPkr, 'money-hotels')}
        {line(t('money.total'), group.money.totalInPkr, 'money-total', true)}
      </Stack>
    </PanelCard>
  );
}
