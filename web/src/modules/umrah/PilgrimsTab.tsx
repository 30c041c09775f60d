import { Box, Button, HStack, IconButton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { ScanLine, Trash2, Upload, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { localMessage } from '../../i18n';
import { Ltr, Stored } from '../../i18n/bidi';
import umrahNs from '../../i18n/en/umrah';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../ui/form';
import { scrollRegion } from '../../ui/scroll';
import { TabSection } from '../../ui/tabSection';
import { toast } from '../../ui/toaster';
import { ImportPanel } from './ImportPanel';
import { RemovePilgrimMutation } from './operations';
import { PilgrimDialog } from './PilgrimDialog';
import { VisaStatusBadge } from './status';
import { fullName, type Group, useGroupMutation } from './types';

// The group's pilgrims (issue 36): a table (names as in the passports), Add pilgrim, Paste MRZ, Import spreadsheet
// with the template, and Remove.

export function PilgrimsTab({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const f = useFormat();
  const [dialog, setDialog] = useState<{ open: boolean; mrz: boolean }>({ open: false, mrz: false });
  const [importing, setImporting] = useState(false);
  const [remove, { loading: removing }] = useGroupMutation(RemovePilgrimMutation);
  const removeOne = async (pilgrimId: string) => {
    try {
      await remove({ variables: { groupId: group.id, pilgrimId } });
      toast(t('pilgrims.removed'), undefined, 'success');
    } catch (err) {
      toast(t('pilgrims.removeFailed'), localMessage(errorMessage(err, t('pilgrims.removeFailed'))), 'error');
    }
  };

  return (
    <TabSection
      title={t('pilgrims.title')}
      text={t('pilgrims.text')}
      action={
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => setDialog({ open: true, mrz: false })} data-testid="pilgrim-add">
            <UserPlus size={14} aria-hidden /> {t('pilgrims.add')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog({ open: true, mrz: true })} data-testid="pilgrim-mrz">
            <ScanLine size={14} aria-hidden /> {t('pilgrims.pasteMrz')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setImporting((v) => !v)} aria-expanded={importing} data-testid="pilgrim-import">
            <Upload size={14} aria-hidden /> {t('pilgrims.import')}
          </Button>
        </HStack>
      }
    >
      {importing && <ImportPanel groupId={group.id} />}
      {group.pilgrims.length === 0 ? (
        <Text color="fg.muted" py="6" px="4" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="pilgrims-empty">
          {t('pilgrims.none')}
        </Text>
      ) : (
        <Box borderWidth="1px" rounded="lg" position="relative" {...scrollRegion(t('pilgrims.tableLabel'))}>
          <Table.Root size="sm" data-testid="pilgrims-table">
            <Table.Header>
              <Table.Row>
                {(['name', 'gender', 'born', 'nationality', 'passport', 'expires', 'family', 'visa'] as const).map((c) => (
                  <Table.ColumnHeader key={c} whiteSpace="nowrap">
                    {t(`pilgrims.col.${c}`)}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader>
                  <Box as="span" srOnly>
                    {t('pilgrims.remove')}
                  </Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {group.pilgrims.map((p) => (
                <Table.Row key={p.id} data-testid="pilgrim-row">
                  <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                    <bdi lang="en">{fullName(p)}</bdi>
                    {p.relation && (
                      <Text as="span" color="fg.muted" fontSize="xs">
                        {' '}
                        (<bdi lang="en">{p.relation}</bdi>)
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{t(`genders.${p.gender}`)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{f.date(p.dateOfBirth)}</Table.Cell>
                  <Table.Cell translate="no">{p.nationality}</Table.Cell>
                  <Table.Cell translate="no">
                    <Ltr>{p.passportNumber}</Ltr>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{f.date(p.passportExpiryDate)}</Table.Cell>
                  <Table.Cell>{p.family ? <bdi lang="en">{p.family}</bdi> : '—'}</Table.Cell>
                  <Table.Cell>
                    <VisaStatusBadge status={p.visaStatus} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      disabled={removing}
                      onClick={() => void removeOne(p.id)}
                      data-testid="pilgrim-remove"
                    >
                      <Trash2 size={14} aria-hidden />
                      <VisuallyHidden>
                        <Trans t={t} i18nKey="pilgrims.removeLabel" values={{ name: fullName(p) }} components={{ name: <Stored /> }} />
                      </VisuallyHidden>
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <PilgrimDialog groupId={group.id} open={dialog.open} withMrz={dialog.mrz} onClose={() => setDialog({ open: false, mrz: false })} />
    </TabSection>
  );
}
