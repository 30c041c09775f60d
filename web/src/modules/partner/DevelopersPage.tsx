import { Badge, Box, Button, Code, Container, Grid, Heading, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { dashboardPath } from '@rules/accounts.js';
import { PAGE_SIZE, QUERY_LIMITS, RATE_LIMIT_DEFAULTS } from '@rules/api-limits.js';
import { BookOpen, KeyRound, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useSession } from '../session/useSession';
import { EXAMPLE_STAY } from '../../sandbox/examples';
import { scrollRegion } from '../../ui/scroll';

const ORIGIN = typeof window === 'undefined' ? 'https://safarnama.example.pk' : window.location.origin;

function Snippet({ children, label }: { children: string; label?: string }) {
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
        {...scrollRegion('Code example')}
        fontFamily="ui-monospace, SFMono-Regular, Menlo, monospace"
        whiteSpace="pre"
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

const ERRORS: [number, string, string][] = [
  [400, 'BAD_USER_INPUT', "An input broke a rule; the message is the rule's own text."],
  [400, 'GRAPHQL_VALIDATION_FAILED', 'Not valid for this schema, or over a query limit (extensions.limit says which).'],
  [401, 'UNAUTHENTICATED', 'The operation needs a key or session, or the key is unknown or revoked.'],
  [403, 'FORBIDDEN', 'Your role may not do this (e.g. a traveller creating an API key).'],
  [404, 'NOT_FOUND', 'No such package, hotel, booking or key (or not yours).'],
  [409, 'CONFLICT', 'Sold out, already exists, or an Idempotency-Key reused with a different body.'],
  [413, 'PAYLOAD_TOO_LARGE', 'The request body is over 1 MB.'],
  [429, 'TOO_MANY_REQUESTS', 'Rate limit reached: wait Retry-After seconds.'],
  [502, 'BAD_GATEWAY', 'A travel provider behind Safarnama failed; retry later.'],
];

function StatusBadge({ status }: { status: number }) {
  return <Badge colorPalette={status >= 500 ? 'red' : status === 429 ? 'orange' : 'gray'}>{status}</Badge>;
}

const LIMIT_ROWS: [string, keyof typeof QUERY_LIMITS.anonymous][] = [
  ['Depth', 'depth'],
  ['Cost', 'cost'],
  ['Aliases', 'aliases'],
  ['Directives', 'directives'],
  ['Tokens', 'tokens'],
];

export default function DevelopersPage() {
  const { user } = useSession();
  const canHaveKeys = user?.role === 'b2b_agent' || user?.role === 'super_admin';
  const keysHref = canHaveKeys ? dashboardPath(user?.role) : '/auth?tab=register';
  const curl = `curl -s ${ORIGIN}/graphql \\\n  -H "Authorization: Bearer $KEY" \\\n  -H 'Content-Type: application/json'`;
  return (
    <>
      <PageHeader
        title="Partner API"
        subtitle="Search and book Safarnama's packages, hotels and transport from your own systems, in GraphQL or REST."
      >
        <HStack mt="6" gap="3" wrap="wrap">
          <Button asChild bg="gold.400" color="gray.900" _hover={{ bg: 'gold.300' }}>
            <a href="/graphql" data-testid="open-sandbox">
              <PlayCircle size={18} aria-hidden /> Open the sandbox
            </a>
          </Button>
          <Button asChild variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={keysHref}>
              <KeyRound size={18} aria-hidden /> {canHaveKeys ? 'Manage API keys' : 'Register as a travel agent'}
            </RouterLink>
          </Button>
        </HStack>
      </PageHeader>
      <Container maxW="5xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: '220px 1fr' }} gap="10">
          <Box as="nav" aria-label="On this page" display={{ base: 'none', lg: 'block' }} position="sticky" top="90px" alignSelf="start">
            <Text fontWeight="semibold" mb="2" display="flex" alignItems="center" gap="2">
              <BookOpen size={16} aria-hidden /> On this page
            </Text>
            <List.Root listStyleType="none" gap="1" fontSize="sm">
              {[
                ['key', '1. Get a key'],
                ['first-request', '2. First request'],
                ['search', '3. Search and price'],
                ['book', '4. Book'],
                ['bookings', '5. List bookings'],
                ['errors', 'Errors'],
                ['limits', 'Limits'],
                ['client', 'Typed client'],
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
            <Section id="key" title="1. Get an API key">
              <Text>
                Keys belong to travel agents and the super administrator. Register as a <strong>Travel Agent (B2B)</strong>, open your
                dashboard, and under <strong>Developer API</strong> name a key and create it. Copy the secret (<Code>sk_live_…</Code>): it
                is shown once, and Safarnama keeps only its SHA-256 hash. Its first 16 characters, the prefix, identify the key in your
                dashboard and in our logs.
              </Text>
              <Text>
                Send it on every request as <Code>Authorization: Bearer &lt;key&gt;</Code>. A key acts as its owner; a revoked or unknown
                key gets <Code>401</Code> immediately. Key requests need no CSRF header. Keep keys on your servers, never in a browser.
              </Text>
            </Section>

            <Section id="first-request" title="2. First request">
              <Snippet label="GraphQL">{`export KEY=sk_live_…\n${curl} \\\n  -d '{"query":"{ me { username role } currencies { code rate } }"}'`}</Snippet>
              <Snippet label="REST">{`curl -s ${ORIGIN}/api/user -H "Authorization: Bearer $KEY"\ncurl -s ${ORIGIN}/api/currencies`}</Snippet>
              <Text fontSize="sm" color="fg.muted">
                A query can also be sent as <Code>GET /graphql?query=…</Code> with an <Code>apollo-require-preflight: true</Code> header.
              </Text>
            </Section>

            <Section id="search" title="3. Search packages, price a hotel stay">
              <Snippet label="GraphQL">{`${curl} \\\n  -d '{"query":"query($type: PackageType) { packages(type: $type, pagination: { limit: 20 }) { items { id name duration priceInPkr availableSpots } hasMore } }","variables":{"type":"umrah"}}'`}</Snippet>
              <Snippet label="REST">{`curl -s "${ORIGIN}/api/packages?type=umrah" -H "Authorization: Bearer $KEY"\ncurl -s "${ORIGIN}/api/hotels?city=Makkah&checkInDate=${EXAMPLE_STAY.checkInDate}&checkOutDate=${EXAMPLE_STAY.checkOutDate}&rooms=1&guests=2&currency=PKR" \\\n  -H "Authorization: Bearer $KEY"`}</Snippet>
              <Text>
                Amounts are PKR decimal strings such as <Code>"125000.00"</Code>. Every list is paged: <Code>limit</Code> defaults to{' '}
                {PAGE_SIZE.default} and is at most {PAGE_SIZE.max}; <Code>offset</Code> skips.
              </Text>
            </Section>

            <Section id="book" title="4. Book">
              <Text>
                The server computes every price; you say what to book. Send an <Code>Idempotency-Key</Code> header (a new UUID per booking
                attempt): retrying with the same key and body returns the first booking instead of booking twice, and the same key with a
                different body is a <Code>409</Code>.
              </Text>
              <Snippet label="GraphQL">{`${curl} \\\n  -H "Idempotency-Key: $(uuidgen)" \\\n  -d '{"query":"mutation($input: BookInput!) { book(input: $input) { id status totalPriceInPkr } }","variables":{"input":{"type":"package","packageId":"…","passengerCount":1}}}'`}</Snippet>
              <Snippet label="REST">{`curl -s -X POST ${ORIGIN}/api/bookings \\\n  -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\\n  -H "Idempotency-Key: $(uuidgen)" \\\n  -d '{"type":"package","packageId":"…","passengerCount":1}'`}</Snippet>
            </Section>

            <Section id="bookings" title="5. List bookings">
              <Snippet label="GraphQL">{`${curl} \\\n  -d '{"query":"{ bookings(pagination: { limit: 20, offset: 0 }) { items { id type status totalPriceInPkr travelDate createdAt } hasMore } }"}'`}</Snippet>
              <Snippet label="REST">{`curl -s ${ORIGIN}/api/bookings -H "Authorization: Bearer $KEY"`}</Snippet>
            </Section>

            <Section id="errors" title="Errors">
              <Text>
                REST answers with the status and <Code>{'{"message": "...", "code": "..."}'}</Code>. GraphQL carries the same code in{' '}
                <Code>errors[].extensions.code</Code>; requests refused before they run (bad key, rate limit, invalid document) also get the
                HTTP status.
              </Text>
              <Box {...scrollRegion('Error codes')} display={{ base: 'none', md: 'block' }}>
                <Table.Root size="sm" variant="outline" data-testid="error-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>HTTP</Table.ColumnHeader>
                      <Table.ColumnHeader>code</Table.ColumnHeader>
                      <Table.ColumnHeader>meaning</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {ERRORS.map(([status, code, meaning]) => (
                      <Table.Row key={code}>
                        <Table.Cell>
                          <StatusBadge status={status} />
                        </Table.Cell>
                        <Table.Cell>
                          <Code fontSize="xs">{code}</Code>
                        </Table.Cell>
                        <Table.Cell minW="240px">{meaning}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              {/* small screens: one card per code instead of a table that scrolls sideways */}
              <Stack gap="2" display={{ base: 'flex', md: 'none' }}>
                {ERRORS.map(([status, code, meaning]) => (
                  <Box key={code} borderWidth="1px" rounded="md" p="3">
                    <HStack gap="2" mb="1">
                      <StatusBadge status={status} />
                      <Code fontSize="xs">{code}</Code>
                    </HStack>
                    <Text fontSize="sm">{meaning}</Text>
                  </Box>
                ))}
              </Stack>
            </Section>

            <Section id="limits" title="Limits">
              <Text>
                Rate limits count requests to <Code>/graphql</Code> and <Code>/api/*</Code> per minute across all our servers:{' '}
                <strong>{RATE_LIMIT_DEFAULTS.authenticated} per API key</strong> and{' '}
                <strong>{RATE_LIMIT_DEFAULTS.anonymous} per address</strong> without one. Responses carry <Code>RateLimit-Limit</Code>,{' '}
                <Code>RateLimit-Remaining</Code> and <Code>RateLimit-Reset</Code>; a <Code>429</Code> adds <Code>Retry-After</Code>.
              </Text>
              <Box {...scrollRegion('Limits')}>
                <Table.Root size="sm" variant="outline" data-testid="limits-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>per operation</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">anonymous</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">API key</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {LIMIT_ROWS.map(([label, key]) => (
                      <Table.Row key={key}>
                        <Table.Cell>{label}</Table.Cell>
                        <Table.Cell textAlign="end">{QUERY_LIMITS.anonymous[key].toLocaleString('en-US')}</Table.Cell>
                        <Table.Cell textAlign="end">{QUERY_LIMITS.authenticated[key].toLocaleString('en-US')}</Table.Cell>
                      </Table.Row>
                    ))}
                    <Table.Row>
                      <Table.Cell>Page size (limit)</Table.Cell>
                      <Table.Cell textAlign="end">{PAGE_SIZE.max}</Table.Cell>
                      <Table.Cell textAlign="end">{PAGE_SIZE.max}</Table.Cell>
                    </Table.Row>
                  </Table.Body>
                </Table.Root>
              </Box>
              <Text fontSize="sm" color="fg.muted">
                Cost is 1 per field, a list's selection counted once per item it may return (its <Code>limit</Code>). Batched requests are
                refused: send one operation per request.
              </Text>
            </Section>

            <Section id="client" title="Typed example client">
              <Text>
                <Code>scripts/partner-example.ts</Code> in the repository is a complete client written with the TypeScript types generated
                from the schema: it creates a key, reads your account and the currencies, lists your keys and revokes the one it made.
              </Text>
              <Snippet>{`SAFARNAMA_URL=${ORIGIN} SAFARNAMA_API_KEY=sk_live_… npx tsx scripts/partner-example.ts`}</Snippet>
            </Section>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
