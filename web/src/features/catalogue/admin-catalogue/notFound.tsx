import { Trans } from '@lingui/react/macro';
import { NotFoundState } from '../../../shared/admin/NotFoundState';
import { ADMIN_SHOP_PATH } from './paths';

/** A course id that does not (or no longer) exist. */
export { CourseNotFound } from '../../../shared/admin/authoring';

/** A product id that does not (or no longer) exist. */
export function ProductNotFound() {
  return (
    <NotFoundState
      title={<Trans>Product not found</Trans>}
      message={<Trans>This product does not exist or has been deleted.</Trans>}
      backTo={ADMIN_SHOP_PATH}
      backLabel={<Trans>Back to products</Trans>}
    />
  );
}
