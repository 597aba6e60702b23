import { renderToStaticMarkup } from 'react-dom/server';
import { Ltr } from './Ltr';

describe('Ltr', () => {
  it('isolates a phone left to right and shows its Arabic-Indic digit groups as written', () => {
    expect(renderToStaticMarkup(<Ltr className="estate-muted">٠٥٥ ٢١٠ ٠٤١١</Ltr>)).toBe(
      '<bdi class="estate-muted" dir="ltr" data-ltr="as-written" style="direction:ltr;unicode-bidi:isolate-override">' +
        '٠٥٥ ٢١٠ ٠٤١١</bdi>',
    );
    expect(renderToStaticMarkup(<Ltr>{1098765432}</Ltr>)).toContain('unicode-bidi:isolate-override');
  });

  it('reads through a link inside it, and only isolates a fragment with Arabic letters, so they keep their order', () => {
    expect(
      renderToStaticMarkup(
        <Ltr>
          <a href="tel:+966552100411">٠٥٥ ٢١٠ ٠٤١١</a>
        </Ltr>,
      ),
    ).toContain('data-ltr="as-written"');
    expect(renderToStaticMarkup(<Ltr>B-204 شقة</Ltr>)).toContain('style="direction:ltr;unicode-bidi:isolate"');
    expect(renderToStaticMarkup(<Ltr>{['B-204 ', <b key="t">شقة</b>]}</Ltr>)).toContain('data-ltr="isolated"');
  });
});
