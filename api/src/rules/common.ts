import * as v from 'valibot';

/**
 * A string field whose absence reads as '' so the rule's own message is reported: valibot would otherwise say
 * 'Invalid key: Expected "x"' for a missing key (forms drop empty fields, JSON bodies omit them).
 */
export function text<const P extends v.GenericSchema<string, unknown>>(schema: P) {
  return v.optional(schema, '');
}

export const requiredText = (message: string) => text(v.pipe(v.string(message), v.trim(), v.minLength(1, message)));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else names no record (and must not reach a uuid column, where it is a database error). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
