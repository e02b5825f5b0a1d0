import { useState } from 'react';
import { graphql, readInlineData, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminLessonsPageQuery } from '../../../__generated__/AdminLessonsPageQuery.graphql';
import type {
  AdminLessonsPage_lesson$data,
  AdminLessonsPage_lesson$key,
} from '../../../__generated__/AdminLessonsPage_lesson.graphql';
import type { AdminLessonsPageCreateMutation } from '../../../__generated__/AdminLessonsPageCreateMutation.graphql';
import type { AdminLessonsPageDeleteMutation } from '../../../__generated__/AdminLessonsPageDeleteMutation.graphql';
import type { AdminLessonsPageReorderMutation } from '../../../__generated__/AdminLessonsPageReorderMutation.graphql';
import type { AdminLessonsPageRenameMutation } from '../../../__generated__/AdminLessonsPageRenameMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { useConfirmDelete } from '../../../shared/ui/useConfirmDelete';
import { AuthoringPage, NotFoundState, TitleDialog, subjectsCrumb } from './common';
import { OrderedTitleList } from './OrderedTitleList';
import { lessonDetailsPath, lessonQuestionsPath } from './paths';

/** A row of the list, as the query and every mutation of it fetch it. */
const lessonFragment = graphql`
  fragment AdminLessonsPage_lesson on Lesson @inline {
    id
    title
    number
    questionCount
    segments {
      id
    }
  }
`;

type LessonRow = AdminLessonsPage_lesson$data;

