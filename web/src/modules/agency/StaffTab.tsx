import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { i18n } from '../../i18n';
import staffNs from '../../i18n/en/staff';
import { useFormat } from '../../i18n/format';
import { CopyOnce } from '../../ui/copyOnce';
import { errorMessage, validateWith } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { Select } from '../../ui/select';
import { toast } from '../../ui/toaster';
import { PanelCard } from '../../ui/panelCard';
import { useSession } from '../session/useSession';
import { AgencyStaffQuery, type MemberRole, useAgencyStaffMutations, useInviteAgencyMember } from './operations';

// The agent dashboard's Staff tab (issue 17, item 6): the owner (and managers, for staff) invite people by a link,
// see members and pending invitations, change roles, suspend, reactivate and remove. The API enforces every rule; the
// tab only leaves out what the viewer's role cannot do.

// the shared e-mail message reaches the field through localMessage; the role's is this tab's own
const inviteSchema = () =>
  v.object({
    email: v.pipe(v.string('Please enter a valid email address'), v.trim(), v.email('Please enter a valid email address'), v.maxLength(254, 'Please enter a valid email address')),
    role: v.picklist(['manager', 'staff'], i18n.t('chooseRole', { ns: staffNs })),
  });

const MEMBER_ROLES = ['staff', 'manager'] as const;
const DATE = 'dd LLL yyyy';

function InviteLink({ link, path, onDone }: { link: string; path: string; onDone: () => void }) {
  // without PUBLIC_URL the API gives the path alone: this browser's origin is the app's
  const full = link.startsWith('http') ? link : `${window.location.origin}${path}`;
  const { t } = useTranslation(staffNs);
  return (
    <CopyOnce
      heading={
        <Text fontWeight="semibold" mb="2">
          {t('linkText')}
        </Text>
      }
      value={full}
      texts={{ copy: t('copy'), done: t('done'), copied: t('copied'), copiedText: t('copiedText'), copyFailed: t('copyFailed'), copyFailedText: t('copyFailedText') }}
      onDone={onDone}
      testId="invite-link"
      valueTestId="invite-link-value"
    />
  );
}

function InviteForm({ canInviteManagers }: { canInviteManagers: boolean }) {
  const [invite] = useInviteAgencyMember();
  const [created, setCreated] = useState<{ link: string; path: string } | null>(null);
  const { t } = useTranslation(staffNs);
  const options = (canInviteManagers ? (['staff', 'manager'] as const) : (['staff'] as const)).map((r) => ({ value: r, label: t(`roleOptions.${r}`) }));
  if (created) return <InviteLink {...created} onDone={() => setCreated(null)} />;
  return (
    <Form<{ email: string; role: MemberRole }>
      initialValues={{ role: 'staff' }}
      validate={validateWith(inviteSchema)}
      onSubmit={async (values, form) => {
        try {
          const { data } = await invite({ variables: { email: values.email.trim(), role: values.role } });
          if (!data) throw new Error(t('inviteNotMade'));
          setCreated({ link: data.inviteAgencyMember.link, path: data.inviteAgencyMember.path });
          setTimeout(() => form.restart({ role: 'staff' } as { email: string; role: MemberRole }));
        } catch (err) {
          toast(t('inviteFailed'), errorMessage(err, t('tryAgain')), 'error');
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('inviteForm')} data-testid="invite-form">
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
            <Box flex="1">
              <TextField name="email" label={t('email')} autoComplete="off" testId="invite-email" />
            </Box>
            <Box flex="1">
              <SelectField name="role" label={t('role')} options={options} testId="invite-role" />
            </Box>
            <Button type="submit" colorPalette="brand" disabled={submitting} data-testid="invite-submit">
              <UserPlus size={16} aria-hidden /> {submitting ? t('inviting') : t('invite')}
            </Button>
          </Flex>
        </form>
      )}
    />
  );
}

