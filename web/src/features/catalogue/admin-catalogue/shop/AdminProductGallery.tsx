import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminProductGallery_product$key } from '../../../../__generated__/AdminProductGallery_product.graphql';
import type { AdminProductGalleryAddMutation } from '../../../../__generated__/AdminProductGalleryAddMutation.graphql';
import type { AdminProductGalleryMainMutation } from '../../../../__generated__/AdminProductGalleryMainMutation.graphql';
import type { AdminProductGalleryMoveMutation } from '../../../../__generated__/AdminProductGalleryMoveMutation.graphql';
import type { AdminProductGalleryDeleteMutation } from '../../../../__generated__/AdminProductGalleryDeleteMutation.graphql';
import { errorMessage } from '../../../../shared/errors/messages';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../../shared/ui/toast';
import { useConfirmDelete } from '../../../../shared/ui/useConfirmDelete';
import { FilePickButton, IMAGE_ACCEPT, hasExtension } from '../../../../shared/admin/FilePickButton';
import { IconAction } from '../../../../shared/admin/IconAction';
import { Section } from '../../../../shared/admin/Section';

const fragment = graphql`
  fragment AdminProductGallery_product on Product {
    id
    name
    images {
      id
      isMain
      sortOrder
      picture {
        thumbnailUrl
      }
    }
  }
`;

/** The product's pictures in their order: upload, choose the main one, move, delete. */
export function AdminProductGallery({ product: key }: { product: AdminProductGallery_product$key }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const product = useFragment(fragment, key);
  const onError = (error: Error) => showToast(errorMessage(i18n, error), 'error');

  const [add, adding] = useMutation<AdminProductGalleryAddMutation>(graphql`
    mutation AdminProductGalleryAddMutation($productId: ID!, $file: Upload!) {
      addProductImage(productId: $productId, file: $file) {
        ...AdminProductGallery_product
        mainImage {
          thumbnailUrl
        }
      }
    }
  `);
  const [setMain, settingMain] = useMutation<AdminProductGalleryMainMutation>(graphql`
    mutation AdminProductGalleryMainMutation($imageId: ID!) {
      setMainProductImage(imageId: $imageId) {
        ...AdminProductGallery_product
        mainImage {
          thumbnailUrl
        }
      }
    }
  `);
  const [move, moving] = useMutation<AdminProductGalleryMoveMutation>(graphql`
    mutation AdminProductGalleryMoveMutation($imageId: ID!, $direction: MoveDirection!) {
      moveProductImage(imageId: $imageId, direction: $direction) {
        ...AdminProductGallery_product
      }
    }
  `);
  const [remove, removing] = useMutation<AdminProductGalleryDeleteMutation>(graphql`
    mutation AdminProductGalleryDeleteMutation($imageId: ID!) {
      deleteProductImage(imageId: $imageId) {
        ...AdminProductGallery_product
        mainImage {
          thumbnailUrl
        }
      }
    }
  `);
  const deletion = useConfirmDelete<string>({
    remove: (imageId, callbacks) => remove({ variables: { imageId }, ...callbacks }),
    busy: removing,
    deleted: t`Picture deleted`,
  });
  const busy = adding || settingMain || moving || removing;
  const images = product.images;

  const upload = (file: File) => {
    if (!hasExtension(file, ['.png', '.jpg', '.jpeg'])) {
      showToast(t`Choose a .png, .jpg or .jpeg file`, 'error');
      return;
    }
    add({
      variables: { productId: product.id, file: null as unknown as File },
      uploadables: { file },
      onCompleted: () => showToast(t`Picture added`, 'success'),
      onError,
    });
  };

  return (
    <Section
      id="product-gallery"
      title={<Trans>Gallery</Trans>}
      description={
        <Trans>PNG or JPG pictures, shown in this order. The main picture represents the product in lists.</Trans>
      }
      actions={
        <FilePickButton
          accept={IMAGE_ACCEPT}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={busy}
          onPick={upload}
          testId="gallery-input"
        >
          <Trans>Add picture</Trans>
        </FilePickButton>
      }
    >
      {busy ? <LinearProgress aria-label={t`Saving`} sx={{ mb: 2 }} /> : null}
      {images.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          <Trans>No pictures yet.</Trans>
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t`Pictures in order`}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          }}
        >
          {images.map((image, index) => {
            const position = index + 1;
            return (
              <Box
                component="li"
                key={image.id}
                data-testid="gallery-item"
                data-main={image.isMain ? 'true' : 'false'}
                sx={{
                  border: 2,
                  borderColor: image.isMain ? 'primary.main' : 'divider',
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  bgcolor: 'background.paper',
                }}
              >
                <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
                  <Box
                    component="img"
                    src={image.picture.thumbnailUrl}
                    alt={t`Picture ${position} of ${product.name}`}
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                  {image.isMain ? (
                    <Chip
                      size="small"
                      color="primary"
                      icon={<StarIcon />}
                      label={t`Main`}
                      sx={{ position: 'absolute', top: 6, left: 6 }}
                    />
                  ) : null}
                </Box>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 0.5 }}>
                  <IconAction
                    tooltip={t`Move left`}
                    size="small"
                    label={t`Move picture ${position} left`}
                    disabled={busy || index === 0}
                    onClick={() => move({ variables: { imageId: image.id, direction: 'UP' }, onError })}
                  >
                    <ChevronLeftIcon />
                  </IconAction>
                  <IconAction
                    tooltip={image.isMain ? t`Main picture` : t`Set as main picture`}
                    size="small"
                    label={t`Set picture ${position} as the main picture`}
                    aria-pressed={image.isMain ? 'true' : 'false'}
                    disabled={busy || image.isMain}
                    color={image.isMain ? 'primary' : 'default'}
                    onClick={() =>
                      setMain({
                        variables: { imageId: image.id },
                        onCompleted: () => showToast(t`Main picture changed`, 'success'),
                        onError,
                      })
                    }
                    data-testid="gallery-main"
                  >
                    {image.isMain ? <StarIcon /> : <StarBorderIcon />}
                  </IconAction>
                  <IconAction
                    tooltip={t`Delete`}
                    size="small"
                    color="error"
                    label={t`Delete picture ${position}`}
                    disabled={busy}
                    onClick={() => deletion.ask(image.id)}
                    data-testid="gallery-delete"
                  >
                    <DeleteOutlineIcon />
                  </IconAction>
                  <IconAction
                    tooltip={t`Move right`}
                    size="small"
                    label={t`Move picture ${position} right`}
                    disabled={busy || index === images.length - 1}
                    onClick={() => move({ variables: { imageId: image.id, direction: 'DOWN' }, onError })}
                  >
                    <ChevronRightIcon />
                  </IconAction>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete this picture?</Trans>}
        message={<Trans>The picture is removed from the gallery. This cannot be undone.</Trans>}
      />
    </Section>
  );
}
