import type { ValidatorFn } from 'type-graphql';
import * as v from 'valibot';
import { ValidationError } from './errors.js';

// Inputs and args classes are checked by the same valibot schemas the web forms use (api/src/rules).
// A class opts in with @Validate(schema); type-graphql's validateFn runs it before any resolver.
const schemas = new WeakMap<object, v.GenericSchema>();

export function Validate(schema: v.GenericSchema): ClassDecorator {
  return (target) => {
    schemas.set(target, schema);
  };
}

/** Runs `schema` and throws the first issue as a 400 with the rule's own message. */
export function check<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.');
  throw new ValidationError(issue.message, field || undefined);
}

export const validateFn: ValidatorFn = (value, type) => {
  const schema = typeof type === 'function' ? schemas.get(type) : undefined;
  if (!schema || value === undefined || value === null) return;
  // type-graphql hands over class instances; valibot object schemas read own enumerable props fine
  check(schema, { ...value });
};
