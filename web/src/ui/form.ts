import * as v from 'valibot';

/** react-final-form `validate` from a shared valibot schema: the first message per field, the spec's words. */
export function validateWith<S extends v.GenericSchema>(schema: S) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = v.safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return errors;
  };
}

/** The message a GraphQL or network error carries for a toast, or `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  const e = err as { errors?: Array<{ message?: string }>; message?: string } | undefined;
  const first = e?.errors?.[0]?.message;
  if (first) return first;
  if (e?.message && !/^(Response not successful|Failed to fetch|NetworkError)/.test(e.message)) return e.message;
  return fallback;
}

export function errorCode(err: unknown): string | undefined {
  const e = err as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined;
  const code = e?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
