import { useSyncExternalStore } from 'react';

/**
 * The server's clock as the auction screens read it: the device's clock corrected by the offset seen in the last
 * answer that carried the server's time (an auction's `serverTime`), and one shared one-second tick for every
 * countdown on the page (a card grid keeps a single timer).
 */
let offsetMs = 0;

/** Notes the server's time of an answer just received. */
export function noteServerTime(serverTime: string, receivedAt: number = Date.now()): void {
  const server = Date.parse(serverTime);
  if (!Number.isNaN(server)) offsetMs = server - receivedAt;
}

export const serverNow = (): number => Date.now() + offsetMs;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let tick = serverNow();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  tick = serverNow();
  timer ??= setInterval(() => {
    tick = serverNow();
    for (const notify of listeners) notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server's time now, re-rendering each second. */
export function useServerNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => tick,
    () => tick,
  );
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Milliseconds left as whole days, hours, minutes and seconds (none below zero). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
