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
