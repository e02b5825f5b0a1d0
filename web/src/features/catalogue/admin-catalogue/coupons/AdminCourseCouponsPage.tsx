import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCourseCouponsPageQuery } from '../../../../__generated__/AdminCourseCouponsPageQuery.graphql';
import { CourseNotFound } from '../notFound';
import { courseDetailsPath } from '../paths';
import { OwnerCouponsPage } from './OwnerCouponsPage';

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
    return <CourseNotFound />;
  }
  const title = course.title || t`(untitled)`;
  return (
    <OwnerCouponsPage
      owner={{ kind: 'course', id: course.id }}
      back={{ to: courseDetailsPath(course.id), label: <Trans>Back to the course</Trans> }}
      subtitle={<Trans>Codes that lower the price of the course “{title}”.</Trans>}
      coupons={course.discountCoupons}
    />
  );
}
