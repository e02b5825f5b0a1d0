import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Trans } from '@lingui/react/macro';
import { QuestionCard } from '../questions/QuestionCard';
import { NumberedList, SectionHeading } from './authoring';

export interface ListedQuestion {
  id: string;
  text: string;
  answers: readonly { id: string; text: string; correct: boolean }[];
}

/**
 * The questions section of an authoring page (a lesson's quiz, a course's exam bank): heading with
 * "Add question", the numbered question cards with their actions, or `empty` when there are none.
 * Exists so both question editors list their questions the same way.
 */
export function QuestionListSection<Q extends ListedQuestion>({
  headingId,
  heading,
  addTestId,
  onAdd,
  listLabel,
  questions,
  total = questions.length,
  empty,
  testId,
  actions,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  addTestId: string;
  onAdd: () => void;
  listLabel: string;
  questions: readonly Q[];
  /** How many there are in all (default: the listed ones); none shows `empty`. */
  total?: number;
  /** Shown in place of the list when there are no questions. */
  empty: ReactNode;
  /** `{testId}-row` for a card, `{testId}-answer` for its answers. */
  testId: string;
  /** A card's actions; `number` counts from 1. */
  actions: (question: Q, index: number, number: number) => ReactNode;
  /** Below the list (e.g. "Show more"). */
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} data-testid={addTestId}>
            <Trans>Add question</Trans>
          </Button>
        }
      >
        {heading}
      </SectionHeading>
      {total === 0 ? (
        empty
      ) : (
        <NumberedList label={listLabel} gap={2}>
          {questions.map((question, index) => (
            <QuestionCard
              key={question.id}
              number={index + 1}
              text={question.text}
              answers={question.answers}
              testId={`${testId}-row`}
              answerTestId={`${testId}-answer`}
              actions={actions(question, index, index + 1)}
            />
          ))}
        </NumberedList>
      )}
      {children}
    </Box>
  );
}
