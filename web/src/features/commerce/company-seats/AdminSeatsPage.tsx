import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminSeatsPageQuery,
  AdminSeatsPageQuery$variables,
} from '../../../__generated__/AdminSeatsPageQuery.graphql';
import { useUrlListState } from '../../../shared/lists/urlListState';
import { PAGE_SIZE } from '../../../shared/policies';
import { Page } from '../../../shared/ui/Page';
import { CompanyFilter, type CompanyOption } from './CompanyFilter';
import { NO_SORT, SeatFilterBar, isFiltered, readSeatFilters } from './SeatFilters';
import { SeatsList } from './SeatsList';

/**
 * /admin/resource (ADMIN): every company's seats, 25 a page, with a company filter, a search over
 * company name, e-mail and NIP and the employee's e-mail, and status; assign and unassign as the
 * company itself does. Filters live in the URL (the company's name too, for the filter's label).
 */
export default function AdminSeatsPage() {
  const { t } = useLingui();
  const list = useUrlListState(readSeatFilters, NO_SORT);
  const { filters, after } = list;
  const [fetchKey, setFetchKey] = useState(0);
  const variables = useMemo<AdminSeatsPageQuery$variables>(
    () => ({
      first: PAGE_SIZE,
      after,
      filter: {
        search: filters.search || null,
        status: filters.status,
        courseId: filters.courseId,
        companyId: filters.companyId,
      },
    }),
    [after, filters],
  );
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<AdminSeatsPageQuery>(
    graphql`
      query AdminSeatsPageQuery($first: Int!, $after: String, $filter: SeatFilter) {
        adminSeats(first: $first, after: $after, filter: $filter) {
          totalCount
          ...SeatsList_connection
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const { update } = list;
  const pickCompany = useCallback(
    (option: CompanyOption | null) => update({ company: option?.id ?? null, companyName: option?.displayName ?? null }),
    [update],
  );

  // The picked company's name rides in the URL with its id, so the filter can show it at once.
  const companyName = new URLSearchParams(window.location.search).get('companyName');
  const company: CompanyOption | null = filters.companyId
    ? { id: filters.companyId, displayName: companyName ?? filters.companyId, email: '' }
    : null;

  return (
    <Page
      title={<Trans>Company seats</Trans>}
      subtitle={
        <Trans>
          Every company’s course seats: who holds each and until when. Assign a free seat by e-mail or unassign one (a
          seat returns only while the employee has not started the course).
        </Trans>
      }
      maxWidth="xl"
    >
      <SeatFilterBar
        filters={filters}
        courses={[]}
        searchLabel={t`Search by company, NIP or e-mail`}
        update={list.update}
      >
        <CompanyFilter value={company} onChange={pickCompany} />
      </SeatFilterBar>
      <Typography
        sx={{ mb: 1 }}
        color="text.secondary"
        data-testid="seats-total"
        data-total={data.adminSeats.totalCount}
      >
        <Trans>Seats found: {data.adminSeats.totalCount}</Trans>
      </Typography>
      <SeatsList
        connection={data.adminSeats}
        list={list}
        loading={shown !== variables}
        filtered={isFiltered(filters)}
        showCompany
        onCompany={pickCompany}
        onChanged={refresh}
      />
    </Page>
  );
}
