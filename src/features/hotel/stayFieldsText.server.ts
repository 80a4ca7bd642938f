/**
 * The words of the search box's stay and party fields in a language. They are the same for every request, and
 * translating them (eighteen age labels with plurals) was a measurable part of the home page's time: kept per
 * language for the life of the process.
 */
import { resources } from '~/i18n';
import { pickKeys } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';
import { DATE_TEXT_KEYS } from './DateRangePicker';
import type { GuestPickerText } from './GuestPicker';
import { MAX_CHILD_AGE } from './searchQuery';

export interface StayFieldsText {
  dates: Messages;
  guests: GuestPickerText;
  /** The label of each age, index = age in years. */
  ageLabels: string[];
}

type Translate = (ns: string, key: string, options?: Record<string, unknown>) => string;

const cache = new Map<Lang, StayFieldsText>();

export function stayFieldsText(lang: Lang, t: Translate): StayFieldsText {
  const known = cache.get(lang);
  if (known) return known;
  const h = (key: string, options?: Record<string, unknown>) => t('hotel', key, options);
  const text: StayFieldsText = {
    dates: pickKeys(resources[lang] ?? {}, 'hotel', DATE_TEXT_KEYS),
    guests: {
      rooms: h('Rooms'),
      adults: h('Adults'),
      children: h('Children'),
      ages: h('Children’s ages'),
      ageOf: h('Age of child {{number}}', { number: '{{number}}' }),
      chooseAge: h('Choose an age'),
    },
    ageLabels: Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) =>
      age === 0 ? h('Under 1') : h('{{count}} years old', { count: age }),
    ),
  };
  cache.set(lang, text);
  return text;
}
