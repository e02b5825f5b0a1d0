import { Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetailsPageQuery } from '../../../__generated__/CourseDetailsPageQuery.graphql';
import { useLanguageAlternates } from '../../../shared/i18n/alternates';
import { activateLocale } from '../../../shared/i18n/i18n';
import { CourseLanguageChip, useForeignCourse } from '../../../shared/catalogue/CourseLanguageChip';
import { AlertLinkButton } from '../../../shared/ui/AlertLinkButton';
import { BackLink } from '../../../shared/ui/BackLink';
import { coursePath, hasVisibleText, pricesDiffer } from './catalogue';
import { CourseVariants } from './CourseVariants';
import { Facts, type Fact } from './Facts';
import { COURSE_CATEGORY_LABELS, type CourseCategory } from '../../../shared/catalogue/labels';
import { COURSE_TYPE_LABELS, EXAM_DURATION_MINUTES } from './labels';
import { PreviewBanner, useCataloguePreview } from './preview';
import { RichText } from './RichText';
import { DetailsSection, DetailsSkeleton, NotFoundState, priceText } from './ui';
import { prefetchQuery, type PagePrefetch } from '../../../shared/relay/prefetch';
import { BelowTheFold } from '../../../shared/ui/BelowTheFold';
import { CoverImage } from '../../../shared/ui/MediaCard';

const courseDetailsQuery = graphql`
  query CourseDetailsPageQuery($id: ID!) {
    course(id: $id) {
      id
      title
      category
      courseType
      withoutExamFlg
      visibility
      lowestPriceGross
      variants {
        priceGross
      }
      highlightImage {
        mediumUrl
      }
      description
      scope
      examDescription
      participationConditions
      theoryHours
      exerciseHours
      chapters
      accessMonths
      certificate
      permissionNumber
      examQuestionCount
      examDuration
      city
      startDate
      endDate
      availablePlaces
      placesLeft
      language
      twin {
        id
        language
      }
      ...CourseVariants_course
    }
  }
`;

