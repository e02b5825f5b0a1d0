import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Card, { type CardProps } from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';

/** Test ids and other `data-` attributes a card carries for the journeys. */
export type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/**
 * A list shown as cards on phones, where a table would not fit: a labelled `ul` of outlined cards,
 * each one wholly a link when `linkOf` is given. Tables and grids keep the wide screens.
 */
export function CardList<R extends { readonly id: string }>({
  label,
  rows,
  linkOf,
  cardProps,
  children: content,
}: {
  label: string;
  rows: readonly R[];
  /** Where a card leads (the whole card is the link). */
  linkOf?: (row: R) => string;
  /** A card's test id, data attributes and style. */
  cardProps?: (row: R, index: number) => CardProps & DataAttributes;
  /** What a card shows. */
  children: (row: R, index: number) => ReactNode;
}) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {rows.map((row, index) => {
        const body = <CardContent sx={{ pb: '12px !important' }}>{content(row, index)}</CardContent>;
        return (
          <li key={row.id}>
            <Card variant="outlined" {...cardProps?.(row, index)}>
              {linkOf ? (
                <CardActionArea component={RouterLink} to={linkOf(row)}>
                  {body}
                </CardActionArea>
              ) : (
                body
              )}
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
