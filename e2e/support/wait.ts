import { isDeepStrictEqual } from 'node:util';
import type { Locator, Page } from 'playwright-core';

/** Asks `read` again until `accept` holds for its answer (or the time is up); returns the last answer. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeout = 15_000, interval = 200 } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, interval));
    value = await read();
  }
  return value;
}

/**
 * Asks `read` again until its answer deep-equals `expected` (or the time is up); returns the last answer, so
 * `expect(await settled(read, expected)).toEqual(expected)` reports what the page showed when it never got there.
 */
export function settled<T>(read: () => Promise<T>, expected: T, options?: { timeout?: number; interval?: number }) {
  return eventually(read, (value) => isDeepStrictEqual(value, expected), options);
}

/** Resolves once no finite animation or transition runs on the page (a list opening, a dialog zooming in). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Resolves once an element that moves in (a drawer, a dialog) is where it stays: it no longer carries an enter or
 * leave motion class of the design system (set from its first frame, before its transition starts) and nothing
 * animates on it.
 */
export async function motionDone(locator: Locator): Promise<void> {
  await locator.waitFor();
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(
      (node) =>
        node !== null &&
        !/-motion-/.test(node.getAttribute('class') ?? '') &&
        node.getAnimations().every((animation) => animation.playState !== 'running'),
      element,
    );
}
