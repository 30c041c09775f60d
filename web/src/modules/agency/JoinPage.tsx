import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RegisterSchema } from '@rules/accounts.js';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import * as v from 'valibot';
import { getFragmentData } from '../../gql';
import { errorMessage, validateWith } from '../../ui/form';
import { TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { SessionUserFragment } from '../session/sessionUser';
import { displayName, useSession, useSetSessionUser } from '../session/useSession';
import { AcceptAgencyInvitationMutation, AgencyInvitationQuery } from './operations';
import joinNs from '../../i18n/en/join';
import { Stored } from '../../i18n/bidi';

// /join/:token: an invitee joins an agency (issue 17, item 6). The invitation names the agency, the e-mail and the role;
// the invitee picks a username and password (registration's rules) and is signed in to the agent dashboard.

// registration's rules, the e-mail being the invitation's
const JoinSchema = v.omit(RegisterSchema, ['email', 'role']);
type Values = { username: string; password: string; firstName: string; lastName: string };

export default function JoinPage() {
  const { token = '' } = useParams();
  const { user, loading: sessionLoading } = useSession();
  const setSessionUser = useSetSessionUser();
  const [joined, setJoined] = useState(false);
  const { data, loading, error } = useQuery(AgencyInvitationQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [accept] = useMutation(AcceptAgencyInvitationMutation);
  const invitation = data?.agencyInvitation;
  const { t } = useTranslation(joinNs);
  // issue 39: a master agency's invitation to open a sub-agency (its own account, not a member's)
  const subAgency = invitation?.kind === 'sub_agency';

  if (joined) return <Navigate to="/dashboard/b2b-agent" replace />;

  return (
    <Container maxW="lg" py={{ base: '8', md: '16' }}>
      <Box bg="bg" borderWidth="1px" rounded="2xl" shadow="md" p={{ base: '6', md: '8' }} data-testid="join-page">
        <Heading as="h1" size="2xl" mb="1">
          {t('title')}
        </Heading>
        {loading || sessionLoading ? (
          <Skeleton height="40" mt="4" />
        ) : error || !invitation ? (
          <Stack gap="3" mt="4">
            <Text role="alert" data-testid="join-error">
              {errorMessage(error, t('invalidLink'))}
            </Text>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/auth">{t('goToSignIn')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Stack gap="5" mt="2">
            <Text color="fg.muted" data-testid="join-summary">
              <Trans
                t={t}
                i18nKey={subAgency ? 'invitesSubAgency' : invitation.memberRole === 'manager' ? 'invitesManager' : 'invitesStaff'}
                values={{ agency: invitation.agencyName, email: invitation.email, subAgency: invitation.subAgencyName ?? '' }}
                components={{ agency: <Stored />, sub: <Stored />, b: <b /> }}
              />
            </Text>
            {user && (
              <Text fontSize="sm" color="orange.700">
                <Trans t={t} i18nKey="signedInAs" values={{ name: user.username }} components={{ name: <Stored /> }} />
              </Text>
            )}
            <Form<Values>
              validate={validateWith(JoinSchema)}
              onSubmit={async (values) => {
                try {
                  const { data: answer } = await accept({ variables: { input: { token, ...values, username: values.username.trim() } } });
                  if (!answer) throw new Error(t('joinFailedText'));
                  const me = getFragmentData(SessionUserFragment, answer.acceptAgencyInvitation);
                  toast(t('welcomeAboard'), t(subAgency ? 'welcomeSubAgency' : 'welcomeMember', { name: displayName(me) }), 'success');
                  setSessionUser(me);
                  setJoined(true);
                } catch (err) {
                  toast(t('joinFailed'), errorMessage(err, t('tryAgain')), 'error');
                }
              }}
              render={({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate aria-label={t('form')}>
                  <Stack gap="4">
                    <TextField name="firstName" label={t('firstName')} autoComplete="given-name" testId="join-first-name" />
                    <TextField name="lastName" label={t('lastName')} autoComplete="family-name" testId="join-last-name" />
                    <TextField name="username" label={t('username')} autoComplete="username" testId="join-username" />
                    <TextField name="password" label={t('password')} type="password" autoComplete="new-password" testId="join-password" />
                    <Button type="submit" colorPalette="brand" size="lg" disabled={submitting} data-testid="join-submit">
                      {submitting ? t('joining') : t('join')}
                    </Button>
                  </Stack>
                </form>
              )}
            />
          </Stack>
        )}
      </Box>
    </Container>
  );
}
