import { Separator, Stack } from '@chakra-ui/react';
import { ApiKeysPanel } from './ApiKeysPanel';
import { WebhooksPanel } from './WebhooksPanel';

/** The dashboards' Developer API tab: the API keys (with each one's budget), then the webhooks. */
export function DeveloperTab({ canSeeAll = false }: { canSeeAll?: boolean }) {
  return (
    <Stack gap="10" minW="0">
      <ApiKeysPanel canSeeAll={canSeeAll} />
      <Separator />
      <WebhooksPanel />
    </Stack>
  );
}
