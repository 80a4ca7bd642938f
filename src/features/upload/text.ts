/** The words of the site's file field (`FileField`), in the page's language (the `utils` namespace). */
import type { FileFieldText } from './FileField';

export const FILE_FIELD_KEYS = {
  choose: 'Choose a file',
  none: 'No file chosen',
  chosen: 'File chosen, uploaded on save',
} as const satisfies FileFieldText;

export function fileFieldText(t: (namespace: 'utils', key: string) => string): FileFieldText {
  return {
    choose: t('utils', FILE_FIELD_KEYS.choose),
    none: t('utils', FILE_FIELD_KEYS.none),
    chosen: t('utils', FILE_FIELD_KEYS.chosen),
  };
}
