// The first GraphQL error of a failed operation: its code, message and extensions (newTotalInPkr, field).

export type FirstError = { code?: string; message?: string; extensions: Record<string, unknown> };

export function firstError(err: unknown): FirstError {
  const e = err as { errors?: Array<{ message?: string; extensions?: Record<string, unknown> }> } | undefined;
  const first = e?.errors?.[0];
  const extensions = first?.extensions ?? {};
  return { code: typeof extensions.code === 'string' ? extensions.code : undefined, message: first?.message, extensions };
}