/** A course's page; the admin's preview shows it too (see `preview.tsx`). */
export function CourseDetails({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const preview = useCataloguePreview();
  // Previewed, links to the course itself go to previews (admins are kept out of the public pages).
  const pathOf = preview ? preview.coursePath : coursePath;
  const { course } = useLazyLoadQuery<CourseDetailsPageQuery>(courseDetailsQuery, { id });
  // Taught in another language than the interface's (a link, or the switch on a course without a twin).
  const foreign = useForeignCourse(course?.language ?? '');
  // The language switch goes to the twin: this course in the other language.
  useLanguageAlternates(
    course?.twin
      ? {
          [course.language === 'EN' ? 'en' : 'pl']: pathOf(course.id),
          [course.twin.language === 'EN' ? 'en' : 'pl']: pathOf(course.twin.id),
        }
      : null,
  );

  if (!course) {
    return (
      <NotFoundState back="/courses" backLabel={<Trans>See all courses</Trans>}>
        <Trans>Course not found</Trans>
      </NotFoundState>
    );
  }

  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const category = COURSE_CATEGORY_LABELS[course.category as CourseCategory];
  const type = COURSE_TYPE_LABELS[course.courseType];
  const soon = course.visibility === 'SOON';
  const minutes = course.examDuration ? EXAM_DURATION_MINUTES[course.examDuration] : undefined;
  const facts: Fact[] = [];
  const add = (key: string, label: ReactNode, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') facts.push({ key, label, value });
  };
  add('category', <Trans>Category</Trans>, category ? i18n._(category) : course.category);
  add('type', <Trans>Course type</Trans>, type ? i18n._(type) : course.courseType);
  add('exam', <Trans>Exam</Trans>, course.withoutExamFlg ? t`Not included in the course` : t`Included in the course`);
  if (course.theoryHours != null) {
    const hours = number.format(course.theoryHours);
    add('theoryHours', <Trans>Theory</Trans>, t`${hours} h`);
  }
  if (course.exerciseHours != null) {
    const hours = number.format(course.exerciseHours);
    add('exerciseHours', <Trans>Practical exercises</Trans>, t`${hours} h`);
  }
  add('chapters', <Trans>Chapters</Trans>, course.chapters);
  if (course.accessMonths != null) {
    add(
      'accessMonths',
      <Trans>Access to materials</Trans>,
      <Plural value={course.accessMonths} one="# month" other="# months" />,
    );
  }
  add('certificate', <Trans>Certificate</Trans>, course.certificate);
  add('permissionNumber', <Trans>Permission number</Trans>, course.permissionNumber);
  add('examQuestionCount', <Trans>Exam questions</Trans>, course.examQuestionCount);
  if (minutes) add('examDuration', <Trans>Exam duration</Trans>, t`${minutes} min`);
  add('city', <Trans>City</Trans>, course.city);
  add('startDate', <Trans>Start date</Trans>, course.startDate);
  add('endDate', <Trans>End date</Trans>, course.endDate);
  if (course.placesLeft != null) {
    add('placesLeft', <Trans>Places left</Trans>, course.placesLeft > 0 ? course.placesLeft : t`Fully booked`);
  }
  const lowest =
    course.lowestPriceGross != null ? priceText(i18n, course.lowestPriceGross, pricesDiffer(course.variants)) : null;
  const dates = [course.startDate, course.endDate].filter(Boolean).join(' – ');
  const twinPath = course.twin ? pathOf(course.twin.id) : null;

  return (
    <>
      <PreviewBanner hidden={course.visibility === 'PRIVATE'} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="course-details">
        {/* Previewed, the banner leads back to the editor instead. */}
        {preview ? null : (
          <BackLink to="/courses">
            <Trans>All courses</Trans>
          </BackLink>
        )}
        <Box
          sx={{
            display: 'grid',
            columnGap: { md: 5 },
            rowGap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.15fr) minmax(0, 1fr)' },
            gridTemplateRows: { md: 'auto auto 1fr' },
            gridTemplateAreas: {
              xs: '"head" "picture" "facts" "about"',
              md: '"picture head" "picture facts" "about facts"',
            },
            '& > *': { minWidth: 0, alignSelf: 'start' },
          }}
        >
          <Box sx={{ gridArea: 'picture' }}>
            <Box
              sx={{
                aspectRatio: '16 / 9',
                borderRadius: 3,
                overflow: 'hidden',
                bgcolor: '#e0f2fe',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {course.highlightImage ? (
                <CoverImage
                  src={course.highlightImage.mediumUrl}
                  alt={course.title}
                  width={1200}
                  height={675}
                  data-testid="course-picture"
                  fetchPriority="high"
                />
              ) : (
                <SchoolOutlinedIcon aria-hidden sx={{ fontSize: 96, color: '#0369a1' }} />
              )}
            </Box>
          </Box>
          <Stack spacing={2} sx={{ gridArea: 'head' }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Chip
                label={category ? i18n._(category) : course.category}
                color="primary"
                variant="outlined"
                size="small"
              />
              {type ? <Chip label={i18n._(type)} size="small" variant="outlined" /> : null}
              {soon ? <Chip label={<Trans>Coming soon</Trans>} color="secondary" size="small" /> : null}
              <CourseLanguageChip language={course.language} />
            </Stack>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }} data-testid="course-title">
              {course.title}
            </Typography>
            {dates || course.city ? (
              <Typography color="text.secondary">{[dates, course.city].filter(Boolean).join(' · ')}</Typography>
            ) : null}
            {foreign ? (
              <TwinOffer language={course.language} twin={course.twin} to={twinPath} />
            ) : course.twin ? (
              <Link
                component={RouterLink}
                to={twinPath!}
                hrefLang={course.twin.language === 'EN' ? 'en' : 'pl'}
                underline="hover"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                data-testid="course-twin-link"
                // The other-language course is read in its language: the interface follows.
                onClick={() => void activateLocale(course.twin!.language === 'EN' ? 'en' : 'pl')}
              >
                <TranslateIcon fontSize="small" aria-hidden />
                {course.twin.language === 'EN' ? (
                  <span lang="en">This course in English</span>
                ) : (
                  <span lang="pl">Ten kurs po polsku</span>
                )}
              </Link>
            ) : null}
            {lowest ? (
              <Paper variant="outlined" sx={{ p: 2, bgcolor: '#f0f9ff', borderColor: '#bae6fd' }}>
                <Typography sx={{ fontSize: '1.25rem', fontWeight: 800 }}>{lowest}</Typography>
                <Link href="#course-variants-title" underline="hover" sx={{ fontWeight: 600 }}>
                  <Trans>See variants and prices</Trans>
                </Link>
              </Paper>
            ) : null}
          </Stack>
          <Paper
            component="section"
            aria-labelledby="course-facts-title"
            variant="outlined"
            sx={{ gridArea: 'facts', p: { xs: 2, sm: 2.5 } }}
          >
            <Typography id="course-facts-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
              <Trans>Course facts</Trans>
            </Typography>
            <Facts facts={facts} testId="course-facts" />
          </Paper>
          {hasVisibleText(course.description) ? (
            <Box component="section" aria-labelledby="course-description-title" sx={{ gridArea: 'about' }}>
              <Typography
                id="course-description-title"
                variant="h2"
                sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 2 }}
              >
                <Trans>About the course</Trans>
              </Typography>
              <RichText html={course.description} testId="course-description" />
            </Box>
          ) : null}
        </Box>

        <BelowTheFold>
          <DetailsSection title={<Trans>Variants and prices</Trans>} id="course-variants-title">
            <CourseVariants course={course} />
          </DetailsSection>

          {hasVisibleText(course.scope) ? (
            <DetailsSection title={<Trans>Scope</Trans>} id="course-scope-title">
              <RichText html={course.scope} testId="course-scope" />
            </DetailsSection>
          ) : null}
          {hasVisibleText(course.examDescription) ? (
            <DetailsSection title={<Trans>The exam</Trans>} id="course-exam-title">
              <RichText html={course.examDescription} testId="course-exam" />
            </DetailsSection>
          ) : null}
          {hasVisibleText(course.participationConditions) ? (
            <DetailsSection title={<Trans>Participation conditions</Trans>} id="course-conditions-title">
              <RichText html={course.participationConditions} testId="course-conditions" />
            </DetailsSection>
          ) : null}
        </BelowTheFold>
      </Container>
    </>
  );
}

