import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PageLinks, type PageLink } from '../../../shared/admin/PageLinks';
import { EmptyState, NumberedList, NumberedRow, OrderedRowActions } from './common';

/**
 * The ordered list of a course's subjects and of a subject's lessons: numbered rows whose title
 * leads to the row's page, with page links, move up/down, edit and delete; a message when empty.
 */
export function OrderedTitleList<T extends { id: string; title: string; number: number }>({
  rows,
  label,
  empty,
  testId,
  to,
  secondary,
  links,
  onEdit,
  onDelete,
  ...rowActions
}: {
  rows: readonly T[];
  label: string;
  empty: ReactNode;
  /** `{testId}s-empty`, `{testId}-row` and the row actions' `{testId}-…`. */
  testId: string;
  /** The page a row's title leads to. */
  to: (row: T) => string;
  secondary: (row: T) => ReactNode;
  /** The row's pages (a subject's lessons, a lesson's editor and quiz). */
  links: (row: T) => readonly PageLink[];
  /** The rest goes to each row's {@link OrderedRowActions}. */
  reordering: boolean;
  /** Swaps two neighbours: the one below moves up, the one above moves down. */
  onSwap: (above: T, below: T) => void;
  editLabel: string;
  editIcon?: ReactNode;
  editTestId?: string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}) {
  if (rows.length === 0) return <EmptyState testId={`${testId}s-empty`}>{empty}</EmptyState>;
  return (
    <NumberedList label={label}>
      {rows.map((row, index) => (
        <NumberedRow
          key={row.id}
          number={row.number}
          title={
            <Link component={RouterLink} to={to(row)} underline="hover" color="inherit">
              {row.title}
            </Link>
          }
          secondary={secondary(row)}
          testId={`${testId}-row`}
          actions={
            <>
              <PageLinks links={links(row)} variant="text" size="small" />
              <OrderedRowActions
                {...rowActions}
                rows={rows}
                index={index}
                onEdit={() => onEdit(row)}
                onDelete={() => onDelete(row)}
                testId={testId}
              />
            </>
          }
        />
      ))}
    </NumberedList>
  );
}