/** /admin/courses/:courseId/subjects/:subjectId/lessons (ADMIN): the subject's lessons in order. */
export default function AdminLessonsPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const params = useParams();
  const courseId = params.courseId ?? '';
  const data = useLazyLoadQuery<AdminLessonsPageQuery>(
    graphql`
      query AdminLessonsPageQuery($courseId: ID!, $subjectId: ID!) {
        course(id: $courseId) {
          id
          title
        }
        subject: node(id: $subjectId) {
          ... on Subject {
            id
            title
            number
            lessons {
              ...AdminLessonsPage_lesson
            }
          }
        }
      }
    `,
    { courseId, subjectId: params.subjectId ?? '' },
    { fetchPolicy: 'store-and-network' },
  );
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<LessonRow | null>(null);

  const [create, creating] = useMutation<AdminLessonsPageCreateMutation>(graphql`
    mutation AdminLessonsPageCreateMutation($input: CreateLessonInput!) {
      createLesson(input: $input) {
        id
        subject {
          id
          lessons {
            ...AdminLessonsPage_lesson
          }
        }
      }
    }
  `);
  const [rename, renamingBusy] = useMutation<AdminLessonsPageRenameMutation>(graphql`
    mutation AdminLessonsPageRenameMutation($input: UpdateLessonInput!) {
      updateLesson(input: $input) {
        id
        title
      }
    }
  `);
  const [remove, removing] = useMutation<AdminLessonsPageDeleteMutation>(graphql`
    mutation AdminLessonsPageDeleteMutation($id: ID!) {
      deleteLesson(id: $id) {
        id
        lessons {
          ...AdminLessonsPage_lesson
        }
      }
    }
  `);
  const [reorder, reordering] = useMutation<AdminLessonsPageReorderMutation>(graphql`
    mutation AdminLessonsPageReorderMutation($input: ReorderLessonsInput!) {
      reorderLessons(input: $input) {
        id
        lessons {
          ...AdminLessonsPage_lesson
        }
      }
    }
  `);
  const deletion = useConfirmDelete<LessonRow>({
    remove: (lesson, callbacks) => remove({ variables: { id: lesson.id }, ...callbacks }),
    busy: removing,
    deleted: t`Lesson deleted`,
  });

  const course = data.course;
  const subject = data.subject?.id && data.subject.lessons ? data.subject : null;
  const subjectId = subject?.id;
  if (!course || !subject?.lessons || !subjectId) {
    return (
      <NotFoundState
        title={<Trans>Subject not found</Trans>}
        message={<Trans>This subject does not exist or has been deleted.</Trans>}
      />
    );
  }
  const lessons = subject.lessons.map((key) => readInlineData<AdminLessonsPage_lesson$key>(lessonFragment, key));
  const subjectNumber = subject.number ?? 0;
  const subjectTitle = subject.title ?? '';
  const failed = (error: unknown) => showToast(errorMessage(i18n, error), 'error');

  return (
    <AuthoringPage
      course={course}
      crumbs={[subjectsCrumb(course.id)]}
      title={
        <Trans>
          Subject {subjectNumber}. {subjectTitle}
        </Trans>
      }
      subtitle={<Trans>Lessons of this subject in the order students take them.</Trans>}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="lesson-add">
          <Trans>Add lesson</Trans>
        </Button>
      }
    >
      <OrderedTitleList
        rows={lessons}
        label={t`Lessons`}
        empty={<Trans>This subject has no lessons yet. Add the first one.</Trans>}
        testId="lesson"
        to={(lesson) => lessonDetailsPath(course.id, subjectId, lesson.id)}
        secondary={(lesson) => {
          const segmentCount = lesson.segments.length;
          const questionCount = lesson.questionCount;
          return (
            <>
              <Plural value={segmentCount} _0="No content" one="# segment" other="# segments" />
              {' · '}
              <Plural value={questionCount} _0="No quiz" one="Quiz of # question" other="Quiz of # questions" />
            </>
          );
        }}
        links={(lesson) => [
          {
            to: lessonDetailsPath(course.id, subjectId, lesson.id),
            icon: <EditOutlinedIcon />,
            label: <Trans>Edit</Trans>,
            testId: 'lesson-edit',
          },
          {
            to: lessonQuestionsPath(course.id, subjectId, lesson.id),
            icon: <QuizOutlinedIcon />,
            label: <Trans>Quiz</Trans>,
            testId: 'lesson-questions',
          },
        ]}
        reordering={reordering}
        onSwap={(above, below) =>
          reorder({
            variables: { input: { lessonIdUp: below.id, lessonIdDown: above.id } },
            onError: failed,
          })
        }
        editLabel={t`Rename`}
        editIcon={<DriveFileRenameOutlineIcon />}
        editTestId="lesson-rename"
        onEdit={setRenaming}
        onDelete={deletion.ask}
      />

      {adding ? (
        <TitleDialog
          testId="lesson"
          title={<Trans>New lesson</Trans>}
          label={t`Title`}
          initial=""
          submitLabel={<Trans>Add and edit</Trans>}
          saving={creating}
          onClose={() => setAdding(false)}
          onSubmit={(title, refused) => {
            create({
              variables: { input: { subjectId, title } },
              onCompleted: (response) => {
                setAdding(false);
                showToast(t`Lesson added`, 'success');
                // Spec 4: a new lesson leads to its details page.
                void navigate(lessonDetailsPath(course.id, subjectId, response.createLesson.id));
              },
              onError: refused,
            });
          }}
        />
      ) : null}

      {renaming ? (
        <TitleDialog
          testId="lesson-rename"
          title={<Trans>Rename lesson</Trans>}
          label={t`Title`}
          initial={renaming.title}
          submitLabel={<Trans>Save</Trans>}
          saving={renamingBusy}
          onClose={() => setRenaming(null)}
          onSubmit={(title, refused) => {
            rename({
              variables: { input: { id: renaming.id, title } },
              onCompleted: () => {
                setRenaming(null);
                showToast(t`Changes saved`, 'success');
              },
              onError: refused,
            });
          }}
        />
      ) : null}

      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete this lesson?</Trans>}
        message={
          <Trans>
            The lesson “{deletion.target?.title ?? ''}” is deleted with its content, media files and quiz. This cannot
            be undone.
          </Trans>
        }
      />
    </AuthoringPage>
  );
}
