import { describe, expect, it } from 'vitest';
import { htmlText, sanitizeBody } from './sanitize.server';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** Hostile inputs: each output must hold nothing outside the allowlist. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<p>a<script src="https://evil.example/x.js"></script>b</p>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>text</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;vascript&#58;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#9;script:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<img src="https://tracker.example/p.gif">',
  '<img src="/storage/cms/../../etc/passwd">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<style>body{display:none}</style><p style="color:red">styled</p>',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example/"><input name=a><button>go</button></form>',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  '<p class="x" id="y" data-x="1">attrs</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<p>unclosed <strong>bold <em>both',
  '<a href="https://ok.example/" onclick="alert(1)">ok</a>',
  '<img src="x" alt="a" onerror="alert(1)"/>',
  '<p>{{constructor.constructor("alert(1)")()}}</p>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax is the hostile input here
  '<p>${alert(1)}</p><p><%= alert(1) %></p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<textarea><script>alert(1)</script></textarea>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<!--<script>alert(1)</script>--><p>after</p>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<div><p>nested <span onmouseover="x">span</span></p></div>',
];

function assertClean(html: string): void {
  const lower = html.toLowerCase();
  expect(lower).not.toContain('<script');
  expect(lower).not.toMatch(/\son\w+\s*=/);
  expect(lower).not.toContain('javascript:');
  expect(lower).not.toContain('vbscript:');
  expect(lower).not.toContain('style=');
  expect(lower).not.toMatch(/<(svg|math|iframe|object|embed|style|form|input|button|meta|base|link|template)\b/);
  expect(lower).not.toMatch(/\s(class|id|data-[\w-]+)=/);
  for (const match of lower.matchAll(/data:[^"'\s>]*/g)) expect(match[0]).toMatch(/^data:image\/(png|jpeg|gif|webp);/);
  for (const match of lower.matchAll(/<(\/?)([a-z0-9]+)/g)) {
    expect(
      ['p', 'br', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'hr', 'strong', 'em', 'u', 's'].concat([
        'figure',
        'figcaption',
        'a',
        'img',
      ]),
    ).toContain(match[2]);
  }
}

describe('sanitizeBody', () => {
  it.each(CORPUS)('leaves nothing outside the allowlist: %s', (input) => {
    const { html } = sanitizeBody(input);
    assertClean(html);
    // Idempotent: cleaning the output again changes nothing.
    expect(sanitizeBody(html).html).toBe(html);
  });

  it('reports links that fail the link rule and removes their href, keeping the text', () => {
    const result = sanitizeBody(
      '<p><a href="javascript:alert(1)">one</a> <a href="/relative">two</a> <a href="https://ok.example/a?b=1&amp;c=2">three</a></p>',
    );
    expect(result.invalidLinks).toEqual(['javascript:alert(1)', '/relative']);
    expect(result.html).toBe('<p><a>one</a> <a>two</a> <a href="https://ok.example/a?b=1&amp;c=2">three</a></p>');
  });

  it('finds a link hidden behind entities and control characters', () => {
    expect(sanitizeBody('<a href="&#106;avascript:alert(1)">x</a>').invalidLinks).toEqual(['javascript:alert(1)']);
    expect(sanitizeBody('<a href="java\tscript:alert(1)">x</a>').invalidLinks).toHaveLength(1);
  });

  it('keeps the allowed markup, renames pasted tags, and checks attribute values', () => {
    const { html } = sanitizeBody(
      '<h1>T</h1><h5>F</h5><b>b</b><i>i</i><del>d</del><ol start="3"><li>x</li></ol><ol start="-1"><li>y</li></ol>' +
        '<figure><img src="/storage/cms/2026/a.webp" alt="湖" width="640" height="1e3"><figcaption>c</figcaption></figure>' +
        '<blockquote>q</blockquote><hr><p>a<br>b <u>u</u> <s>s</s></p>',
    );
    expect(html).toBe(
      '<h2>T</h2><h4>F</h4><strong>b</strong><em>i</em><s>d</s><ol start="3"><li>x</li></ol><ol><li>y</li></ol>' +
        '<figure><img src="/storage/cms/2026/a.webp" alt="湖" width="640" /><figcaption>c</figcaption></figure>' +
        '<blockquote>q</blockquote><hr /><p>a<br />b <u>u</u> <s>s</s></p>',
    );
  });

  it('keeps raster data images and the caller’s own stored images only', () => {
    expect(sanitizeBody(`<img src="${PNG}" alt="p">`).html).toBe(`<img src="${PNG}" alt="p" />`);
    const own = (src: string) => src.startsWith('/storage/cms/mine/');
    const { html } = sanitizeBody(
      '<p><img src="/storage/cms/mine/a.png"><img src="/storage/cms/theirs/b.png"><img src="/storage/other/c.png"></p>',
      { imageAllowed: own },
    );
    expect(html).toBe('<p><img src="/storage/cms/mine/a.png" /></p>');
  });

  it('adds rel and target to links off the site only, and never keeps a typed rel or target', () => {
    const { html } = sanitizeBody(
      '<a href="https://other.example/" rel="opener" target="_self">o</a><a href="https://site.example/cms">s</a><a href="mailto:a@b.c" target="x">m</a>',
      { siteOrigin: 'https://site.example' },
    );
    expect(html).toBe(
      '<a href="https://other.example/" rel="nofollow ugc noopener noreferrer" target="_blank">o</a>' +
        '<a href="https://site.example/cms">s</a><a href="mailto:a@b.c">m</a>',
    );
    expect(sanitizeBody('<a href="https://x.example/" rel="opener">x</a>').html).toBe(
      '<a href="https://x.example/">x</a>',
    );
  });

  it('keeps template syntax as text', () => {
    const input = ['<p>{{a}} $', '{b} <%= c %></p>'].join('');
    expect(sanitizeBody(input).html).toBe(['<p>{{a}} $', '{b} &lt;%= c %&gt;</p>'].join(''));
  });
});

describe('htmlText', () => {
  it('gives the text with blocks separated and entities decoded, without dropped elements', () => {
    expect(
      htmlText('<h2>西湖</h2><p>断桥&amp;残雪 &lt;b&gt;</p><p>end</p><p>start<br>line</p><script>x()</script>'),
    ).toBe('西湖 断桥&残雪 <b> end start line');
    expect(htmlText('<p>&amp;lt;</p>')).toBe('&lt;');
  });
});
