import type { Feature } from '../feature.js';
import { ApiKeyBudgetResolver } from './api-key-budget.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyResolver } from './api-key.resolver.js';
import { resolveApiKey } from './api-key.service.js';

// Partners' API keys: how a partner system is recognised (Authorization: Bearer).
export const partner: Feature = {
  name: 'partner',
  entities: [ApiKey],
  resolvers: [ApiKeyResolver, ApiKeyBudgetResolver],
  identity: { apiKey: resolveApiKey },
};
