/** A GET form's fields as a query (what the browser would send), with `override`s applied. Browser only. */
export function formQuery(form: HTMLFormElement, override: Readonly<Record<string, string>> = {}): URLSearchParams {
  const params = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
  for (const [name, value] of Object.entries(override)) params.set(name, value);
  return params;
}
