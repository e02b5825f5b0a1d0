import {
  Kind,
  parse,
  type DirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { FastifyRequest } from 'fastify';
import type { CachedAnswer, Entry, PublicCache } from '../platform/http/public-cache.ts';
import { persistedOperationId, type PersistedOperations } from './persisted.ts';

/**
 * What a visitor's GraphQL query may select to be answered from the shared public cache
 * (platform/http/public-cache.ts): fields whose values come only from the tables the
 * `CatalogueVersion` triggers watch (Course, CourseVariant, Product, ProductVariant, ProductImage,
 * DroneSpecification, PriceChange, ShippingMethod; pictures are named by their file id only) and
 * do not depend on who asks beyond "a visitor". A field not listed (a new one, admin-only ones such
 * as discountCoupons or participants) makes the operation run uncached: add it here only when the
 * triggers cover its data.
 */
const CACHEABLE_FIELDS: Record<string, ReadonlySet<string> | 'all'> = {
  Query: new Set(['courses', 'course', 'products', 'product', 'shippingMethods']),
  CourseConnection: new Set(['edges', 'pageInfo', 'totalCount']),
  CourseEdge: new Set(['cursor', 'node']),
  ProductConnection: new Set(['edges', 'pageInfo', 'totalCount']),
  ProductEdge: new Set(['cursor', 'node']),
  PageInfo: new Set(['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor']),
  Course: new Set([
    'id',
    'accessMonths',
    'availablePlaces',
    'buyable',
    'category',
    'certificate',
    'chapters',
    'city',
    'courseType',
    'createdAt',
    'description',
    'endDate',
    'examDescription',
    'examDuration',
    'examQuestionCount',
    'exerciseHours',
    'freeFlg',
    'highlightImage',
    'language',
    'lowestPriceGross',
    'participationConditions',
    'permissionNumber',
    'placesLeft',
    'scope',
    'startDate',
    'theoryHours',
    'title',
    'twin',
    'updatedAt',
    'variants',
    'vatRate',
    'visibility',
    'withoutExamFlg',
  ]),
  CourseVariant: new Set(['id', 'variant', 'priceGross', 'omnibusLowestPriceGross']),
  Picture: new Set(['id', 'url', 'thumbnailUrl', 'mediumUrl']),
  Product: new Set([
    'id',
    'category',
    'createdAt',
    'description',
    'descriptionEn',
    'droneSpecification',
    'freeFlg',
    'images',
    'kind',
    'lowestPriceGross',
    'mainImage',
    'name',
    'nameEn',
    'published',
    'shortDescription',
    'shortDescriptionEn',
    'stock',
    'stockState',
    'updatedAt',
    'variants',
    'vatRate',
    'videoUrl',
  ]),
  ProductImage: new Set(['id', 'isMain', 'picture', 'sortOrder']),
  ProductVariant: new Set(['id', 'name', 'nameEn', 'omnibusLowestPriceGross', 'priceGross', 'stock', 'stockState']),
  DroneSpecification: 'all',
  ShippingMethod: new Set(['id', 'name', 'nameEn', 'description', 'descriptionEn', 'priceGross']),
};

/** Directives that only pick fields by the (keyed) variables; anything else (@defer…) runs uncached. */
const PLAIN_DIRECTIVES = new Set(['include', 'skip']);

type NamedType = { name: string; getFields?: () => Record<string, { type: unknown }> };

/** The named type under lists and non-nulls (duck-typed: graphql may be loaded twice, as ESM and CJS). */
function namedType(type: unknown): NamedType {
  let t = type as { ofType?: unknown };
  while (t.ofType) t = t.ofType as { ofType?: unknown };
  return t as unknown as NamedType;
}

/** Whether `document`'s operation `operationName` is a query over cacheable catalogue fields only. */
export function isCacheableCatalogueQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation || operation.operation !== 'query' || (!operationName && operations.length !== 1)) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const plain = (directives: readonly DirectiveNode[] | undefined) =>
    (directives ?? []).every((d) => PLAIN_DIRECTIVES.has(d.name.value));
  const checked = new Set<string>();
  const check = (selectionSet: SelectionSetNode, parent: NamedType | null | undefined, depth: number): boolean => {
    if (!parent || depth > 40) return false;
    const allowed = CACHEABLE_FIELDS[parent.name];
    for (const selection of selectionSet.selections) {
      if (!plain(selection.directives)) return false;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') continue;
        if (!allowed || (allowed !== 'all' && !allowed.has(selection.name.value))) return false;
        const field = parent.getFields?.()[selection.name.value];
        if (!field) return false;
        if (selection.selectionSet && !check(selection.selectionSet, namedType(field.type), depth + 1)) return false;
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) return false;
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          if (!plain(fragment.directives)) return false;
          // A fragment is checked once per parent type (fragments may be spread many times).
          const seen = `${selection.name.value}\u0000${parent.name}`;
          if (checked.has(seen)) continue;
          checked.add(seen);
        }
        const on = fragment.typeCondition
          ? (schema.getType(fragment.typeCondition.name.value) as NamedType | null)
          : parent;
        // Only fragments on the parent's own type: a spread on an interface or union selects
        // fields of types this list does not vouch for.
        if (!on || on.name !== parent.name || !check(fragment.selectionSet, on, depth + 1)) return false;
      }
    }
    return true;
  };
  return plain(operation.directives) && check(operation.selectionSet, schema.getQueryType() as NamedType | null, 0);
}

