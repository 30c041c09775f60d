import { Badge, Box, Button, Code, Container, Grid, Heading, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { dashboardPath } from '@rules/accounts.js';
import { PAGE_SIZE, QUERY_LIMITS, RATE_LIMIT_DEFAULTS } from '@rules/api-limits.js';
import { BookOpen, KeyRound, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import developers from '../../i18n/en/developers';
import { useSession } from '../session/useSession';
import { EXAMPLE_STAY } from '../../sandbox/examples';
import { scrollRegion } from '../../ui/scroll';
import { rich } from './rich';

const ORIGIN = typeof window === 'undefined' ? 'https://safarnama.example.pk' : window.location.origin;

// code is code in every language: lang="en" for screen readers, translate="no" for translating browsers (htmlTranslate on
// Chakra: its translate is the CSS one), left to right in an Urdu sentence too
function InlineCode({ children, fontSize }: { children: ReactNode; fontSize?: string }) {
  return (
    <Code lang="en" htmlTranslate="no" dir="ltr" fontSize={fontSize}>
      {children}
    </Code>
  );
}

// the marks in the catalogue's sentences (i18n/en/developers.ts)
const MARKS = {
  c: (s: string) => <InlineCode>{s}</InlineCode>,
  b: (s: string) => <strong>{s}</strong>,
  en: (s: string) => (
    <bdi lang="en" translate="no" dir="ltr">
      {s}
    </bdi>
  ),
};

function Snippet({ children, label }: { children: string; label?: string }) {
  const { t } = useTranslation(developers);
  return (
    <Box>
      {label && (
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="1">
          {label}
        </Text>
      )}
      <Box
        as="pre"
        bg="gray.900"
        color="gray.100"
        p="4"
        rounded="lg"
        fontSize="sm"
        {...scrollRegion(t('codeExample'))}
        fontFamily="ui-monospace, SFMono-Regular, Menlo, monospace"
        whiteSpace="pre"
        lang="en"
        htmlTranslate="no"
        // left to right on an Urdu page too
        dir="ltr"
      >
        {children}
      </Box>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} scrollMarginTop="80px">
      <Heading as="h2" size="xl" mb="3">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

// each code's meaning is errors.meanings.<code> in the catalogue
const ERRORS: [number, string][] = [
  [400, 'BAD_USER_INPUT'],
  [400, 'GRAPHQL_VALIDATION_FAILED'],
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [409, 'CONFLICT'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [429, 'TOO_MANY_REQUESTS'],
  [502, 'BAD_GATEWAY'],
];

function StatusBadge({ status }: { status: number }) {
  return <Badge colorPalette={status >= 500 ? 'red' : status === 429 ? 'orange' : 'gray'}>{status}</Badge>;
}

// each row's name is limits.rows.<key> in the catalogue
const LIMIT_ROWS: (keyof typeof QUERY_LIMITS.anonymous)[] = ['depth', 'cost', 'aliases', 'directives', 'tokens'];

export default function DevelopersPage() {
  const { t } = useTranslation(developers);
  // a sentence of the catalogue with its marks made elements
  const say = (key: string, parts: Record<string, ReactNode> = {}, values: Record<string, unknown> = {}) => rich(t(key, values), { ...MARKS, ...parts });
  const { user } = useSession();
  const canHaveKeys = user?.role === 'b2b_agent' || user?.role === 'super_admin';
  const keysHref = canHaveKeys ? dashboardPath(user?.role) : '/auth?tab=register';
  const curl = `curl -s ${ORIGIN}/graphql \\\n  -H "Authorization: Bearer $KEY" \\\n  -H 'Content-Type: application/json'`;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        <HStack mt="6" gap="3" wrap="wrap">
          <Button asChild bg="gold.400" color="gray.900" _hover={{ bg: 'gold.300' }}>
            <a href="/graphql" data-testid="open-sandbox">
              <PlayCircle size={18} aria-hidden /> {t('openSandbox')}
            </a>
          </Button>
          <Button asChild variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={keysHref}>
              <KeyRound size={18} aria-hidden /> {canHaveKeys ? t('manageKeys') : t('registerAgent')}
            </RouterLink>
          </Button>
        </HStack>
      </PageHeader>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '220px 1fr' }} gap="10">
          <Box as="nav" aria-label={t('onThisPage')} display={{ base: 'none', lg: 'block' }} position="sticky" top="90px" alignSelf="start">
            <Text fontWeight="semibold" mb="2" display="flex" alignItems="center" gap="2">
              <BookOpen size={16} aria-hidden /> {t('onThisPage')}
            </Text>
            <List.Root listStyleType="none" gap="1" fontSize="sm">
              {[
                ['key', t('nav.key')],
                ['first-request', t('nav.firstRequest')],
                ['search', t('nav.search')],
                ['book', t('nav.book')],
                ['bookings', t('nav.bookings')],
                ['errors', t('nav.errors')],
                ['limits', t('nav.limits')],
                ['client', t('nav.client')],
              ].map(([id, label]) => (
                <List.Item key={id}>
                  <Link href={`#${id}`} color="fg.muted" _hover={{ color: 'brand.fg' }}>
                    {label}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Stack gap="12" minW="0">
            <Section id="key" title={t('key.title')}>
              <Text>{say('key.text1')}</Text>
              <Text>{say('key.text2', { auth: <InlineCode>Authorization: Bearer &lt;key&gt;</InlineCode> })}</Text>
            </Section>

            <Section id="first-request" title={t('firstRequest.title')}>
              <Snippet label="GraphQL">{`export KEY=sk_live_…\n${curl} \\\n  -d '{"query":"{ me { username role } currencies { code rate } }"}'`}</Snippet>
              <Snippet label="REST">{`curl -s ${ORIGIN}/api/user -H "Authorization: Bearer $KEY"\ncurl -s ${ORIGIN}/api/currencies`}</Snippet>
              <Text fontSize="sm" color="fg.muted">
                {say('firstRequest.get')}
              </Text>
            </Section>

            <Section id="search" title={t('search.title')}>
              <Snippet label="GraphQL">{`${curl} \\\n  -d '{"query":"query($type: PackageType) { packages(type: $type, pagination: { limit: 20 }) { items { id name duration priceInPkr availableSpots } hasMore } }","variables":{"type":"umrah"}}'`}</Snippet>
              <Snippet label="REST">{`curl -s "${ORIGIN}/api/packages?type=umrah" -H "Authorization: Bearer $KEY"\ncurl -s "${ORIGIN}/api/hotels?city=Makkah&checkInDate=${EXAMPLE_STAY.checkInDate}&checkOutDate=${EXAMPLE_STAY.checkOutDate}&rooms=1&guests=2&currency=PKR" \\\n  -H "Authorization: Bearer $KEY"`}</Snippet>
              <Text>{say('search.text', {}, { default: PAGE_SIZE.default, max: PAGE_SIZE.max })}</Text>
            </Section>

            <Section id="book" title={t('book.title')}>
              <Text>{say('book.text')}</Text>
              <Snippet label="GraphQL">{`${curl} \\\n  -H "Idempotency-Key: $(uuidgen)" \\\n  -d '{"query":"mutation($input: BookInput!) { book(input: $input) { id status totalPriceInPkr } }","variables":{"input":{"type":"package","packageId":"…","passengerCount":1}}}'`}</Snippet>
              <Snippet label="REST">{`curl -s -X POST ${ORIGIN}/api/bookings \\\n  -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\\n  -H "Idempotency-Key: $(uuidgen)" \\\n  -d '{"type":"package","packageId":"…","passengerCount":1}'`}</Snippet>
            </Section>

            <Section id="bookings" title={t('bookings.title')}>
              <Snippet label="GraphQL">{`${curl} \\\n  -d '{"query":"{ bookings(pagination: { limit: 20, offset: 0 }) { items { id type status totalPriceInPkr travelDate createdAt } hasMore } }"}'`}</Snippet>
              <Snippet label="REST">{`curl -s ${ORIGIN}/api/bookings -H "Authorization: Bearer $KEY"`}</Snippet>
            </Section>

            <Section id="errors" title={t('errors.title')}>
              <Text>{say('errors.text', { json: <InlineCode>{'{"message": "...", "code": "..."}'}</InlineCode> })}</Text>
              <Box {...scrollRegion(t('errors.label'))} display={{ base: 'none', md: 'block' }}>
                <Table.Root size="sm" variant="outline" data-testid="error-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('errors.http')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('errors.code')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('errors.meaning')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {ERRORS.map(([status, code]) => (
                      <Table.Row key={code}>
                        <Table.Cell>
                          <StatusBadge status={status} />
                        </Table.Cell>
                        <Table.Cell>
                          <InlineCode fontSize="xs">{code}</InlineCode>
                        </Table.Cell>
                        <Table.Cell minW="240px">{say(`errors.meanings.${code}`)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              {/* small screens: one card per code instead of a table that scrolls sideways */}
              <Stack gap="2" display={{ base: 'flex', md: 'none' }}>
                {ERRORS.map(([status, code]) => (
                  <Box key={code} borderWidth="1px" rounded="md" p="3">
                    <HStack gap="2" mb="1">
                      <StatusBadge status={status} />
                      <InlineCode fontSize="xs">{code}</InlineCode>
                    </HStack>
                    <Text fontSize="sm">{say(`errors.meanings.${code}`)}</Text>
                  </Box>
                ))}
              </Stack>
            </Section>

            <Section id="limits" title={t('limits.title')}>
              <Text>{say('limits.text', {}, { authenticated: RATE_LIMIT_DEFAULTS.authenticated, anonymous: RATE_LIMIT_DEFAULTS.anonymous })}</Text>
              <Box {...scrollRegion(t('limits.label'))}>
                <Table.Root size="sm" variant="outline" data-testid="limits-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('limits.perOperation')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('limits.anonymous')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('limits.apiKey')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {LIMIT_ROWS.map((key) => (
                      <Table.Row key={key}>
                        <Table.Cell>{t(`limits.rows.${key}`)}</Table.Cell>
                        <Table.Cell textAlign="end">{QUERY_LIMITS.anonymous[key].toLocaleString('en-US')}</Table.Cell>
                        <Table.Cell textAlign="end">{QUERY_LIMITS.authenticated[key].toLocaleString('en-US')}</Table.Cell>
                      </Table.Row>
                    ))}
                    <Table.Row>
                      <Table.Cell>{say('limits.pageSize')}</Table.Cell>
                      <Table.Cell textAlign="end">{PAGE_SIZE.max}</Table.Cell>
                      <Table.Cell textAlign="end">{PAGE_SIZE.max}</Table.Cell>
                    </Table.Row>
                  </Table.Body>
                </Table.Root>
              </Box>
              <Text fontSize="sm" color="fg.muted">
                {say('limits.cost')}
              </Text>
            </Section>

            <Section id="client" title={t('client.title')}>
              <Text>{say('client.text')}</Text>
              <Snippet>{`SAFARNAMA_URL=${ORIGIN} SAFARNAMA_API_KEY=sk_live_… npx tsx scripts/partner-example.ts`}</Snippet>
            </Section>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
