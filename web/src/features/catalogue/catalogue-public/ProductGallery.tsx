import { useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { useLingui } from '@lingui/react/macro';
import type { ProductGallery_product$key } from '../../../__generated__/ProductGallery_product.graphql';

/**
 * The product's pictures: the chosen one at medium size, thumbnails to switch (buttons; the arrow
 * keys, Home and End move between them too). Starts on the main picture.
 */
export function ProductGallery({ product }: { product: ProductGallery_product$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ProductGallery_product on Product {
        name(language: $language)
        mainImage {
          id
          mediumUrl
          thumbnailUrl
        }
        images {
          id
          isMain
          picture {
            id
            mediumUrl
            thumbnailUrl
          }
        }
      }
    `,
    product,
  );
  const pictures = data.images.length
    ? data.images.map((image) => image.picture)
    : data.mainImage
      ? [data.mainImage]
      : [];
  const mainIndex = Math.max(
    0,
    data.images.findIndex((image) => image.isMain),
  );
  const [chosen, setChosen] = useState(mainIndex);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(chosen, Math.max(0, pictures.length - 1));
  const current = pictures[index];
  const count = pictures.length;
  const name = data.name;

  const move = (event: KeyboardEvent, from: number) => {
    const last = pictures.length - 1;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (from + 1) % pictures.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (from - 1 + pictures.length) % pictures.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    setChosen(to);
    thumbs.current[to]?.focus();
  };

  if (!current) {
    return (
      <Box
        aria-hidden
        sx={{ aspectRatio: '4 / 3', borderRadius: 3, bgcolor: '#f1f5f9', display: 'grid', placeItems: 'center' }}
      >
        <Inventory2OutlinedIcon sx={{ fontSize: 96, color: '#64748b' }} />
      </Box>
    );
  }

  const position = index + 1;
  return (
    <Box data-testid="product-gallery">
      <Box
        sx={{
          aspectRatio: '4 / 3',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: '#f8fafc',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="img"
          key={current.id}
          src={current.mediumUrl}
          alt={count > 1 ? t`${name}, picture ${position} of ${count}` : name}
          width={1200}
          height={900}
          data-testid="gallery-picture"
          // The page's largest paint: fetched before the scripts still queued.
          fetchPriority="high"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Box>
      {count > 1 ? (
        <Box
          role="group"
          aria-label={t`Product pictures`}
          sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', p: 0.5 }}
        >
          {pictures.map((picture, i) => {
            const n = i + 1;
            return (
              <ButtonBase
                key={picture.id}
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                onClick={() => setChosen(i)}
                onKeyDown={(event) => move(event, i)}
                aria-pressed={i === index}
                aria-label={t`Show picture ${n} of ${count}`}
                data-testid="gallery-thumb"
                sx={{
                  flex: '0 0 auto',
                  width: 76,
                  height: 57,
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  border: 2,
                  borderColor: i === index ? 'primary.main' : 'transparent',
                  opacity: i === index ? 1 : 0.75,
                  '&:hover': { opacity: 1 },
                }}
              >
                <Box
                  component="img"
                  src={picture.thumbnailUrl}
                  alt=""
                  width={76}
                  height={57}
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </ButtonBase>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
