import { describe, expect, it } from 'vitest';
import { bodyHtml } from './sanitize.server';

const site = { cdnUrl: 'https://cdn.example', siteOrigin: 'https://hotel.example' };

describe('the site’s body net', () => {
  it('puts stored images under the CDN, lazily, and keeps remote ones', () => {
    const html = bodyHtml(
      '<p><img src="/storage/cms/a.webp" alt="Lake" width="1280" height="720"><img src="https://img.example/b.png" alt="b"></p>',
      site,
    );
    expect(html).toContain('src="https://cdn.example/storage/cms/a.webp"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('src="https://img.example/b.png"');
  });

  it('gives a protocol-relative CDN the page’s scheme (the net drops protocol-relative images)', () => {
    const html = bodyHtml('<p><img src="/storage/cms/a.webp" alt="Lake"></p>', {
      cdnUrl: '//127.0.0.1:4970',
      siteOrigin: 'http://127.0.0.1:4970',
    });
    expect(html).toContain('src="http://127.0.0.1:4970/storage/cms/a.webp"');
    expect(html).toContain('alt="Lake"');
  });

  it('opens links off the site apart, and drops what the policy forbids', () => {
    const html = bodyHtml(
      '<p><a href="https://en.wikipedia.org/wiki/West_Lake">West Lake</a> <a href="https://hotel.example/cms">news</a><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><script>alert(1)</script></p>',
      site,
    );
    expect(html).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('<a href="https://hotel.example/cms">news</a>');
    expect(html).not.toMatch(/javascript:|onerror|<script|<img src="x"/);
  });
});
