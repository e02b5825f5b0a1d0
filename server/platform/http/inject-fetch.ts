import type { FastifyInstance } from 'fastify';

/**
 * A standard `fetch` served by the app itself through `app.inject` (no socket): how the product
 * reaches its local simulators (Przelewy24, KSeF) in tests and in `npm start`, with the same
 * client code that talks to the real services over the network. Takes both call forms:
 * `fetch(url, init)` and `fetch(request)` (openapi-fetch's).
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const target = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'POST',
      url: `${target.pathname}${target.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
