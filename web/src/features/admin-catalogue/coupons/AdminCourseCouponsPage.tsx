import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCourseCouponsPageQuery } from '../../../__generated__/AdminCourseCouponsPageQuery.graphql';
import { AdminPage } from '../common/AdminPage';
import { NotFoundState } from '../common/NotFoundState';
import { ADMIN_COURSES_PATH, courseDetailsPath } from '../paths';
import { AdminDiscountCoupons } from './AdminDiscountCoupons';

/** /admin/courses/:courseId/discount-coupons (ADMIN). */
export default function AdminCourseCouponsPage() {
  const { t } = useLingui();
  const { courseId = '' } = useParams();
  const data = useLazyLoadQuery<AdminCourseCouponsPageQuery>(
    graphql`
      query AdminCourseCouponsPageQuery($id: ID!) {
        course(id: $id) {
          id
          title
          discountCoupons {
            id
            ...AdminDiscountCoupons_coupon
          }
        }
      }
    `,
    { id: courseId },
    { fetchPolicy: 'store-and-network' },
  );
  const course = data.course;
  if (!course) {
    return (
      <NotFoundState
        title={<Trans>Course not found</Trans>}
        message={<Trans>This course does not exist or has been deleted.</Trans>}
        backTo={ADMIN_COURSES_PATH}
        backLabel={<Trans>Back to courses</Trans>}
      />
    );
  }
  const title = course.title || t`(untitled)`;
  return (
    <AdminPage
      back={{ to: courseDetailsPath(course.id), label: <Trans>Back to the course</Trans> }}
      title={<Trans>Discount coupons</Trans>}
      subtitle={<Trans>Codes that lower the price of the course “{title}”.</Trans>}
    >
      <AdminDiscountCoupons owner={{ kind: 'course', id: course.id }} coupons={course.discountCoupons} />
    </AdminPage>
  );
}
