import * as v from 'valibot';
import { ValidationError } from './errors.js';

/** Runs `schema` and throws the first issue as a 400 with the rule's own message. */
export function check<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.');
  throw new ValidationError(issue.message, field || undefined);
}
