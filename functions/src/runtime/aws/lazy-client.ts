/**
 * An AWS SDK client built on its first use instead of at cold start. Building one resolves its region, credential
 * chain, endpoint rules and middleware stack: 1-2 ms a client, 6-12 ms for a process's first (measured on Node 22),
 * paid at init by every client a composition root wires, though a request uses one or two of them (the chat's
 * first request rarely mails, pushes and flags at once). The SDK's modules still load at init (Lambda's runtime has
 * them); only the building waits. Whatever is read from it (`send`, `config`, `destroy`) is the built client's.
 */
export function lazyClient<Client extends object>(build: () => Client): Client {
  let client: Client | undefined;
  const built = () => {
    client ??= build();
    return client;
  };
  return new Proxy({} as Client, {
    get(_target, key) {
      const value = Reflect.get(built(), key);
      return typeof value === 'function' ? value.bind(built()) : value;
    },
  });
}