/**
 * A course taught in another language than the interface's says so, and offers its twin in the
 * interface's language when there is one (the interface stays: the twin is in its language).
 */
function TwinOffer({
  language,
  twin,
  to,
}: {
  language: string;
  twin: { readonly language: string } | null | undefined;
  to: string | null;
}) {
  const offered = twin && to && twin.language !== language ? twin.language : null;
  return (
    <Alert severity="info" icon={<TranslateIcon fontSize="inherit" />} data-testid="course-language-note">
      {language === 'EN' ? (
        <Trans>This course is taught in English.</Trans>
      ) : (
        <Trans>This course is taught in Polish.</Trans>
      )}
      {offered ? ' ' : null}
      {offered === 'EN' ? (
        <Trans>It is also available in English.</Trans>
      ) : offered === 'PL' ? (
        <Trans>It is also available in Polish.</Trans>
      ) : null}
      {offered && to ? (
        <AlertLinkButton to={to} testId="course-twin-link">
          {offered === 'EN' ? <Trans>See the English course</Trans> : <Trans>See the Polish course</Trans>}
        </AlertLinkButton>
      ) : null}
    </Alert>
  );
}

export const prefetch: PagePrefetch = ({ params }) =>
  prefetchQuery<CourseDetailsPageQuery>(courseDetailsQuery, { id: params.courseId ?? '' });

/** /courses/:courseId/details: every public field of a course, its variants and prices. */
export default function CourseDetailsPage() {
  const { courseId = '' } = useParams();
  return (
    <Suspense fallback={<DetailsSkeleton />}>
      <CourseDetails id={courseId} />
    </Suspense>
  );
}
