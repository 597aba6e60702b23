import { SentOnResume } from './auction-events-replay.js';

describe('SentOnResume', () => {
  it('refuses an event sent on resuming once, whenever it is announced, and passes every other', () => {
    const sent = new SentOnResume(['11', '12']);
    expect(sent.fresh('10')).toBe(true);
    expect(sent.fresh('12')).toBe(false);
    expect(sent.fresh('13')).toBe(true);
    expect(sent.fresh('11')).toBe(false);
    // An id is announced once; having met it, the set forgets it.
    expect(sent.fresh('11')).toBe(true);
  });

  it('passes everything when nothing was sent on resuming', () => {
    const sent = new SentOnResume([]);
    expect(['1', '2', '3'].map((id) => sent.fresh(id))).toEqual([true, true, true]);
  });
});
