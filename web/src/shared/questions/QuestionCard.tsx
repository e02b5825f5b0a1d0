import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useLingui } from '@lingui/react/macro';

/**
 * One question of a numbered list (a lesson's quiz, an exam's bank) as the admin sees it: "number.
 * text", the row's actions, and the answers with the correct ones marked (icon, bold). Test ids:
 * `testId` on the card, `${answerTestId}-correct-row` / `${answerTestId}-row` on the answers.
 */
export function QuestionCard({
  number,
  text,
  answers,
  actions,
  testId,
  answerTestId,
}: {
  number: number;
  text: string;
  answers: readonly { id: string; text: string; correct: boolean }[];
  actions: ReactNode;
  testId: string;
  answerTestId: string;
}) {
  const { t } = useLingui();
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 } }} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Typography
          sx={{
            fontWeight: 500,
            flex: '1 1 240px',
            minWidth: 0,
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-line',
          }}
        >
          {number}. {text}
        </Typography>
        <Box sx={{ display: 'flex', ml: 'auto' }}>{actions}</Box>
      </Box>
      <Box component="ul" sx={{ p: 0, m: 0, mt: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {answers.map((answer) => (
          <Box
            component="li"
            key={answer.id}
            sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'flex-start' }}
            data-testid={answer.correct ? `${answerTestId}-correct-row` : `${answerTestId}-row`}
          >
            {answer.correct ? (
              <CheckCircleIcon fontSize="small" color="success" titleAccess={t`Correct answer`} sx={{ mt: '2px' }} />
            ) : (
              <RadioButtonUncheckedIcon
                fontSize="small"
                color="disabled"
                titleAccess={t`Wrong answer`}
                sx={{ mt: '2px' }}
              />
            )}
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: answer.correct ? 600 : 400 }}>
              {answer.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
