import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../shared/ui/Page';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from './labels';

export interface ListRow {
  id: string;
  /** The details page. */
  to: string;
  name: string;
  subtitle: string;
  language: Language;
  published: boolean;
  pictureUrl: string | null;
}

/** The language filter of an admin list, kept in the address (`?language=PL|EN`); null: both. */
export function useLanguageFilter(): [Language | null, (next: Language | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('language');
  const language = raw === 'PL' || raw === 'EN' ? raw : null;
  return [language, (next) => setParams(next ? { language: next } : {}, { replace: true })];
}

/**
 * An admin list of per-language rows in page order: the language filter, add, move up and down
 * within a language, and a link to each row's details.
 */
export function AdminPeopleList({
  title,
  subtitle,
  addLabel,
  addTo,
  rows,
  total,
  empty,
  onMove,
  moving,
  testId,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  addLabel: ReactNode;
  addTo: string;
  rows: ListRow[];
  total: number;
  empty: ReactNode;
  onMove: (id: string, direction: 'UP' | 'DOWN') => void;
  moving: boolean;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useLanguageFilter();
  const sameLanguage = (a: ListRow | undefined, b: ListRow) => a !== undefined && a.language === b.language;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button
            component={RouterLink}
            to={addTo}
            variant="contained"
            startIcon={<AddIcon />}
            data-testid={`${testId}-add`}
          >
            {addLabel}
          </Button>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language ?? 'ALL'}
        onChange={(_event, value: Language | 'ALL' | null) => {
          if (value) setLanguage(value === 'ALL' ? null : value);
        }}
        aria-label={t`Language`}
        sx={{ mb: 2 }}
        data-testid={`${testId}-language`}
      >
        <ToggleButton value="ALL">
          <Trans>All languages</Trans>
        </ToggleButton>
        {LANGUAGES.map((value) => (
          <ToggleButton key={value} value={value} data-testid={`${testId}-language-${value}`}>
            {i18n._(LANGUAGE_LABELS[value])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid={`${testId}-table`}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Name</Trans>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                <Trans>Language</Trans>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                <Trans>Status</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Actions</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow key={row.id} hover data-testid={`${testId}-row`}>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                      <Avatar
                        src={row.pictureUrl ?? undefined}
                        alt=""
                        variant="rounded"
                        sx={{ width: 40, height: 40, bgcolor: 'grey.300', color: 'grey.900' }}
                      >
                        {row.name.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography
                          component={RouterLink}
                          to={row.to}
                          sx={{ fontWeight: 600, color: 'inherit', overflowWrap: 'anywhere' }}
                        >
                          {row.name}
                        </Typography>
                        {row.subtitle ? (
                          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                            {row.subtitle}
                          </Typography>
                        ) : null}
                        <Typography variant="caption" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                          {i18n._(LANGUAGE_LABELS[row.language])}
                          {row.published ? '' : ` · ${t`Hidden`}`}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {i18n._(LANGUAGE_LABELS[row.language])}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {row.published ? (
                      <Chip size="small" color="success" variant="outlined" label={t`Published`} />
                    ) : (
                      <Chip size="small" label={t`Hidden`} />
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t`Move up`}>
                      <span>
                        <IconButton
                          aria-label={t`Move up: ${row.name}`}
                          disabled={moving || !sameLanguage(rows[index - 1], row)}
                          onClick={() => onMove(row.id, 'UP')}
                          data-testid={`${testId}-up`}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t`Move down`}>
                      <span>
                        <IconButton
                          aria-label={t`Move down: ${row.name}`}
                          disabled={moving || !sameLanguage(rows[index + 1], row)}
                          onClick={() => onMove(row.id, 'DOWN')}
                          data-testid={`${testId}-down`}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t`Edit`}>
                      <IconButton component={RouterLink} to={row.to} aria-label={t`Edit: ${row.name}`}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {total > rows.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans>
            Showing the first {rows.length} of {total}. Choose a language to narrow the list.
          </Trans>
        </Typography>
      ) : null}
    </Container>
  );
}
