/**
 * Hostile text a visitor may type into any field: script tags, event handlers, SVG and MathML, `javascript:` and
 * `data:` URLs in disguise, broken markup, CSS injection and template syntax. Each must come back inert wherever it is
 * shown (escaped text, or removed by the HTML policy).
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "'><img src=x onerror=alert(1)//",
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">style</p>',
  '<style>body{display:none}</style>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '</textarea><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template syntax is the hostile input, typed as text
  '${alert(1)}',
  '<!--<img src=x onerror=alert(1)>-->',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];
