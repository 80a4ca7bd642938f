/**
 * Translations in the browser without the i18next runtime: a flat dictionary (one namespace of a catalogue, picked
 * by the server) and `{{name}}` interpolation, which is all our catalogues use. The server keeps i18next; the test
 * beside this module checks that both give the same text for every key of every catalogue.
 */
import type { Bundle, Messages, Translate } from './translator';

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** `template` with each `{{name}}` replaced by `params[name]` (left as is when there is no such param). */
export function interpolate(template: string, params?: Readonly<Record<string, unknown>>): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** A translate function over one namespace's messages: a missing or empty message shows its key. */
export function dictionaryT(messages: Messages | undefined): Translate {
  return (key, options) => {
    const text = messages?.[key];
    return interpolate(typeof text === 'string' && text !== '' ? text : key, options as Record<string, unknown>);
  };
}

/** Only the given keys of a namespace (an island's strings), so a page ships just what it shows. */
export function pickKeys(bundle: Bundle, ns: string, keys: readonly string[]): Messages {
  const out: Messages = {};
  for (const key of keys) {
    const text = bundle[ns]?.[key];
    if (text !== undefined) out[key] = text;
  }
  return out;
}
