import { Suspense, useDeferredValue } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { useLingui } from '@lingui/react/macro';
import type { CoursesPageQuery } from '../../../__generated__/CoursesPageQuery.graphql';
import { useRouteMeta } from '../../../shared/navigation/routeMeta';
import { CATALOGUE_PAGE_SIZE, contentLanguage, filterSearch, readCourseCategories, toggle } from './catalogue';
import { CourseList } from './CourseList';
import { FilterChips } from './FilterChips';
import { COURSE_CATEGORIES, COURSE_CATEGORY_LABELS, type CourseCategory } from '../../../shared/catalogue/labels';
import { CardGridSkeleton, HeroStrip } from './ui';
import { detectLocale } from '../../../shared/i18n/i18n';
import { prefetchQuery, type PagePrefetch } from '../../../shared/relay/prefetch';

const coursesQuery = graphql`
  query CoursesPageQuery($count: Int!, $categories: [CourseCategory!], $language: Language) {
    ...CourseList_query @arguments(count: $count, categories: $categories, language: $language)
  }
`;

function coursesVariables(categories: CourseCategory[] | null, language: 'PL' | 'EN'): CoursesPageQuery['variables'] {
  return { count: CATALOGUE_PAGE_SIZE, categories, language };
}

export const prefetch: PagePrefetch = ({ routeId, search }) => {
  const selected = readCourseCategories(new URLSearchParams(search), routeId);
  prefetchQuery<CoursesPageQuery>(
    coursesQuery,
    coursesVariables(selected.length ? selected : null, contentLanguage(detectLocale())),
  );
};

function CourseResults({ filter, onShowAll }: { filter: string; onShowAll: () => void }) {
  const [list = '', language = 'PL'] = filter.split('|');
  const categories = list ? (list.split(',') as CourseCategory[]) : null;
  const data = useLazyLoadQuery<CoursesPageQuery>(coursesQuery, coursesVariables(categories, language as 'PL' | 'EN'));
  return <CourseList query={data} onShowAll={categories ? onShowAll : undefined} />;
}

/**
 * /courses and its shortcuts /courses/special, /open, /specialized, /certified (spec 2): the
 * public course catalogue with a category filter kept in the address (`?category=`).
 */
export default function CoursesPage() {
  const { t, i18n } = useLingui();
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selected = readCourseCategories(params, meta?.id);
  const filter = `${selected.join(',')}|${contentLanguage(i18n.locale)}`;
  // The chips answer at once; the previous results stay (dimmed) while the new ones load.
  const shown = useDeferredValue(filter);
  const stale = shown !== filter;

  // A changed choice lives on /courses, so the shortcut's title never contradicts the filter.
  // Not awaited: a failed navigation shows the route's error element.
  const choose = (categories: CourseCategory[]) => {
    void navigate(`/courses${filterSearch(categories)}`);
  };

  return (
    <>
      <HeroStrip
        title={meta ? i18n._(meta.title) : t`Courses`}
        lead={t`Theory online, practice with an instructor, exams and certificates. Choose a category to narrow the list.`}
      >
        <FilterChips
          label={t`Category`}
          allLabel={t`All categories`}
          options={COURSE_CATEGORIES.map((value) => ({ value, label: i18n._(COURSE_CATEGORY_LABELS[value]) }))}
          selected={selected}
          onToggle={(value) => choose(toggle(selected, value, COURSE_CATEGORIES))}
          onClear={() => choose([])}
          testId="course-filter"
        />
      </HeroStrip>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box sx={{ height: 4, mb: 2 }}>{stale ? <LinearProgress aria-label={t`Loading`} /> : null}</Box>
        <Box sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale}>
          <Suspense fallback={<CardGridSkeleton />}>
            <CourseResults filter={shown} onShowAll={() => choose([])} />
          </Suspense>
        </Box>
      </Container>
    </>
  );
}
