import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseCard_course$key } from '../../__generated__/CourseCard_course.graphql';
import { announcedReduction, coursePath } from './catalogue';
import { COURSE_CATEGORY_LABELS, COURSE_TYPE_LABELS, COURSE_VARIANT_LABELS, type CourseCategory } from './labels';
import { OmnibusNote, Price, visuallyHidden } from './ui';

/** One course in the list: picture, category, title, type, dates and city, the 'from' price. */
export function CourseCard({ course }: { course: CourseCard_course$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        id
        title
        category
        courseType
        visibility
        lowestPriceGross
        city
        startDate
        endDate
        highlightImage {
          thumbnailUrl
        }
        variants {
          id
          variant
          priceGross
          omnibusLowestPriceGross
        }
      }
    `,
    course,
  );
  const soon = data.visibility === 'SOON';
  const reduction = announcedReduction(data.variants);
  const categoryLabel = COURSE_CATEGORY_LABELS[data.category as CourseCategory];
  const typeLabel = COURSE_TYPE_LABELS[data.courseType];
  const variantLabel = reduction ? COURSE_VARIANT_LABELS[reduction.variant.variant] : undefined;
  const dates = [data.startDate, data.endDate].filter(Boolean).join(' – ');

  return (
    <Card
      component="article"
      data-testid="course-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: 4 },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#e0f2fe', overflow: 'hidden' }}>
        {data.highlightImage ? (
          <Box
            component="img"
            src={data.highlightImage.thumbnailUrl}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box aria-hidden sx={{ height: '100%', display: 'grid', placeItems: 'center', color: '#0369a1' }}>
            <SchoolOutlinedIcon sx={{ fontSize: 56 }} />
          </Box>
        )}
        {soon ? (
          <Chip
            label={<Trans>Coming soon</Trans>}
            size="small"
            color="secondary"
            data-testid="course-soon"
            sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
          />
        ) : reduction ? (
          <Chip
            label={<Trans>Reduced price</Trans>}
            size="small"
            color="error"
            sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
          />
        ) : null}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
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
        </Stack>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={coursePath(data.id)}
            underline="hover"
            color="inherit"
            data-testid="course-link"
            // The whole card is the link's target area.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
          >
            {data.title}
          </Link>
        </Typography>
        {dates || data.city ? (
          <Stack spacing={0.5} sx={{ color: 'text.secondary' }}>
            {dates ? (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <EventOutlinedIcon fontSize="small" aria-hidden />
                <span>
                  <Box component="span" sx={visuallyHidden}>
                    <Trans>Dates:</Trans>{' '}
                  </Box>
                  {dates}
                </span>
              </Typography>
            ) : null}
            {data.city ? (
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                <span>
                  <Box component="span" sx={visuallyHidden}>
                    <Trans>City:</Trans>{' '}
                  </Box>
                  {data.city}
                </span>
              </Typography>
            ) : null}
          </Stack>
        ) : null}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          {data.lowestPriceGross != null ? (
            <Price
              grosze={data.lowestPriceGross}
              omnibus={reduction?.isCheapest ? reduction.variant.omnibusLowestPriceGross : null}
              from={data.variants.length > 1}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              <Trans>Price to be announced</Trans>
            </Typography>
          )}
          {reduction?.variant.omnibusLowestPriceGross != null ? (
            <OmnibusNote
              grosze={reduction.variant.omnibusLowestPriceGross}
              prefix={!reduction.isCheapest && variantLabel ? i18n._(variantLabel) : undefined}
            />
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
