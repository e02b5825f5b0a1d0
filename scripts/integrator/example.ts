// An integrator's program, as README "For integrators" describes it: a client-credentials token
// from the academy's OpenID provider, then every purchase, 25 at a time, over REST (a client
// generated from openapi.json: `npm run openapi:print` writes ./openapi.d.ts, openapi-fetch calls
// it) and over GraphQL (a Relay connection). `npm test` runs it against a test server
// (server/modules/system/integrations/example.test.ts).
//
//   API_BASE_URL=http://localhost:3000 CLIENT_ID=ac_… CLIENT_SECRET=acs_… npx tsx scripts/integrator/example.ts
import createClient from 'openapi-fetch';
import type { paths } from './openapi.d.ts';

export interface Integrator {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The token endpoint from the provider's discovery document, then the client-credentials grant. */
export async function accessToken({ baseUrl, clientId, clientSecret }: Integrator, scope?: string): Promise<string> {
  const discovery = await fetch(`${baseUrl}/auth/.well-known/openid-configuration`);
  const { token_endpoint } = (await discovery.json()) as { token_endpoint: string };
  const response = await fetch(token_endpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!body.access_token) throw new Error(`No token: ${body.error ?? response.status}`);
  return body.access_token;
}

/** Every purchase number over REST: GET /api/v1/admin/shop/purchases, page by page. */
export async function purchasesOverRest(baseUrl: string, token: string): Promise<string[]> {
  const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
  const numbers: string[] = [];
  for (let page = 0; ; page++) {
    const { data, error } = await api.GET('/api/v1/admin/shop/purchases', { params: { query: { page, size: 25 } } });
    if (error) throw new Error(`REST: ${error.code} ${error.message}`);
    numbers.push(...data.items.map((purchase) => purchase.number));
    if ((page + 1) * data.size >= data.total) return numbers;
  }
}

const PURCHASES = `query Purchases($after: String) {
  adminPurchases(first: 25, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { number status totalGross } }
  }
}`;

interface PurchasesPage {
  data?: {
    adminPurchases: {
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: { node: { number: string } }[];
    };
  };
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Every purchase number over GraphQL: the `adminPurchases` connection, following endCursor. */
export async function purchasesOverGraphql(baseUrl: string, token: string): Promise<string[]> {
  const numbers: string[] = [];
  let after: string | null = null;
  for (;;) {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: PURCHASES, variables: { after } }),
    });
    const { data, errors } = (await response.json()) as PurchasesPage;
    if (errors?.length || !data) throw new Error(`GraphQL: ${errors?.[0]?.extensions?.code} ${errors?.[0]?.message}`);
    numbers.push(...data.adminPurchases.edges.map((edge) => edge.node.number));
    if (!data.adminPurchases.pageInfo.hasNextPage) return numbers;
    after = data.adminPurchases.pageInfo.endCursor;
  }
}

export async function run(integrator: Integrator) {
  const token = await accessToken(integrator, 'manage:purchase:any');
  const rest = await purchasesOverRest(integrator.baseUrl, token);
  const graphql = await purchasesOverGraphql(integrator.baseUrl, token);
  return { rest, graphql };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { API_BASE_URL = 'http://localhost:3000', CLIENT_ID = '', CLIENT_SECRET = '' } = process.env;
  const { rest, graphql } = await run({ baseUrl: API_BASE_URL, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  console.log(`REST: ${rest.length} purchases; GraphQL: ${graphql.length} purchases`);
}
