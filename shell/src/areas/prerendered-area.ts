/**
 * The start of the page the server put into the HTML for the first path (the home hero), kept as markup
 * so the area's loading state shows exactly that instead of a spinner: nothing flashes or moves while
 * the area's scripts arrive. Used for the first load of the first path only.
 */
let prerendered: { pathname: string; html: string } | undefined;

/** Call before the first render, while the server's markup is still in the document. */
export function keepPrerenderedArea(): void {
  const element = document.querySelector('[data-prerendered-area]');
  if (element) prerendered = { pathname: window.location.pathname, html: element.outerHTML };
}

export function prerenderedAreaFor(pathname: string): string | undefined {
  return prerendered?.pathname === pathname ? prerendered.html : undefined;
}

/** The live area has rendered: the markup is not shown again. */
export function dropPrerenderedArea(): void {
  prerendered = undefined;
}