/** The Staff tab: members and invitations of the viewer's agency (owner and managers). */
export function StaffTab() {
  const { user } = useSession();
  const isOwner = (user?.agencyRole ?? 'owner') === 'owner';
  const { data, loading, error } = useQuery(AgencyStaffQuery, { fetchPolicy: 'cache-and-network' });
  const act = useAgencyStaffMutations();
  const { t } = useTranslation(staffNs);
  const { lang, date } = useFormat();
  // English exactly as before (luxon's default locale: 'Sep', where en-PK says 'Sept'); Urdu month names otherwise
  const when = (iso: string) => (lang === 'en' ? DateTime.fromISO(iso).toFormat(DATE) : date(iso, DATE));
  const memberRoleOptions = MEMBER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }));
  // the member whose removal waits for a second click
  const [removing, setRemoving] = useState<string | null>(null);
  const members = data?.agencyMembers ?? [];
  const invitations = data?.agencyInvitations ?? [];

  return (
    <Stack gap="6" data-testid="staff-tab">
      <PanelCard title={t('inviteTitle')} text={t('inviteText')}>
        <InviteForm canInviteManagers={isOwner} />
      </PanelCard>

      <Stack gap="3">
        <Heading size="md">{t('members')}</Heading>
        {error ? (
          <Text role="alert">{errorMessage(error, t('loadFailed'))}</Text>
        ) : loading && !data ? (
          <Skeleton height="24" />
        ) : members.length === 0 ? (
          <Text color="fg.muted" data-testid="staff-empty">
            {t('empty')}
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" data-testid="staff-members">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('member')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('role')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('joined')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {members.map((m) => {
                  const name = `${m.firstName} ${m.lastName}`.trim() || m.username;
                  // a manager manages staff only
                  const manageable = isOwner || m.role === 'staff';
                  return (
                    <Table.Row key={m.userId} data-testid="staff-member-row">
                      <Table.Cell>
                        <Text fontWeight="medium" lang="en">
                          {name}
                        </Text>
                        <Text fontSize="xs" color="fg.muted" lang="en">
                          {m.username} · {m.email}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        {isOwner ? (
                          <Select
                            size="sm"
                            minW="32"
                            label={t('roleOf', { name })}
                            value={m.role}
                            options={memberRoleOptions}
                            onChange={(e) => void act.setRole(m.userId, e.target.value as MemberRole, name)}
                            testId="staff-member-role"
                          />
                        ) : (
                          <Text textTransform="capitalize">{t(`roleNames.${m.role}`, { defaultValue: m.role })}</Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={m.status === 'active' ? 'green' : 'orange'}>{m.status === 'active' ? t('active') : t('suspended')}</Badge>
                      </Table.Cell>
                      <Table.Cell>{when(m.createdAt)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {manageable && (
                          <HStack justify="end" gap="2">
                            {m.status === 'active' ? (
                              <Button size="xs" variant="outline" onClick={() => void act.suspend(m.userId, name)} data-testid="staff-suspend">
                                {t('suspend')}
                              </Button>
                            ) : (
                              <Button size="xs" variant="outline" onClick={() => void act.reactivate(m.userId, name)} data-testid="staff-reactivate">
                                {t('reactivate')}
                              </Button>
                            )}
                            {removing === m.userId ? (
                              <Button size="xs" colorPalette="red" onClick={() => void act.remove(m.userId, name).then(() => setRemoving(null))} data-testid="staff-remove-confirm">
                                {t('confirmRemove')}
                              </Button>
                            ) : (
                              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(m.userId)} data-testid="staff-remove">
                                {t('remove')}
                              </Button>
                            )}
                          </HStack>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>

      {invitations.length > 0 && (
        <Stack gap="3">
          <Heading size="md">{t('pending')}</Heading>
          <Stack gap="2" data-testid="staff-invitations">
            {invitations.map((i) => (
              <Flex key={i.id} justify="space-between" align="center" gap="3" borderWidth="1px" rounded="md" p="3" wrap="wrap" data-testid="staff-invitation-row">
                <Stack gap="0">
                  <Text fontWeight="medium" lang="en">
                    {i.email}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {i.expired
                      ? t('invitationExpired', { role: t(`roles.${i.role}`), sent: when(i.createdAt) })
                      : t('invitationValid', { role: t(`roles.${i.role}`), sent: when(i.createdAt), until: when(i.expiresAt) })}
                  </Text>
                </Stack>
                <HStack>
                  {i.expired && <Badge colorPalette="orange">{t('expired')}</Badge>}
                  {(isOwner || i.role === 'staff') && (
                    <Button size="xs" variant="ghost" onClick={() => void act.revoke(i.id, i.email)}>
                      {t('withdraw')}
                    </Button>
                  )}
                </HStack>
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
