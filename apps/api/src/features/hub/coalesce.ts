/**
 * Shares one in-flight read among the requests that ask for the same key while it runs: under a
 * crowd (an announcement shared widely), fifty readers of a company's page cost one set of queries,
 * not fifty. Nothing is kept once the read settles, so no answer is older than the request that
 * started it.
 */
export function coalescing<T>(): (key: string, read: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, read) => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = read().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}
