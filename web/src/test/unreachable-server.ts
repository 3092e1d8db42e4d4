/**
 * Unit tests run without a server: a request that a test did not stub fails the way an unreachable
 * network does (fetch rejects with a TypeError), at once and without opening a socket. Without this,
 * happy-dom sends relative URLs to http://localhost:3000 for real. data: and blob: URLs still load.
 */
export function unreachableServer(realFetch: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith("data:") || url.startsWith("blob:")) return realFetch(input, init);
    return Promise.reject(new TypeError(`Failed to fetch ${url}: unit tests have no server; stub fetch in the test`));
  };
}
