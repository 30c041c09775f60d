import { useMutation } from '@apollo/client/react';
import { Box, Button, Container, Grid, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { LoginSchema, RegisterSchema, safeReturnPath } from '@rules/accounts.js';
import { Building2, Hotel, Plane, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
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

// spec: registration roles, a personal traveller by default
const ROLE_OPTIONS = [
  { value: 'end_user', label: 'Personal Traveler' },
  { value: 'b2b_agent', label: 'Travel Agent (B2B)' },
];

const FEATURES = [
  { icon: Plane, title: 'Flight booking', text: 'Fares from 500+ airlines out of Karachi, Lahore, Islamabad and beyond.' },
  { icon: Hotel, title: 'Hotel & packages', text: 'Hotels near the Haram, Umrah and Hajj packages, northern tours.' },
  { icon: Building2, title: 'B2B services', text: 'Agents publish packages, manage bookings and track earnings.' },
  { icon: ShieldCheck, title: 'Secure', text: 'Encrypted sessions and prices computed by our servers, in PKR.' },
];

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
            {tab === 'login' ? 'Welcome back' : 'Create your account'}
          </Heading>
          <Text color="fg.muted" mb="6">
            {tab === 'login' ? 'Sign in to book and manage your trips.' : 'Join Safarnama as a traveller or a travel agent.'}
          </Text>
          <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as Tab)} variant="enclosed" fitted lazyMount unmountOnExit>
            <Tabs.List mb="6">
              <Tabs.Trigger value="login" data-testid="tab-login">
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="register" data-testid="tab-register">
                Register
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <Form
                validate={validateWith(LoginSchema)}
                onSubmit={async (values: { username: string; password: string }) => {
                  try {
                    const { data } = await login({ variables: { input: { username: values.username.trim(), password: values.password } } });
                    if (!data) throw new Error('Invalid username or password');
                    const me = getFragmentData(SessionUserFragment, data.login);
                    toast('Login Successful', `Welcome back, ${displayName(me)}`, 'success');
                    afterSignIn(me);
                  } catch (err) {
                    toast('Login Failed', errorMessage(err, 'Invalid username or password'), 'error');
                  }
                }}
                render={({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
                    <Stack gap="4">
                      <TextField name="username" testId="username-input" label="Username" autoComplete="username" />
                      <TextField name="password" testId="password-input" label="Password" type="password" autoComplete="current-password" />
                      <Button type="submit" colorPalette="brand" size="lg" disabled={submitting} data-testid="login-submit">
                        {submitting ? 'Signing In...' : 'Sign In'}
                      </Button>
                      <Text fontSize="sm" color="fg.muted" textAlign="center">
                        New to Safarnama?{' '}
                        <Link as="button" color="brand.700" fontWeight="medium" onClick={() => setTab('register')}>
                          Create an account
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
                    if (!data) throw new Error('Registration failed. Please try again.');
                    const me = getFragmentData(SessionUserFragment, data.register);
                    toast('Registration Successful', `Welcome to Safarnama, ${displayName(me)}! Your account is ready.`, 'success');
                    afterSignIn(me);
                  } catch (err) {
                    toast('Registration Failed', errorMessage(err, 'Registration failed. Please try again.'), 'error');
                  }
                }}
                render={({ handleSubmit, submitting }) => (
                  <form onSubmit={handleSubmit} noValidate aria-label="Register">
                    <Stack gap="4">
                      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                        <TextField name="firstName" testId="firstName-input" label="First name" autoComplete="given-name" />
                        <TextField name="lastName" testId="lastName-input" label="Last name" autoComplete="family-name" />
                      </Grid>
                      <TextField name="username" testId="username-input" label="Username" autoComplete="username" />
                      <TextField name="email" testId="email-input" label="Email" type="email" autoComplete="email" />
                      <TextField name="password" testId="password-input" label="Password" type="password" autoComplete="new-password" />
                      <SelectField name="role" label="I am a" options={ROLE_OPTIONS} testId="role-select" />
                      <Button type="submit" colorPalette="brand" size="lg" disabled={submitting} data-testid="register-submit">
                        {submitting ? 'Creating Account...' : 'Create Account'}
                      </Button>
                      <Text fontSize="sm" color="fg.muted" textAlign="center">
                        Already have an account?{' '}
                        <Link as="button" color="brand.700" fontWeight="medium" onClick={() => setTab('login')}>
                          Sign in
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
            Everything for travel from Pakistan, in one account
          </Heading>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Stack key={title} direction="row" gap="4" align="start">
              <Box p="3" rounded="xl" bg="brand.50" color="brand.700">
                <Icon size={22} />
              </Box>
              <Box>
                <Text fontWeight="semibold">{title}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {text}
                </Text>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Grid>
    </Container>
  );
}
