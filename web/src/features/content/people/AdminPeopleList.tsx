import { useState, type ReactNode } from 'react';
import { useLazyLoadQuery, useMutation, type GraphQLTaggedNode } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { MutationParameters, OperationType } from 'relay-runtime';
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
import { errorMessage } from '../../../shared/errors/messages';
import { PageHeader } from '../../../shared/ui/Page';
import { useToast } from '../../../shared/ui/toast';
import { LANGUAGE_LABELS, LANGUAGES, NEW, type Language } from './labels';

/** A row as the list pages' queries read it (their fields aliased to these names). */
interface ListNode {
  readonly id: string;
  /** The id of the row's details page. */
  readonly key: string;
  readonly language: string;
  readonly name: string;
  readonly subtitle: string;
  readonly published: boolean;
  readonly picture: { readonly thumbnailUrl: string } | null | undefined;
}

/** The first rows of a list page's query and how many there are. */
export interface PeopleConnection {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: ListNode }>;
}

/** The language filter of an admin list, kept in the address (`?language=PL|EN`); null: both. */
export function useLanguageFilter(): [Language | null, (next: Language | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('language');
  const language = raw === 'PL' || raw === 'EN' ? raw : null;
  return [language, (next) => setParams(next ? { language: next } : {}, { replace: true })];
}

/** Shown at once; a longer list is narrowed by language (the server caps a page at this too). */
const LIST_SIZE = 100;

type Direction = 'UP' | 'DOWN';

/** A list page's query: the first rows in the chosen language (null: both). */
interface ListQuery extends OperationType {
  readonly variables: { first: number; language?: string | null };
}

/** A list page's move mutation: one row up or down within its language. */
interface MoveMutation extends MutationParameters {
  readonly variables: { id: string; direction: string };
}

/**
 * An admin list page's data: its query in the language of the filter, and the move of a row
 * (the list is read again after a move; a refused move says why in a toast).
 */
export function useAdminPeopleList<Q extends ListQuery, M extends MoveMutation>(
  query: GraphQLTaggedNode,
  moveMutation: GraphQLTaggedNode,
) {
  const { i18n } = useLingui();
  const { showToast } = useToast();
  const [language] = useLanguageFilter();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<Q>(query, { language, first: LIST_SIZE } as Q['variables'], {
    fetchPolicy: 'store-and-network',
    fetchKey,
  });
  const [move, moving] = useMutation<M>(moveMutation);
  const onMove = (id: string, direction: Direction) =>
    move({
      variables: { id, direction } as M['variables'],
      onCompleted: () => setFetchKey((key) => key + 1),
      onError: (error) => showToast(errorMessage(i18n, error), 'error'),
    });
  return { data, moving, onMove };
}

/**
 * An admin list of per-language rows in page order: the language filter, add, move up and down
 * within a language, and a link to each row's details.
 */
export function AdminPeopleList({
  title,
  subtitle,
  addLabel,
  pathOf,
  list,
  empty,
  onMove,
  moving,
  testId,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  addLabel: ReactNode;
  /** The details page of a row (`NEW`: the page that adds one). */
  pathOf: (key: string) => string;
  list: PeopleConnection;
  empty: ReactNode;
  onMove: (id: string, direction: Direction) => void;
  moving: boolean;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useLanguageFilter();
  const rows = list.edges.map(({ node }) => ({ ...node, language: node.language as Language, to: pathOf(node.key) }));
  const total = list.totalCount;
  const sameLanguage = (a: ListNode | undefined, b: ListNode) => a !== undefined && a.language === b.language;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button
            component={RouterLink}
            to={pathOf(NEW)}
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
                        src={row.picture?.thumbnailUrl ?? undefined}
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
