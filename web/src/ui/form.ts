import * as v from 'valibot';

/**
 * react-final-form's `validate` from a shared valibot schema (or a function making it, for rules that depend on
 * today's date): the first message of each field, keyed by its path ('applicants.1.passportExpiry'), the spec's words.
 */
export function validateWith<S extends v.GenericSchema>(schema: S | (() => S)) {
  return (values: unknown): Record<string, string> => {
    const result = v.safeParse(typeof schema === 'function' ? schema() : schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      if (key) errors[key] ??= issue.message;
    }
    return errors;
  };
}

/** The message a GraphQL or network error carries for a toast, or `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  const e = err as { errors?: Array<{ message?: string }>; message?: string; bodyText?: unknown } | undefined;
  const first = e?.errors?.[0]?.message;
  if (first) return first;
  // a non-2xx answer (e.g. 429 from the request rate limit) is a ServerError whose body still says why
  const fromBody = messageInBody(e?.bodyText);
  if (fromBody) return fromBody;
  if (e?.message && !/^(Response not successful|Failed to fetch|NetworkError)/.test(e.message)) return e.message;
  return fallback;
}

function messageInBody(bodyText: unknown): string | undefined {
  if (typeof bodyText !== 'string' || !bodyText.startsWith('{')) return undefined;
  try {
    const body = JSON.parse(bodyText) as { errors?: Array<{ message?: unknown }>; message?: unknown };
    const message = body.errors?.[0]?.message ?? body.message;
    return typeof message === 'string' && message ? message : undefined;
  } catch {
    return undefined;
  }
}

export function errorCode(err: unknown): string | undefined {
  const e = err as { errors?: Array<{ extensions?: { code?: unknown } }> } | undefined;
  const code = e?.errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
