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

// A page of keys: limit defaults to 20, at most 100 (the same bounds as every other list).
export const API_KEYS_DEFAULT_LIMIT = 20;
export const API_KEYS_MAX_LIMIT = 100;
export const ApiKeysPageSchema = v.object({
  limit: v.pipe(
    v.number('Limit must be a number'),
    v.integer('Limit must be a whole number'),
    v.minValue(1, `Limit must be between 1 and ${API_KEYS_MAX_LIMIT}`),
    v.maxValue(API_KEYS_MAX_LIMIT, `Limit must be between 1 and ${API_KEYS_MAX_LIMIT}`),
  ),
  offset: v.pipe(
    v.number('Offset must be a number'),
    v.integer('Offset must be a whole number'),
    v.minValue(0, 'Offset must be 0 or more'),
    v.maxValue(10_000, 'Offset must be at most 10000'),
  ),
  all: v.boolean(),
});
