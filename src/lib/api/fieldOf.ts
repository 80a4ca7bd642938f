/** The field a code-0 answer names (`data.field`, docs/api.md §1.10), if any: the form shows the message beside it. */
export function fieldOf(data: unknown): string | undefined {
  const field = (data as { field?: unknown } | null | undefined)?.field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}