/**
 * Decides per request whether a GraphQL POST may be answered from the shared cache, and answers
 * it: only visitors (no session, no token), only queries `isCacheableCatalogueQuery` accepts
 * (documents analysed once per text), keyed by everything the answer depends on (document,
 * operation name, variables, extensions, and the Accept and Origin headers that shape the
 * response's type and CORS headers).
 */
export class PublicGraphQLCache {
  /** Verdicts by document text, then operation name ('' for none); at most 1000. */
  private readonly verdicts = new Map<string, Map<string, boolean>>();
  private verdictCount = 0;

  constructor(
    private readonly cache: PublicCache,
    private readonly schema: GraphQLSchema,
    private readonly operations: PersistedOperations,
  ) {}

  /** The cache key of this request, or null when it must run uncached. */
  keyOf(req: FastifyRequest): string | null {
    if (req.method !== 'POST' || req.viewer || req.headers.authorization) return null;
    const body = req.body as Record<string, unknown> | null | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    const { query, operationName, variables, extensions } = body;
    const id = persistedOperationId(body);
    const text = id !== null ? this.operations.get(id) : query;
    if (typeof text !== 'string' || (operationName != null && typeof operationName !== 'string')) return null;
    if (!this.cacheable(text, operationName ?? null)) return null;
    return JSON.stringify([
      id,
      id === null ? text : null,
      operationName ?? null,
      variables ?? null,
      extensions ?? null,
      req.headers.accept ?? null,
      req.headers.origin ?? null,
    ]);
  }

  /** The stored answer, or `run()`'s (kept when complete); send it with `sendCached`. */
  answer(key: string, run: () => Promise<CachedAnswer>): Promise<Entry | { answer: CachedAnswer }> {
    return this.cache.get(`graphql\u0000${key}`, async () => {
      const answer = await run();
      // Only complete answers are kept (an error may be the database's, for this request only).
      const store = answer.status === 200 && answer.body.startsWith('{"data":') && !answer.body.includes('"errors":[');
      return { answer, store };
    });
  }

  private cacheable(text: string, operationName: string | null): boolean {
    // Looked up by the text itself, not by a string made from it per request: a persisted
    // operation's text is one string, whose hash V8 keeps, so the lookup does not read its kilobytes.
    const name = operationName ?? '';
    let byName = this.verdicts.get(text);
    let verdict = byName?.get(name);
    if (verdict === undefined) {
      try {
        verdict = isCacheableCatalogueQuery(this.schema, parse(text), operationName);
      } catch {
        verdict = false; // a syntax error: Yoga answers it
      }
      if (this.verdictCount >= 1000) {
        // Arbitrary documents must not grow it.
        this.verdicts.clear();
        this.verdictCount = 0;
        byName = undefined;
      }
      if (!byName) this.verdicts.set(text, (byName = new Map()));
      byName.set(name, verdict);
      this.verdictCount++;
    }
    return verdict;
  }
}
