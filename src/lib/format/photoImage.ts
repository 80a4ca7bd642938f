/**
 * A stored photo as an `<img>`: `src`, `srcset` from its sources (narrowest first), `sizes`, its size and alt text.
 * Shared by the pages that show catalogue photos (hotels, cars). Pure.
 */
import { fullUrl } from './url';

/** A stored photo as the API answers it (`hotel_photo`, `car_photo`): its default URL and one source per width. */
export interface StoredPhoto {
  url: string;
  width: number;
  height: number;
  alt: string;
  sources: readonly { w: number; url: string }[];
}

export interface CardImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  loading: 'eager' | 'lazy';
}

/** `srcset`, `src` and size of a stored photo. */
export function photoImage(photo: StoredPhoto, cdnUrl: string, sizes: string, loading: 'eager' | 'lazy'): CardImage {
  const sources = [...photo.sources].sort((a, b) => a.w - b.w);
  return {
    src: fullUrl(photo.url, cdnUrl),
    srcset: sources.map((source) => `${fullUrl(source.url, cdnUrl)} ${source.w}w`).join(', '),
    sizes,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    loading,
  };
}
