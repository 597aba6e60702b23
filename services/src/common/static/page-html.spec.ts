import { newStyles, pickEncoding } from './page-html.js';

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
