import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, demoEmailFor } from '@estate/contracts';
import { openPage } from '../support/browser';
import { useSiteAndBrowser } from '../support/harness';
import { signInWithForm } from '../support/sign-in';

// Every document asked with Prefer: respond-async is answered as a job here (no wait), made by one worker, so each
// download goes through the progress the screen shows before its file is saved.
const harness = useSiteAndBrowser({ DOCUMENT_JOB_WAIT_MS: '0', DOCUMENT_WORKERS: '1' });

/** Every progress card the page shows, as it changes: its state, percent and text (a MutationObserver's record). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: { state: string | null; percent: string | null; text: string; bar: number | null }[] = [];
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    const note = () => {
      for (const card of document.querySelectorAll('[data-testid="download-progress"]')) {
        const entry = {
          state: card.getAttribute('data-state'),
          percent: card.getAttribute('data-percent'),
          text: (card as HTMLElement).innerText,
          bar: card.querySelector('progress')?.value ?? null,
        };
        const last = seen.at(-1);
        if (!last || last.text !== entry.text || last.percent !== entry.percent) seen.push(entry);
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { progressSeen: { state: string; percent: string; text: string; bar: number }[] })
          .progressSeen,
    );
}

async function openOwnerDashboard(language: 'ar' | 'en') {
  const opened = await openPage(harness.browser, { language });
  await opened.page.goto(`${harness.site.baseUrl}/login?next=${encodeURIComponent('/owner-dashboard')}`);
  await signInWithForm(opened.page, demoEmailFor('owner'), DEMO_PASSWORD);
  await opened.page.getByTestId('owner-monthly-income').waitFor();
  return opened;
}

async function savedBytes(download: { saveAs(path: string): Promise<void> }) {
  const file = join(tmpdir(), `document-progress-${Date.now()}.pdf`);
  await download.saveAs(file);
  return readFile(file);
}

test('the owner statement shows its progress in Arabic, then downloads', async () => {
  const { page, problems } = await openOwnerDashboard('ar');
  const seen = await recordProgress(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('owner-download-statement').click(),
  ]);
  const bytes = await savedBytes(download);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/^owner-statement-\d{4}-\d{2}\.pdf$/);

  // Before the file: the card said, in Arabic, where the statement was, with its bar.
  const cards = await seen();
  expect(cards.length).toBeGreaterThan(0);
  expect(cards[0]!.text).toContain('جارٍ تجهيز ملفك');
  expect(
    cards.map((card) => card.state).every((state) => ['reading', 'queued', 'rendering', 'done'].includes(state)),
  ).toBe(true);
  for (const card of cards) expect(card.bar).toBe(Number(card.percent));
  // Once the file is saved, the card goes.
  await page.getByTestId('download-progress').waitFor({ state: 'detached' });
  expect(problems.errors).toEqual([]);
});

test('a whole year’s statement shows its progress in English with its percent, then downloads', async () => {
  const { page, problems } = await openOwnerDashboard('en');
  const seen = await recordProgress(page);

  await page.getByTestId('owner-generate-report').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('owner-statement-download').click(),
  ]);
  expect((await savedBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/^owner-statement-\d{4}\.pdf$/);

  const cards = await seen();
  expect(cards[0]!.text).toContain('Preparing your file');
  // Its percent only grows, and each stage reads as itself: the data, the turn in the queue, the document drawn.
  const percents = cards.map((card) => Number(card.percent));
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  for (const card of cards) {
    if (card.state === 'reading') expect(card.text).toContain('Reading the data');
    if (card.state === 'queued') expect(card.text).toMatch(/Waiting its turn: number \d+ in line/);
    if (card.state === 'rendering') expect(card.text).toMatch(/Preparing the document: \d+%/);
  }
  await page.getByTestId('download-progress').waitFor({ state: 'detached' });
  expect(problems.errors).toEqual([]);
});
