import * as v from 'valibot';
import { text } from './common.js';
import { singleLine } from './text.js';

// API key rules, shared by the API and the Developer API panel.
export const API_KEY_NAME_MAX = 100;
// active keys per owner: the list stays small and a leaked account cannot mint keys without end
export const API_KEYS_PER_OWNER = 25;

export const ApiKeyNameSchema = text(
  v.pipe(
    v.string('Key name is required'),
    v.trim(),
    v.minLength(1, 'Key name is required'),
    v.maxLength(API_KEY_NAME_MAX, `Key name must be at most ${API_KEY_NAME_MAX} characters`),
    singleLine('Key name'),
  ),
);

export const CreateApiKeySchema = v.object({ name: ApiKeyNameSchema });
export type CreateApiKeyInput = v.InferInput<typeof CreateApiKeySchema>;
