import { useMutation } from '@apollo/client/react';
import { Box, Button, Container, Grid, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { LoginSchema, RegisterSchema, safeReturnPath } from '@rules/accounts.js';
import { Building2, Hotel, Plane, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-final-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type * as v from 'valibot';
import { FullScreenSpinner } from '../../app/FullScreenSpinner';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { errorMessage, validateWith } from '../../ui/form';
import { SelectField, TextField } from '../../ui/formFields';
import { toast } from '../../ui/toaster';
import { SessionUserFragment } from '../session/sessionUser';
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

type LoginValues = { username: string; password: string };
type RegisterValues = { username: string; email: string; password: string; firstName: string; lastName: string; role: string };

/** One tab's form: its fields, the submit button, and the line that opens the other tab ('New here? Create an account'). */
function AuthForm<V extends object>({
  label,
  schema,
  initialValues,
  onSubmit,
  submit,
  busy,
  testId,
  switchText,
  switchLink,
  onSwitch,
  children,
}: {
  label: string;
  schema: v.GenericSchema;
  initialValues?: Partial<V>;
  onSubmit: (values: V) => Promise<void>;
  submit: string;
  /** the button's words while the form is sent */
  busy: string;
  testId: string;
  switchText: string;
  switchLink: string;
  onSwitch: () => void;
  children: ReactNode;
}) {
  return (
    <Form<V>
      initialValues={initialValues}
      validate={validateWith(schema)}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={label}>
          <Stack gap="4">
            {children}
            <Button type="submit" colorPalette="brand" size="lg" disabled={submitting} data-testid={testId}>
              {submitting ? busy : submit}
            </Button>
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {switchText}{' '}
              <Link as="button" type="button" color="brand.700" fontWeight="medium" onClick={onSwitch}>
                {switchLink}
              </Link>
            </Text>
          </Stack>
        </form>
      )}
    />
  );
}

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

  // login and register both answer the session user: welcome them and go on, or say why not (the server answers in
  // the chosen language: Accept-Language); `fallback` when it gives no reason
  const signIn = async (
    answer: () => Promise<FragmentType<typeof SessionUserFragment> | undefined>,
    texts: { welcome: string; welcomeText: (name: string) => string; failed: string; fallback: string },
  ) => {
    try {
      const user = await answer();
      if (!user) throw new Error(texts.fallback);
      const me = getFragmentData(SessionUserFragment, user);
      toast(texts.welcome, texts.welcomeText(displayName(me)), 'success');
      setJustSignedIn(true);
      setSessionUser(me);
    } catch (err) {
      toast(texts.failed, errorMessage(err, texts.fallback), 'error');
    }
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
              <AuthForm<LoginValues>
                label={t('signInForm')}
                schema={LoginSchema}
                onSubmit={(values) =>
                  signIn(async () => (await login({ variables: { input: { username: values.username.trim(), password: values.password } } })).data?.login, {
                    welcome: t('loginSuccess'),
                    welcomeText: (name) => t('loginSuccessText', { name }),
                    failed: t('loginFailed'),
                    fallback: t('invalidLogin'),
                  })
                }
                submit={t('signIn')}
                busy={t('signingIn')}
                testId="login-submit"
                switchText={t('newHere')}
                switchLink={t('createAccountLink')}
                onSwitch={() => setTab('register')}
              >
                <TextField name="username" testId="username-input" label={t('username')} autoComplete="username" />
                <TextField name="password" testId="password-input" label={t('password')} type="password" autoComplete="current-password" />
              </AuthForm>
            </Tabs.Content>
            <Tabs.Content value="register">
              <AuthForm<RegisterValues>
                label={t('registerForm')}
                schema={RegisterSchema}
                initialValues={{ role: 'end_user' }}
                onSubmit={(values) =>
                  signIn(async () => (await register({ variables: { input: { ...values, username: values.username.trim(), email: values.email.trim() } } })).data?.register, {
                    welcome: t('registerSuccess'),
                    welcomeText: (name) => t('registerSuccessText', { name }),
                    failed: t('registerFailed'),
                    fallback: t('registerFailedText'),
                  })
                }
                submit={t('createAccount')}
                busy={t('creatingAccount')}
                testId="register-submit"
                switchText={t('haveAccount')}
                switchLink={t('signInLink')}
                onSwitch={() => setTab('login')}
              >
                <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                  <TextField name="firstName" testId="firstName-input" label={t('firstName')} autoComplete="given-name" />
                  <TextField name="lastName" testId="lastName-input" label={t('lastName')} autoComplete="family-name" />
                </Grid>
                <TextField name="username" testId="username-input" label={t('username')} autoComplete="username" />
                <TextField name="email" testId="email-input" label={t('email')} type="email" autoComplete="email" />
                <TextField name="password" testId="password-input" label={t('password')} type="password" autoComplete="new-password" />
                <SelectField name="role" label={t('iAmA')} options={roleOptions} testId="role-select" />
              </AuthForm>
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
