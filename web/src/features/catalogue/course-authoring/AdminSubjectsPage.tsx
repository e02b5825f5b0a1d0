import { useState } from 'react';
import { graphql, readInlineData, useLazyLoadQuery, useMutation } from 'react-relay';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminSubjectsPage_subject$data,
  AdminSubjectsPage_subject$key,
} from '../../../__generated__/AdminSubjectsPage_subject.graphql';
import type { AdminSubjectsPageQuery } from '../../../__generated__/AdminSubjectsPageQuery.graphql';
import type { AdminSubjectsPageCreateMutation } from '../../../__generated__/AdminSubjectsPageCreateMutation.graphql';
import type { AdminSubjectsPageUpdateMutation } from '../../../__generated__/AdminSubjectsPageUpdateMutation.graphql';
import type { AdminSubjectsPageDeleteMutation } from '../../../__generated__/AdminSubjectsPageDeleteMutation.graphql';
import type { AdminSubjectsPageReorderMutation } from '../../../__generated__/AdminSubjectsPageReorderMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { useConfirmDelete } from '../../../shared/ui/useConfirmDelete';
import { AuthoringPage, CourseNotFound, TitleDialog } from './common';
import { OrderedTitleList } from './OrderedTitleList';
import { lessonsPath } from './paths';

/** A row of the list, as the query and every mutation of it fetch it. */
const subjectFragment = graphql`
  fragment AdminSubjectsPage_subject on Subject @inline {
    id
    title
    number
    lessonCount
  }
`;

type SubjectRow = AdminSubjectsPage_subject$data;

/** /admin/courses/:courseId/subjects (ADMIN): the course's subjects in order, with their lessons behind each. */
export default function AdminSubjectsPage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { courseId = '' } = useParams();
  const data = useLazyLoadQuery<AdminSubjectsPageQuery>(
    graphql`
      query AdminSubjectsPageQuery($id: ID!) {
        course(id: $id) {
          id
          title
          subjects {
            ...AdminSubjectsPage_subject
          }
        }
      }
    `,
    { id: courseId },
    { fetchPolicy: 'store-and-network' },
  );
  const [editing, setEditing] = useState<SubjectRow | 'new' | null>(null);

  const [create, creating] = useMutation<AdminSubjectsPageCreateMutation>(graphql`
    mutation AdminSubjectsPageCreateMutation($input: CreateSubjectInput!) {
      createSubject(input: $input) {
        ...AdminSubjectsPage_subject
      }
    }
  `);
  const [update, updating] = useMutation<AdminSubjectsPageUpdateMutation>(graphql`
    mutation AdminSubjectsPageUpdateMutation($input: UpdateSubjectInput!) {
      updateSubject(input: $input) {
        id
        title
      }
    }
  `);
  const [remove, removing] = useMutation<AdminSubjectsPageDeleteMutation>(graphql`
    mutation AdminSubjectsPageDeleteMutation($id: ID!) {
      deleteSubject(id: $id) {
        id
        subjects {
          ...AdminSubjectsPage_subject
        }
      }
    }
  `);
  const [reorder, reordering] = useMutation<AdminSubjectsPageReorderMutation>(graphql`
    mutation AdminSubjectsPageReorderMutation($input: ReorderSubjectsInput!) {
      reorderSubjects(input: $input) {
        id
        subjects {
          ...AdminSubjectsPage_subject
        }
      }
    }
  `);
  const deletion = useConfirmDelete<SubjectRow>({
    remove: (subject, callbacks) => remove({ variables: { id: subject.id }, ...callbacks }),
    busy: removing,
    deleted: t`Subject deleted`,
  });

  const course = data.course;
  if (!course) return <CourseNotFound />;
  const subjects = course.subjects.map((key) => readInlineData<AdminSubjectsPage_subject$key>(subjectFragment, key));
  const courseTitle = course.title || t`(untitled)`;
  const failed = (error: unknown) => showToast(errorMessage(i18n, error), 'error');

  return (
    <AuthoringPage
      course={course}
      title={<Trans>Subjects</Trans>}
      subtitle={
        <Trans>
          The content of the course “{courseTitle}”: subjects in the order students take them, each with its lessons.
        </Trans>
      }
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="subject-add">
          <Trans>Add subject</Trans>
        </Button>
      }
    >
      <OrderedTitleList
        rows={subjects}
        label={t`Subjects`}
        empty={<Trans>This course has no subjects yet. Add the first one.</Trans>}
        testId="subject"
        to={(subject) => lessonsPath(course.id, subject.id)}
        secondary={({ lessonCount: count }) => (
          <Plural value={count} _0="No lessons" one="# lesson" other="# lessons" />
        )}
        links={(subject) => [
          {
            to: lessonsPath(course.id, subject.id),
            icon: <ListAltIcon />,
            label: <Trans>Lessons</Trans>,
            testId: 'subject-lessons',
          },
        ]}
        reordering={reordering}
        onSwap={(above, below) =>
          reorder({
            variables: { input: { subjectIdUp: below.id, subjectIdDown: above.id } },
            onError: failed,
          })
        }
        editLabel={t`Rename`}
        onEdit={setEditing}
        onDelete={deletion.ask}
      />

      {editing ? (
        <TitleDialog
          testId="subject"
          title={editing === 'new' ? <Trans>New subject</Trans> : <Trans>Rename subject</Trans>}
          label={t`Title`}
          initial={editing === 'new' ? '' : editing.title}
          submitLabel={editing === 'new' ? <Trans>Add</Trans> : <Trans>Save</Trans>}
          saving={creating || updating}
          onClose={() => setEditing(null)}
          onSubmit={(title, refused) => {
            if (editing === 'new') {
              create({
                variables: { input: { courseId: course.id, title } },
                updater: (store) => {
                  const created = store.getRootField('createSubject');
                  const owner = store.get(course.id);
                  const list = owner?.getLinkedRecords('subjects');
                  if (created && owner && list) owner.setLinkedRecords([...list, created], 'subjects');
                },
                onCompleted: () => {
                  setEditing(null);
                  showToast(t`Subject added`, 'success');
                },
                onError: refused,
              });
            } else {
              update({
                variables: { input: { id: editing.id, title } },
                onCompleted: () => {
                  setEditing(null);
                  showToast(t`Changes saved`, 'success');
                },
                onError: refused,
              });
            }
          }}
        />
      ) : null}

      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete this subject?</Trans>}
        message={
          <Trans>
            The subject “{deletion.target?.title ?? ''}” is deleted with its lessons, their media files and quizzes.
            This cannot be undone.
          </Trans>
        }
      />
    </AuthoringPage>
  );
}
