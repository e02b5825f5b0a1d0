import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { Plural, Trans } from '@lingui/react/macro';
import type { AdminLessonDetailsPageQuery } from '../../../__generated__/AdminLessonDetailsPageQuery.graphql';
import { AuthoringPage, LessonNotFound, foundLesson, subjectCrumb, subjectsCrumb } from './common';
import { LessonSettingsForm } from './LessonSettingsForm';
import { lessonQuestionsPath } from './paths';
import { SegmentList } from './SegmentList';

/** /admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/details (ADMIN): a lesson's title, quiz threshold and content. */
export default function AdminLessonDetailsPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const data = useLazyLoadQuery<AdminLessonDetailsPageQuery>(
    graphql`
      query AdminLessonDetailsPageQuery($courseId: ID!, $lessonId: ID!) {
        course(id: $courseId) {
          id
          title
        }
        lesson: node(id: $lessonId) {
          ... on Lesson {
            id
            title
            number
            questionCount
            subject {
              id
              title
              number
            }
            ...LessonSettingsForm_lesson @alias
            ...SegmentList_lesson @alias
          }
        }
        uploadLimits {
          maxBytes
        }
      }
    `,
    { courseId, lessonId },
    { fetchPolicy: 'store-and-network' },
  );
  const found = foundLesson(data.course, data.lesson);
  const settings = found?.lesson.LessonSettingsForm_lesson;
  const segments = found?.lesson.SegmentList_lesson;
  if (!found || !settings || !segments) return <LessonNotFound />;
  const { course, lesson, lessonId: shownId, subject } = found;
  const number = lesson.number ?? 0;
  const title = lesson.title ?? '';
  const questionCount = lesson.questionCount ?? 0;
  return (
    <AuthoringPage
      course={course}
      crumbs={[subjectsCrumb(course.id), subjectCrumb(course.id, subject)]}
      title={
        <Trans>
          Lesson {number}. {title}
        </Trans>
      }
      actions={
        <Button
          component={RouterLink}
          to={lessonQuestionsPath(course.id, subject.id, shownId)}
          variant="outlined"
          startIcon={<QuizOutlinedIcon />}
          data-testid="lesson-questions-link"
        >
          <Plural value={questionCount} _0="Quiz: no questions" one="Quiz: # question" other="Quiz: # questions" />
        </Button>
      }
    >
      <LessonSettingsForm lesson={settings} withTitle />
      <SegmentList lesson={segments} maxBytes={data.uploadLimits.maxBytes} />
    </AuthoringPage>
  );
}
