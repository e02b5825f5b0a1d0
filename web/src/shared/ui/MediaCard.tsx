import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box, { type BoxProps } from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A picture that fills its frame (cropped to it, never stretched); `sx` adds to or overrides the
 * fill (a picture that keeps its own height, rounded corners …).
 */
export function CoverImage({
  src,
  alt = '',
  sx,
  ...rest
}: Omit<BoxProps<'img'>, 'component'> & { src: string; width: number; height: number }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      {...rest}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', ...(sx as object) }}
    />
  );
}

/** The picture's box of a card: its aspect ratio and intrinsic size, and what stands in for a missing picture. */
export interface CardMedia {
  aspectRatio: string;
  width: number;
  height: number;
  background: string;
  color: string;
  placeholder: ReactNode;
}

/** A 16:9 picture (480 × 270 in the lists) on a light blue tint, the `placeholder` icon without one. */
export const wideMedia = (placeholder: ReactNode): CardMedia => ({
  aspectRatio: '16 / 9',
  width: 480,
  height: 270,
  background: '#e0f2fe',
  color: '#0369a1',
  placeholder,
});

/** A card that may stand in the list's first row. */
export interface FirstRowCard {
  /**
   * A card of the list's first row: its picture loads at once and first (the largest paint of
   * the page on a phone), not lazily after the layout.
   */
  priority?: boolean;
}

/**
 * The frame of a card in a list of courses, products or articles: a lazy picture (or an icon on a
 * tint when there is none), an optional badge over it, and the content below; the title's link
 * (CardTitle) covers the whole card.
 */
export function MediaCard({
  testId,
  image,
  media,
  badge,
  priority = false,
  children,
}: {
  testId: string;
  image: { readonly thumbnailUrl: string } | null | undefined;
  media: CardMedia;
  badge?: ReactNode;
  children: ReactNode;
} & FirstRowCard) {
  return (
    <Card
      component="article"
      data-testid={testId}
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
      <Box sx={{ position: 'relative', aspectRatio: media.aspectRatio, bgcolor: media.background, overflow: 'hidden' }}>
        {image ? (
          <CoverImage
            src={image.thumbnailUrl}
            width={media.width}
            height={media.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <Box aria-hidden sx={{ height: '100%', display: 'grid', placeItems: 'center', color: media.color }}>
            {media.placeholder}
          </Box>
        )}
        {badge}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>{children}</CardContent>
    </Card>
  );
}

/** A badge in the picture's top left corner ("Reduced price", "Coming soon"). */
export function CardBadge({ label, color, testId }: { label: ReactNode; color: ChipProps['color']; testId?: string }) {
  return (
    <Chip
      label={label}
      size="small"
      color={color}
      data-testid={testId}
      sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
    />
  );
}

/** The card's title (h2): a link whose target area is the whole card. */
export function CardTitle({
  to,
  testId,
  sx = { fontSize: '1.1rem', lineHeight: 1.3 },
  children,
}: {
  to: string;
  testId: string;
  /** The title's type. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Typography variant="h2" sx={sx}>
      <Link
        component={RouterLink}
        to={to}
        underline="hover"
        color="inherit"
        data-testid={testId}
        sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
      >
        {children}
      </Link>
    </Typography>
  );
}
