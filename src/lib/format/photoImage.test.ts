import { describe, expect, it } from 'vitest';
import { photoImage } from './photoImage';

describe('photoImage', () => {
  it('lists the sources narrowest first on the CDN and keeps size, alt and loading', () => {
    const image = photoImage(
      {
        url: '/storage/car/seed/a960.webp',
        width: 960,
        height: 720,
        alt: 'Car',
        sources: [
          { w: 1600, url: '/storage/car/seed/a1600.webp' },
          { w: 480, url: '/storage/car/seed/a480.webp' },
        ],
      },
      'https://cdn.example.com',
      '100vw',
      'lazy',
    );
    expect(image).toEqual({
      src: 'https://cdn.example.com/storage/car/seed/a960.webp',
      srcset:
        'https://cdn.example.com/storage/car/seed/a480.webp 480w, https://cdn.example.com/storage/car/seed/a1600.webp 1600w',
      sizes: '100vw',
      width: 960,
      height: 720,
      alt: 'Car',
      loading: 'lazy',
    });
  });
});
