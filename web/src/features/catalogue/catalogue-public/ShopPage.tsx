import { Suspense, useDeferredValue } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { useLingui } from '@lingui/react/macro';
import type { ShopPageQuery } from '../../../__generated__/ShopPageQuery.graphql';
import { CATALOGUE_PAGE_SIZE, contentLanguage, filterSearch, readProductFilter, toggle } from './catalogue';
import { FilterChips } from './FilterChips';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_KINDS,
  type ProductCategory,
  type ProductKind,
} from '../../../shared/catalogue/labels';
import { PRODUCT_KIND_LABELS } from './labels';
import { ProductList } from './ProductList';
import { CardGridSkeleton, HeroStrip } from './ui';
import { detectLocale } from '../../../shared/i18n/i18n';
import { prefetchQuery, type PagePrefetch } from '../../../shared/relay/prefetch';

const shopQuery = graphql`
  query ShopPageQuery($count: Int!, $categories: [ProductCategory!], $kind: ProductKind, $language: Language!) {
    ...ProductList_query @arguments(count: $count, categories: $categories, kind: $kind)
  }
`;

/** The list's variables for a filter (`?category=…&kind=…`, as `filterSearch` writes it). */
function shopVariables(search: string, language: 'PL' | 'EN'): ShopPageQuery['variables'] {
  const { categories, kind } = readProductFilter(new URLSearchParams(search));
  return { count: CATALOGUE_PAGE_SIZE, categories: categories.length ? categories : null, kind, language };
}

export const prefetch: PagePrefetch = ({ search }) => {
  const { categories, kind } = readProductFilter(new URLSearchParams(search));
  prefetchQuery<ShopPageQuery>(
    shopQuery,
    shopVariables(filterSearch(categories, kind), contentLanguage(detectLocale())),
  );
};

function ProductResults({ filter, onShowAll }: { filter: string; onShowAll: () => void }) {
  const [search = '', language = 'PL'] = filter.split('|');
  const data = useLazyLoadQuery<ShopPageQuery>(shopQuery, shopVariables(search, language as 'PL' | 'EN'));
  return <ProductList query={data} onShowAll={search ? onShowAll : undefined} />;
}

/** /shop: products by category (spec 2) and by kind (the menu's drones, planes, multi-rotor). */
export default function ShopPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const { categories, kind } = readProductFilter(params);
  const search = filterSearch(categories, kind);
  // Product texts come in the page's language: a switch loads them again.
  const filter = `${search}|${contentLanguage(i18n.locale)}`;
  const shown = useDeferredValue(filter);
  const stale = shown !== filter;
  const choose = (nextCategories: ProductCategory[], nextKind: ProductKind | null) =>
    setParams(new URLSearchParams(filterSearch(nextCategories, nextKind)));

  return (
    <>
      <HeroStrip
        title={t`Shop`}
        lead={t`Drones, planes, multi-rotor aircraft, accessories, software and vouchers. Delivery within 3 business days.`}
      >
        <FilterChips
          label={t`Category`}
          allLabel={t`All categories`}
          options={PRODUCT_CATEGORIES.map((value) => ({ value, label: i18n._(PRODUCT_CATEGORY_LABELS[value]) }))}
          selected={categories}
          onToggle={(value) => choose(toggle(categories, value, PRODUCT_CATEGORIES), kind)}
          onClear={() => choose([], kind)}
          testId="product-filter"
        />
        <FilterChips
          label={t`Aircraft type`}
          allLabel={t`All types`}
          options={PRODUCT_KINDS.map((value) => ({ value, label: i18n._(PRODUCT_KIND_LABELS[value]) }))}
          selected={kind ? [kind] : []}
          onToggle={(value) => choose(categories, value === kind ? null : value)}
          onClear={() => choose(categories, null)}
          testId="kind-filter"
        />
      </HeroStrip>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ height: 4, mb: 2 }}>{stale ? <LinearProgress aria-label={t`Loading`} /> : null}</Box>
        <Box sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
          <Suspense fallback={<CardGridSkeleton />}>
            <ProductResults filter={shown} onShowAll={() => choose([], null)} />
          </Suspense>
        </Box>
      </Container>
    </>
  );
}
