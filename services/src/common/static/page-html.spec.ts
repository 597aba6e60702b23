import { newStyles, pickEncoding, START_SCRIPT, startAfterFirstPaint } from './page-html.js';

describe('newStyles', () => {
  const shell =
    '<head><style data-css-hash="btn">.ant-btn{}</style><style data-ant-cssinjs-cache-path="x">.x{}</style></head>';

  it("keeps only the area's styles the shell's HTML does not carry yet, and not its style map", () => {
    const area =
      '<style data-css-hash="btn">.ant-btn{}</style><style data-css-hash="input">.ant-input{}</style>' +
      '<style data-ant-cssinjs-cache-path="y">.y{}</style>';
    expect(newStyles(area, shell)).toBe('<style data-css-hash="input">.ant-input{}</style>');
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('answers %s with %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('startAfterFirstPaint', () => {
  const built =
    '<html><head><script defer="defer" src="/main.1.js"></script><link href="/main.css" rel="stylesheet">' +
    '<link rel="preload" href="/2.js" as="script" fetchpriority="low">' +
    '<script type="application/json" id="remote-map">{}</script>' +
    '<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">' +
    '<link rel="preload" href="/a?x=1&amp;y=&quot;2&quot;" as="fetch"></head><body><header>h</header></body></html>';

  it('lists the scripts and hints of the head, in order, for the start script at the end of the body', () => {
    const page = startAfterFirstPaint(built);
    const head = page.slice(0, page.indexOf('</head>'));
    // What paints stays in the head: the stylesheet and the remote map.
    expect(head).toBe(
      '<html><head><link href="/main.css" rel="stylesheet"><script type="application/json" id="remote-map">{}</script>',
    );
    const list = /<script type="application\/json" id="start-files">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual([
      { tag: 'script', attrs: { defer: 'defer', src: '/main.1.js' } },
      { tag: 'link', attrs: { rel: 'preload', href: '/2.js', as: 'script', fetchpriority: 'low' } },
      { tag: 'link', attrs: { rel: 'preload', href: '/api/auth/me', as: 'fetch', crossorigin: 'use-credentials' } },
      { tag: 'link', attrs: { rel: 'preload', href: '/a?x=1&y="2"', as: 'fetch' } },
    ]);
    expect(page.endsWith(`<script>${START_SCRIPT}</script></body></html>`)).toBe(true);
    expect(page).toContain('<header>h</header>');
  });

  it('leaves HTML without scripts or hints as it is', () => {
    const plain = '<html><head><title>t</title></head><body>b</body></html>';
    expect(startAfterFirstPaint(plain)).toBe(plain);
  });
});
