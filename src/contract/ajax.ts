/** What the Ajax controller's lookups answer (docs/api.md §6). */
import type { ListData } from '~/lib/api/types';

/** `ajax/country`: ISO 3166-1 alpha-2 codes with names in the request's language. */
export interface CountryOption {
  value: string;
  label: string;
}

export interface UploadedFile {
  url: string;
  full_url: string;
  name?: string;
  size?: number;
  mimetype?: string;
  width?: number;
  height?: number;
  [extra: string]: unknown;
}

/** A choice of a remote select (BuildAdmin's `select=1` lists). */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** What a list answers when BuildAdmin's remote select asks (`select=1`): the page of matching choices. */
export type RemoteSelectAnswer<T extends SelectOption = SelectOption> = ListData<T>;

/** The Ajax controller's calls (docs/api.md §6): each call's answer (`data`) by method. */
export interface AjaxCalls {
  'ajax/upload': { POST: { file: UploadedFile } };
  'ajax/area': { GET: SelectOption[] | RemoteSelectAnswer };
  'ajax/country': { GET: CountryOption[] | RemoteSelectAnswer<CountryOption> };
}
