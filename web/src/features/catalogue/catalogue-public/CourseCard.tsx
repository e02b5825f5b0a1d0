import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseCard_course$key } from '../../../__generated__/CourseCard_course.graphql';
import { CardBadge, CardTitle, MediaCard, type FirstRowCard, wideMedia } from '../../../shared/ui/MediaCard';
import { announcedReduction, coursePath } from './catalogue';
import { COURSE_CATEGORY_LABELS, COURSE_VARIANT_LABELS, type CourseCategory } from '../../../shared/catalogue/labels';
import { CourseLanguageChip } from '../../../shared/catalogue/CourseLanguageChip';
import { COURSE_TYPE_LABELS } from './labels';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { CardPrice } from './ui';

/** One course in the list: picture, category, title, type, its language when not the interface's, dates and city, the 'from' price. */
export function CourseCard({ course, priority = false }: { course: CourseCard_course$key } & FirstRowCard) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        id
        title
        category
        courseType
        visibility
        language
        lowestPriceGross
        city
        startDate
        endDate
        highlightImage {
          thumbnailUrl
        }
        variants {
          ...CourseVariants_price @relay(mask: false)
        }
      }
    `,
    course,
  );
  const soon = data.visibility === 'SOON';
  const reduction = announcedReduction(data.variants);
  const categoryLabel = COURSE_CATEGORY_LABELS[data.category as CourseCategory];
  const typeLabel = COURSE_TYPE_LABELS[data.courseType];
  const dates = [data.startDate, data.endDate].filter(Boolean).join(' – ');

  return (
    <MediaCard
      testId="course-card"
      priority={priority}
      image={data.highlightImage}
      media={wideMedia(<SchoolOutlinedIcon sx={{ fontSize: 56 }} />)}
      badge={
        soon ? (
          <CardBadge label={<Trans>Coming soon</Trans>} color="secondary" testId="course-soon" />
        ) : reduction ? (
          <CardBadge label={<Trans>Reduced price</Trans>} color="error" />
        ) : null
      }
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          label={categoryLabel ? i18n._(categoryLabel) : data.category}
          size="small"
          color="primary"
          variant="outlined"
          data-testid="course-category"
        />
        {typeLabel ? (
          <Typography variant="body2" color="text.secondary">
            {i18n._(typeLabel)}
          </Typography>
        ) : null}
        <CourseLanguageChip language={data.language} />
      </Stack>
      <CardTitle to={coursePath(data.id)} testId="course-link">
        {data.title}
      </CardTitle>
      {dates || data.city ? (
        <Stack spacing={0.5} sx={{ color: 'text.secondary' }}>
          {dates ? (
            <CardFact icon={<EventOutlinedIcon fontSize="small" aria-hidden />} label={<Trans>Dates:</Trans>}>
              {dates}
            </CardFact>
          ) : null}
          {data.city ? (
            <CardFact icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />} label={<Trans>City:</Trans>}>
              {data.city}
            </CardFact>
          ) : null}
        </Stack>
      ) : null}
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <CardPrice
          grosze={data.lowestPriceGross}
          variants={data.variants}
          variantName={(variant) => {
            const label = COURSE_VARIANT_LABELS[variant.variant];
            return label ? i18n._(label) : undefined;
          }}
          fallback={
            <Typography variant="body2" color="text.secondary">
              <Trans>Price to be announced</Trans>
            </Typography>
          }
        />
      </Box>
    </MediaCard>
  );
}

/** A line of the card with an icon; its `label` is read by screen readers only (the icon says it on screen). */
function CardFact({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {icon}
      <span>
        <Box component="span" sx={visuallyHidden}>
          {label}{' '}
        </Box>
        {children}
      </span>
    </Typography>
  );
}
