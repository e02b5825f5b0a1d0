import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminLessonDetailsPageQuery } from '../../__generated__/AdminLessonDetailsPageQuery.graphql';
import { AuthoringPage, NotFoundState } from './common';
import { LessonSettingsForm } from './LessonSettingsForm';
import { ADMIN_COURSES_PATH, courseDetailsPath, lessonQuestionsPath, lessonsPath, subjectsPath } from './paths';
import { SegmentList } from './SegmentList';

/** /admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/details (ADMIN): a lesson's title, quiz threshold and content. */
export default function AdminLessonDetailsPage() {
  const { t } = useLingui();
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
  const course = data.course;
  const lesson = data.lesson?.subject ? data.lesson : null;
  const settings = lesson?.LessonSettingsForm_lesson;
  const segments = lesson?.SegmentList_lesson;
  const shownId = lesson?.id;
  if (!course || !lesson?.subject || !shownId || !settings || !segments) {
    return (
      <NotFoundState
        title={<Trans>Lesson not found</Trans>}
        message={<Trans>This lesson does not exist or has been deleted.</Trans>}
      />
    );
  }
  const subject = lesson.subject;
  const courseTitle = course.title || t`(untitled)`;
  const subjectLabel = `${subject.number}. ${subject.title}`;
  const number = lesson.number ?? 0;
  const title = lesson.title ?? '';
  const questionCount = lesson.questionCount ?? 0;
  return (
    <AuthoringPage
      crumbs={[
        { to: ADMIN_COURSES_PATH, label: <Trans>Courses</Trans> },
        { to: courseDetailsPath(course.id), label: courseTitle },
        { to: subjectsPath(course.id), label: <Trans>Subjects</Trans> },
        { to: lessonsPath(course.id, subject.id), label: subjectLabel },
      ]}
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
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="lesson-settings-title"
        sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
      >
        <Typography id="lesson-settings-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          <Trans>Lesson</Trans>
        </Typography>
        <LessonSettingsForm lesson={settings} withTitle />
      </Paper>
      <SegmentList lesson={segments} maxBytes={data.uploadLimits.maxBytes} />
    </AuthoringPage>
  );
}
