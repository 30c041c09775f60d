import { useMutation } from '@apollo/client/react';
import { Box, Button, Container, Grid, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { LoginSchema, RegisterSchema, safeReturnPath } from '@rules/accounts.js';
import { Building2, Hotel, Plane, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullScreenSpinner } from '../../app/FullScreenSpinner';
import { getFragmentData, graphql } from '../../gql';
import { errorMessage, validateWith } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { type SessionUser, SessionUserFragment } from '../session/sessionUser';
import { displayName, useSession, useSetSessionUser } from '../session/useSession';

const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) { ...SessionUser }
  }
`);

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) { ...SessionUser }
  }
`);

type Tab = 'login' | 'register';

// features.<key>.title and .text in the auth catalogue
const FEATURES = [
  { icon: Plane, key: 'flights' },
  { icon: Hotel, key: 'hotels' },
  { icon: Building2, key: 'b2b' },
  { icon: ShieldCheck, key: 'secure' },
] as const;

export default function AuthPage() {
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'register' ? 'register' : 'login');
  const navigate = useNavigate();
  const setSessionUser = useSetSessionUser();
  const next = safeReturnPath(params.get('next'));
  const [login] = useMutation(LoginMutation);
  const [register] = useMutation(RegisterMutation);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const { t } = useTranslation('auth');
  // spec: registration roles, a personal traveller by default
  const roleOptions = [
    { value: 'end_user', label: t('personal') },
    { value: 'b2b_agent', label: t('agent') },
  ];

  useEffect(() => {
    if (justSignedIn) navigate(next, { replace: true });
  }, [justSignedIn, navigate, next]);

  if (loading) return <FullScreenSpinner />;
  // spec: /auth redirects to / when already signed in
  if (user && !justSignedIn) return <Navigate to="/" replace />;

  const afterSignIn = (me: SessionUser) => {
    setJustSignedIn(true);
    setSessionUser(me);
  };

  return (
    <Container maxW="6xl" py={{ base: '8', md: '16' }}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '8', lg: '16' }} alignItems="start">
        <Box bg="bg" borderWidth="1px" rounded="2xl" shadow="md" p={{ base: '6', md: '8' }}>
          <Heading as="h1" size="2xl" mb="1">
            {tab === 'login' ? t('welcomeBack') : t('createTitle')}
          </Heading>
          <Text color="fg.muted" mb="6">
            {tab === 'login' ? t('signInText') : t('registerText')}
          </Text>
          <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as Tab)} variant="enclosed" fitted lazyMount unmountOnExit>
            <Tabs.List mb="6">
              <Tabs.Trigger value="login" data-testid="tab-login">
                {t('signInTab')}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" data-testid="tab-register">
                {t('registerTab')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <Form
                validate={validateWith(LoginSchema)}
                onSubmit={async (values: { username: string; password: string }) => {
                  try {
                    const { data } = await login({ variables: { input: { username: values.username.trim(), password: values.password } } });
                    if (!data) throw new Error(t('invalidLogin'));
                    const me = getFragmentData(SessionUserFragment, data.login);
                    toast(t('loginSuccess'), t('loginSuccessText', { name: displayName(me) }), 'success');
                    afterSignIn(me);
                  } catch (err) {
                    // the server answers in the chosen language (Accept-Language)
                    toast(t('loginFailed'), errorMessage(err, t('invalidLogin')), 'error');
                  }
                }}
                render={({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label={t('signInForm')}>
                    <Stack gap="4">
                      <TextField name="username" testId="username-input" label={t('username')} autoComplete="username" />
                      <TextField name="password" testId="password-input" label={t('password')} type="password" autoComplete="current-password" />
                      <Button type="submit" colorPalette="brand" size="lg" disabled={submitting} data-testid="login-submit">
                        {submitting ? t('signingIn') : t('signIn')}
                      </Button>
                      <Text fontSize="sm" color="fg.muted" textAlign="center">
                        {t('newHere')}{' '}
                        <Link as="button" color="brand.700" fontWeight="medium" onClick={() => setTab('register')}>
                          {t('createAccountLink')}
                        </Link>
                      </Text>
                    </Stack>
                  </form>
                )}
              />
            </Tabs.Content>
            <Tabs.Content value="register">
              <Form
                initialValues={{ role: 'end_user' }}
                validate={validateWith(RegisterSchema)}
                onSubmit={async (values: {
                  username: string;
                  email: string;
                  password: string;
                  firstName: string;
                  lastName: string;
                  role: string;
                }) => {
                  try {
                    const { data } = await register({
                      variables: { input: { ...values, username: values.username.trim(), email: values.email.trim() } },
                    });
                    if (!data) throw new Error(t('registerFailedText'));
                    const me = getFragmentData(SessionUserFragment, data.register);
                    toast(t('registerSuccess'), t('registerSuccessText', { name: displayName(me) }), 'success');
                    afterSignIn(me);
                  } catch (err) {
                    toast(t('registerFailed'), errorMessage(err, t('registerFailedText')), 'error');
                  }
                }}
                render={({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label={t('registerForm')}>
                    <Stack gap="4">
                      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                        <TextField name="firstName" testId="firstName-input" label={t('firstName')} autoComplete="given-name" />
                        <TextField name="lastName" testId="lastName-input" label={t('lastName')} autoComplete="family-name" />
                      </Grid>
                      <TextField name="username" testId="username-input" label={t('username')} autoComplete="username" />
                      <TextField name="email" testId="email-input" label={t('email')} type="email" autoComplete="email" />
                      <TextField name="password" testId="password-input" label={t('password')} type="password" autoComplete="new-password" />
                      <SelectField name="role" label={t('iAmA')} options={roleOptions} testId="role-select" />
                      <Button type="submit" colorPalette="brand" size="lg" disabled={submitting} data-testid="register-submit">
                        {submitting ? t('creatingAccount') : t('createAccount')}
                      </Button>
                      <Text fontSize="sm" color="fg.muted" textAlign="center">
                        {t('haveAccount')}{' '}
                        <Link as="button" color="brand.700" fontWeight="medium" onClick={() => setTab('login')}>
                          {t('signInLink')}
                        </Link>
                      </Text>
                    </Stack>
                  </form>
                )}
              />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
        <Stack gap="6" pt={{ lg: '8' }}>
          <Heading as="h2" size="xl" color="brand.800">
            {t('featuresTitle')}
          </Heading>
          {FEATURES.map(({ icon: Icon, key }) => (
            <Stack key={key} direction="row" gap="4" align="start">
              <Box p="3" rounded="xl" bg="brand.50" color="brand.700">
                <Icon size={22} />
              </Box>
              <Box>
                <Text fontWeight="semibold">{t(`features.${key}.title`)}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {t(`features.${key}.text`)}
                </Text>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Grid>
    </Container>
  );
}
