/** Resolves true once `check` does (asked every 100 ms), or false when `timeoutMs` has passed. */
export async function becomesTrue(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((done) => setTimeout(done, 100))) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
  }
}
