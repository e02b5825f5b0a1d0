import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCourseDetailsPageQuery } from '../../../../__generated__/AdminCourseDetailsPageQuery.graphql';
import type { AdminCourseDetailsPageDuplicateMutation } from '../../../../__generated__/AdminCourseDetailsPageDuplicateMutation.graphql';
import type { AdminCourseDetailsPageDeleteMutation } from '../../../../__generated__/AdminCourseDetailsPageDeleteMutation.graphql';
import { errorMessage } from '../../../../shared/errors/messages';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { PageLinks } from '../../../../shared/admin/PageLinks';
import { useToast } from '../../../../shared/ui/toast';
import { LEAVE_WITHOUT_PROMPT } from '../../../../shared/ui/useUnsavedChangesPrompt';
import { AdminPage } from '../../../../shared/admin/AdminPage';
import { CourseNotFound } from '../notFound';
import { ADMIN_COURSES_PATH, courseCouponsPath, courseDetailsPath, coursePreviewPath } from '../paths';
import { AdminCourseForm } from './AdminCourseForm';
import { AdminCourseVariants } from './AdminCourseVariants';

/** /admin/courses/:courseId/details (ADMIN): every field of a course, its prices, duplicate and delete. */
export default function AdminCourseDetailsPage() {
  const { t } = useLingui();
  const { courseId = '' } = useParams();
  const data = useLazyLoadQuery<AdminCourseDetailsPageQuery>(
    graphql`
      query AdminCourseDetailsPageQuery($id: ID!) {
        course(id: $id) {
          id
          title
          ...AdminCourseForm_course
          ...AdminCourseVariants_course
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
  return (
    <AdminPage
      back={{ to: ADMIN_COURSES_PATH, label: <Trans>Courses</Trans> }}
      title={course.title || t`(untitled)`}
      actions={<CourseActions id={course.id} />}
    >
      <AdminCourseForm course={course} />
      <AdminCourseVariants course={course} />
    </AdminPage>
  );
}

function CourseActions({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [confirm, setConfirm] = useState<'duplicate' | 'delete' | null>(null);
  const [duplicate, duplicating] = useMutation<AdminCourseDetailsPageDuplicateMutation>(graphql`
    mutation AdminCourseDetailsPageDuplicateMutation($id: ID!) {
      duplicateCourse(id: $id) {
        id
      }
    }
  `);
  const [remove, removing] = useMutation<AdminCourseDetailsPageDeleteMutation>(graphql`
    mutation AdminCourseDetailsPageDeleteMutation($id: ID!) {
      deleteCourse(id: $id)
    }
  `);

  const onConfirm = () => {
    if (confirm === 'duplicate') {
      duplicate({
        variables: { id },
        onCompleted: (response) => {
          setConfirm(null);
          showToast(t`Course duplicated. You are editing the copy`, 'success');
          void navigate(courseDetailsPath(response.duplicateCourse.id), { state: LEAVE_WITHOUT_PROMPT }); // not awaited: a failed navigation shows the route's error element
        },
        onError: (error) => {
          setConfirm(null);
          showToast(errorMessage(i18n, error), 'error');
        },
      });
    } else if (confirm === 'delete') {
      remove({
        variables: { id },
        onCompleted: () => {
          setConfirm(null);
          showToast(t`Course deleted`, 'success');
          void navigate(ADMIN_COURSES_PATH, { state: LEAVE_WITHOUT_PROMPT }); // not awaited: a failed navigation shows the route's error element
        },
        onError: (error) => {
          setConfirm(null);
          showToast(errorMessage(i18n, error), 'error');
        },
      });
    }
  };

  return (
    <>
      <PageLinks
        links={[
          {
            to: coursePreviewPath(id),
            icon: <VisibilityOutlinedIcon />,
            label: <Trans>Preview</Trans>,
            testId: 'course-preview-link',
          },
          {
            to: `/admin/courses/${encodeURIComponent(id)}/subjects`,
            icon: <MenuBookOutlinedIcon />,
            label: <Trans>Subjects and lessons</Trans>,
            testId: 'course-subjects-link',
          },
          {
            to: `/admin/courses/${encodeURIComponent(id)}/users`,
            icon: <GroupOutlinedIcon />,
            label: <Trans>Participants</Trans>,
            testId: 'course-participants-link',
          },
          {
            to: `/admin/courses/${encodeURIComponent(id)}/exam-questions`,
            icon: <QuizOutlinedIcon />,
            label: <Trans>Exam questions</Trans>,
            testId: 'course-exam-questions-link',
          },
          {
            to: courseCouponsPath(id),
            icon: <LocalOfferOutlinedIcon />,
            label: <Trans>Discount coupons</Trans>,
            testId: 'course-coupons-link',
          },
        ]}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => setConfirm('duplicate')}
        data-testid="course-duplicate"
      >
        <Trans>Duplicate</Trans>
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirm('delete')}
        data-testid="course-delete"
      >
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={confirm === 'duplicate'}
        title={<Trans>Duplicate this course?</Trans>}
        message={
          <Trans>
            A private copy is created with the same content and prices (without discount coupons). You will edit the
            copy next.
          </Trans>
        }
        confirmLabel={<Trans>Duplicate</Trans>}
        busy={duplicating}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={<Trans>Delete this course?</Trans>}
        message={<Trans>The course, its prices and its discount coupons are deleted. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        destructive
        busy={removing}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
