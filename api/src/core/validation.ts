import * as v from 'valibot';
import { fieldLabel, forbiddenCharsMessage, hasForbiddenChars, MULTILINE_FIELDS, textMax, tooLongMessage } from '../rules/text.js';
import { ValidationError } from './errors.js';

/** Runs `schema` and throws the first issue as a 400 with the rule's own message. */
export function check<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.');
  throw new ValidationError(issue.message, field || undefined);
}

/**
 * The text guard every String a client passes is held to (GraphQL applies it to every argument, graphql/validation.ts;
 * a REST route reading the query string itself calls it): no control characters, at most the field's length bound.
 */
export function checkText(name: string, value: string, path: string = name): void {
  if (hasForbiddenChars(value, MULTILINE_FIELDS.has(name))) throw new ValidationError(forbiddenCharsMessage(fieldLabel(name)), path);
  if (value.length > textMax(name)) throw new ValidationError(tooLongMessage(fieldLabel(name)), path);
}
