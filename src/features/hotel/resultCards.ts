/**
 * What a result card shows, from a `hotel/list` card: every text formatted for the page's language (money through
 * `formatMoney` in the site currency, days and deadlines in the hotel's zone), the detail link with the same stay
 * and party, and a sized, responsive cover photo (eager for the first row, lazy below). Pure.
 */

import type { HotelCard } from '~/contract/hotel';
import { formatDateTime, formatMoney, formatNumber } from '~/lib/format/intl';
import { type CardImage, photoImage } from '~/lib/format/photoImage';
import type { Lang } from '~/lib/i18n/locale';
import type { Translate } from '~/lib/i18n/translator';

export type { CardImage };

export interface CardFormat {
  lang: Lang;
  currency: string;
  /** Translator of the `hotel` namespace. */
  t: Translate;
  /** Base of stored files (the site's CDN), '' for the site itself. */
  cdnUrl: string;
  /** The stay's nights (for "total for N nights"). */
  nights: number;
  /** The query of the stay and party the detail links keep (without `?`). */
  detailQuery: string;
  /** The time zone of a hotel in the city (deadlines are in hotel time); the site's when unknown. */
  timeZoneOf(cityId: number | undefined): string;
  /** Cards before this index load their photo at once; the rest lazily. */
  eagerCount?: number;
}

export interface CardPrice {
  perNight: string;
  total: string;
  totalLabel: string;
  roomType: string;
  meal: string;
  freeCancel: string | undefined;
  roomsLeft: string | undefined;
}

export interface CardView {
  id: number;
  name: string;
  href: string;
  star: number;
  starLabel: string;
  rating: string | undefined;
  reviews: string | undefined;
  place: string;
  distance: string;
  facilities: string[];
  image: CardImage | undefined;
  soldOut: boolean;
  price: CardPrice | undefined;
}

/** The card image's width in the layout: the full column on phones, a third of the card from `md`. */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 34vw, 100vw';

/** "800 m" / "2.4 km" from the city centre. */
export function distanceText(meters: number, lang: Lang, t: Translate): string {
  if (meters < 1000)
    return t('{{distance}} m from the city centre', { distance: formatNumber(Math.round(meters / 10) * 10, lang) });
  const km = formatNumber(meters / 1000, lang, { maximumFractionDigits: 1 });
  return t('{{distance}} km from the city centre', { distance: km });
}

/** A deadline (unix seconds) as "Dec 18, 18:00" in the hotel's zone. */
export function deadlineText(unixSeconds: number, lang: Lang, timeZone: string): string {
  return formatDateTime(unixSeconds, lang, timeZone, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

export function resultCard(card: HotelCard, index: number, format: CardFormat): CardView {
  const { lang, t, currency } = format;
  const money = (amount: number) => formatMoney(amount, lang, currency);
  const offer = card.sold_out ? null : card.offer;
  const zone = format.timeZoneOf(card.city?.id);
  const query = format.detailQuery;
  return {
    id: card.id,
    name: card.name,
    href: `/hotel/detail/${card.id}${query ? `?${query}` : ''}`,
    star: card.star,
    starLabel: t('{{count}}-star hotel', { count: card.star }),
    rating:
      card.review_count > 0
        ? formatNumber(card.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
        : undefined,
    reviews:
      card.review_count > 0
        ? t('{{count}} reviews', { count: card.review_count, formatted: formatNumber(card.review_count, lang) })
        : undefined,
    place: [card.area, card.city?.name].filter(Boolean).join(' · '),
    distance: distanceText(card.distance_m, lang, t),
    facilities: card.facilities.map((facility) => facility.name),
    image: card.photo
      ? photoImage(card.photo, format.cdnUrl, CARD_IMAGE_SIZES, index < (format.eagerCount ?? 2) ? 'eager' : 'lazy')
      : undefined,
    soldOut: offer === null,
    price: offer
      ? {
          perNight: money(offer.price_per_night),
          total: money(offer.stay_total),
          totalLabel: t('total for {{count}} nights, taxes and fees included', { count: format.nights }),
          roomType: offer.room_type,
          meal: offer.meal_type_text,
          freeCancel:
            offer.free_cancel_until !== null
              ? t('Free cancellation until {{time}}', { time: deadlineText(offer.free_cancel_until, lang, zone) })
              : undefined,
          roomsLeft:
            offer.rooms_left !== null ? t('Only {{count}} rooms left', { count: offer.rooms_left }) : undefined,
        }
      : undefined,
  };
}

export const resultCards = (cards: readonly HotelCard[], format: CardFormat): CardView[] =>
  cards.map((card, index) => resultCard(card, index, format));
