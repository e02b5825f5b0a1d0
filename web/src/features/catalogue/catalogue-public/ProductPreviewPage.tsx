import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { coursePreviewPath, productEditorPath } from '../../../shared/catalogue/paths';
import { contentLanguage } from './catalogue';
import { ProductDetails } from './ProductDetailsPage';
import { CataloguePreviewProvider } from './preview';
import { DetailsSkeleton } from './ui';

/**
 * /admin/shop/products/:productId/preview (ADMIN): the product's public page in the admin's
 * language as a visitor sees it, drafts included, under a "Preview" banner and with buying off.
 */
export default function ProductPreviewPage() {
  const { productId = '' } = useParams();
  const { i18n } = useLingui();
  return (
    <CataloguePreviewProvider value={{ editorPath: productEditorPath(productId), coursePath: coursePreviewPath }}>
      <Suspense fallback={<DetailsSkeleton />}>
        <ProductDetails id={productId} language={contentLanguage(i18n.locale)} />
      </Suspense>
    </CataloguePreviewProvider>
  );
}
