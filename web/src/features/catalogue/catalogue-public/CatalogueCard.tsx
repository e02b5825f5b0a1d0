import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * The frame of a course's or a product's card in the lists: a lazy picture (or an icon on a
 * tint when there is none), an optional badge over it, and the content below; the title's link
 * covers the whole card.
 */
export function CatalogueCard({
  testId,
  image,
  media,
  badge,
  priority = false,
  children,
}: {
  testId: string;
  image: { readonly thumbnailUrl: string } | null | undefined;
  /** The picture's box: its aspect ratio and intrinsic size, and what stands in for a missing picture. */
  media: {
    aspectRatio: string;
    width: number;
    height: number;
    background: string;
    color: string;
    placeholder: ReactNode;
  };
  badge?: ReactNode;
  /**
   * A card of the list's first row: its picture loads at once and first (the largest paint of
   * the page on a phone), not lazily after the layout.
   */
  priority?: boolean;
  children: ReactNode;
}) {
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
          <Box
            component="img"
            src={image.thumbnailUrl}
            alt=""
            width={media.width}
            height={media.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
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

/** The card's title: a link whose target area is the whole card. */
export function CardTitle({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Typography variant="h2" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
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
