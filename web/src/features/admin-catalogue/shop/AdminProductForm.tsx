import { useMemo, useState, type SubmitEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UndoIcon from '@mui/icons-material/Undo';
import VideoFileOutlinedIcon from '@mui/icons-material/VideoFileOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminProductForm_product$data,
  AdminProductForm_product$key,
} from '../../../__generated__/AdminProductForm_product.graphql';
import type {
  AdminProductFormMutation,
  DroneSpecificationInput,
  UpdateProductInput,
} from '../../../__generated__/AdminProductFormMutation.graphql';
import { droneSpecificationValues } from '../../../shared/catalogue/droneSpecification';
import { RichTextEditor } from '../../../shared/rich-text/RichTextEditor';
import { FormErrorAlert, enumOptions, useEditForm, vatRateOptions } from '../common/editForm';
import { FilePickButton, VIDEO_ACCEPT, hasExtension } from '../common/FilePickButton';
import { SaveBar } from '../common/SaveBar';
import { FieldGrid, Section } from '../common/Section';
import { checkText, compact, isHttpUrl, issueText, type FieldIssue, type Issues } from '../form';
import {
  DRONE_SPEC_FIELDS,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_KINDS,
  type DroneSpecField,
} from '../../../shared/catalogue/labels';
import { PRODUCT_KIND_LABELS, VAT_RATES } from '../labels';

const fragment = graphql`
  fragment AdminProductForm_product on Product {
    id
    name
    shortDescription
    description
    videoUrl
    category
    kind
    vatRate
    droneSpecification {
      ...droneSpecification_fields
    }
    updatedAt
  }
`;

const mutation = graphql`
  mutation AdminProductFormMutation($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      ...AdminProductForm_product
      name
    }
  }
`;

const RICH_MAX = 2000;
/** Uploaded videos are served by the API; anything else is an external link. */
const isUploaded = (url: string | null | undefined) => Boolean(url?.startsWith('/api/v1/files/'));

type BaseKey = 'name' | 'shortDescription' | 'description' | 'category' | 'kind' | 'vatRate' | 'videoLink';
type Key = BaseKey | DroneSpecField;
type Values = Record<Key, string>;
type VideoChange = { kind: 'upload'; file: File } | { kind: 'remove' } | null;

function valuesOf(product: AdminProductForm_product$data): Values {
  return {
    name: product.name,
    shortDescription: product.shortDescription,
    description: product.description,
    category: product.category,
    kind: product.kind ?? '',
    vatRate: String(product.vatRate),
    videoLink: isUploaded(product.videoUrl) ? '' : (product.videoUrl ?? ''),
    ...droneSpecificationValues(product.droneSpecification),
  };
}

/** The product's own data, its video and drone specification; only what changed is sent. */
export function AdminProductForm({ product: key }: { product: AdminProductForm_product$key }) {
  const product = useFragment(fragment, key);
  return <ProductFormBody key={product.updatedAt} product={product} />;
}

function ProductFormBody({ product }: { product: AdminProductForm_product$data }) {
  const { t, i18n } = useLingui();
  const [commit, saving] = useMutation<AdminProductFormMutation>(mutation);
  const [saved] = useState(() => valuesOf(product));
  const { values, issues, formError, formRef, set, changed, accept, noChanges, onSaved, refused } =
    useEditForm<Key>(saved);
  const [descriptionLength, setDescriptionLength] = useState(0);
  const [video, setVideo] = useState<VideoChange>(null);
  const [videoTypeError, setVideoTypeError] = useState(false);
  const [specOpen, setSpecOpen] = useState(Boolean(product.kind));
  const uploadedVideo = isUploaded(product.videoUrl) ? product.videoUrl : null;

  const validate = (): Issues => {
    const found: Record<string, FieldIssue | null> = {
      name: checkText(values.name, { required: true, max: 255 }),
      shortDescription: checkText(values.shortDescription, { max: 500 }),
      description: descriptionLength > RICH_MAX ? { code: 'max_length', max: RICH_MAX } : null,
      videoLink:
        checkText(values.videoLink, { max: 500 }) ??
        (values.videoLink.trim() && !isHttpUrl(values.videoLink.trim()) ? { code: 'invalid_url' } : null),
    };
    for (const spec of DRONE_SPEC_FIELDS) found[spec.name] = checkText(values[spec.name], { max: spec.max });
    return compact(found);
  };

  const specChanged = useMemo(
    () => DRONE_SPEC_FIELDS.some(({ name }) => values[name] !== saved[name]),
    [values, saved],
  );

  const buildInput = (): UpdateProductInput => {
    const input: UpdateProductInput = { id: product.id };
    if (changed('name')) input.name = values.name.trim();
    if (changed('shortDescription')) input.shortDescription = values.shortDescription.trim();
    if (changed('description')) input.description = values.description;
    if (changed('category')) input.category = values.category as UpdateProductInput['category'];
    const kind = values.category === 'EQUIPMENT' ? values.kind : '';
    if (kind !== saved.kind) input.kind = (kind || null) as UpdateProductInput['kind'];
    if (changed('vatRate')) input.vatRate = Number(values.vatRate);
    if (video?.kind === 'remove') input.removeVideo = true;
    else if (!video && changed('videoLink')) input.videoUrl = values.videoLink.trim() || null;
    if (specChanged) {
      input.droneSpecification = Object.fromEntries(
        DRONE_SPEC_FIELDS.map(({ name }) => [name, values[name].trim() || null]),
      ) as DroneSpecificationInput;
    }
    return input;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = validate();
    if (!accept(found)) {
      if (DRONE_SPEC_FIELDS.some(({ name }) => found[name])) setSpecOpen(true);
      return;
    }
    const input = buildInput();
    if (Object.keys(input).length === 1 && video?.kind !== 'upload') {
      noChanges();
      return;
    }
    commit({
      variables: { input },
      uploadables: video?.kind === 'upload' ? { 'input.video': video.file } : undefined,
      onCompleted: onSaved,
      onError: (error) =>
        refused(error, (server) => {
          // The API names the link videoUrl.
          if (server.videoUrl) server.videoLink = server.videoUrl;
          if (DRONE_SPEC_FIELDS.some(({ name }) => server[name])) setSpecOpen(true);
        }),
    });
  };

  const field = (name: Key, label: string, extra: Partial<TextFieldProps> = {}) =>
    ({
      id: `product-${name}`,
      name,
      label,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
      disabled: saving,
      fullWidth: true,
      ...extra,
      error: Boolean(issues[name]),
      helperText: issueText(i18n, issues[name]) ?? extra.helperText,
      slotProps: { ...extra.slotProps, htmlInput: { 'data-testid': `product-${name}` } },
    }) satisfies TextFieldProps;

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={t`Product data`}>
      <FormErrorAlert error={formError} />

      <Section id="product-basic" title={<Trans>Basic information</Trans>}>
        <FieldGrid columns={3}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField {...field('name', t`Name`)} required />
          </Box>
          <TextField
            {...field('category', t`Category`)}
            select
            onChange={(event) => {
              set('category', event.target.value);
              if (event.target.value !== 'EQUIPMENT') set('kind', '');
            }}
          >
            {enumOptions(i18n, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)}
          </TextField>
          <TextField
            {...field('kind', t`Kind of aircraft`, {
              helperText:
                values.category === 'EQUIPMENT' ? t`Shown in the shop menu` : t`Only for the Equipment category`,
            })}
            select
            disabled={saving || values.category !== 'EQUIPMENT'}
            onChange={(event) => {
              set('kind', event.target.value);
              if (event.target.value) setSpecOpen(true);
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{t`None`}</em>
            </MenuItem>
            {enumOptions(i18n, PRODUCT_KINDS, PRODUCT_KIND_LABELS)}
          </TextField>
          <TextField {...field('vatRate', t`VAT rate`)} select>
            {vatRateOptions(VAT_RATES)}
          </TextField>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              {...field('shortDescription', t`Short description`, {
                helperText: t`${values.shortDescription.length}/500 characters. Shown on the product's card`,
              })}
              multiline
              minRows={2}
            />
          </Box>
        </FieldGrid>
      </Section>

      <Section id="product-description" title={<Trans>Description</Trans>}>
        <RichTextEditor
          id="product-description"
          testId="product-description"
          label={t`Long description`}
          value={saved.description}
          maxLength={RICH_MAX}
          disabled={saving}
          error={Boolean(issues.description)}
          helperText={issueText(i18n, issues.description)}
          onChange={(html, length) => {
            set('description', html);
            setDescriptionLength(length);
          }}
        />
      </Section>

      <Section
        id="product-video"
        title={<Trans>Video</Trans>}
        description={<Trans>Either a link to a video (for example on YouTube) or an uploaded .mp4 file.</Trans>}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {uploadedVideo && video?.kind !== 'remove' && video?.kind !== 'upload' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Box
                component="video"
                controls
                preload="metadata"
                src={uploadedVideo}
                aria-label={t`Uploaded video`}
                sx={{ width: { xs: '100%', sm: 320 }, borderRadius: 1, bgcolor: 'common.black' }}
              />
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setVideo({ kind: 'remove' })}
                disabled={saving}
                data-testid="product-video-remove"
              >
                <Trans>Remove video</Trans>
              </Button>
            </Box>
          ) : null}
          {!uploadedVideo || video ? (
            <TextField
              {...field('videoLink', t`Video link`, {
                helperText: video?.kind === 'upload' ? t`The uploaded file replaces the link` : t`http:// or https://`,
              })}
              disabled={saving || video?.kind === 'upload'}
              placeholder="https://"
              slotProps={{ htmlInput: { inputMode: 'url', 'data-testid': 'product-videoLink' } }}
            />
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <FilePickButton
              accept={VIDEO_ACCEPT}
              variant="outlined"
              startIcon={<VideoFileOutlinedIcon />}
              disabled={saving}
              testId="product-video-input"
              onPick={(file) => {
                if (!hasExtension(file, ['.mp4'])) {
                  setVideoTypeError(true);
                  return;
                }
                setVideoTypeError(false);
                setVideo({ kind: 'upload', file });
              }}
            >
              {uploadedVideo ? <Trans>Replace with an .mp4 file</Trans> : <Trans>Upload an .mp4 file</Trans>}
            </FilePickButton>
            {video ? (
              <Button startIcon={<UndoIcon />} onClick={() => setVideo(null)} disabled={saving}>
                <Trans>Undo the change</Trans>
              </Button>
            ) : null}
            {!uploadedVideo && saved.videoLink ? (
              <Link href={saved.videoLink} target="_blank" rel="noopener noreferrer">
                <Trans>Open the current video</Trans>
              </Link>
            ) : null}
          </Box>
          {video?.kind === 'upload' ? (
            <Typography variant="body2" color="text.secondary">
              <Trans>Picked: {video.file.name}. Save the changes to upload it.</Trans>
            </Typography>
          ) : null}
          {video?.kind === 'remove' ? (
            <Typography variant="body2" color="text.secondary">
              <Trans>The video will be removed when you save the changes.</Trans>
            </Typography>
          ) : null}
          {videoTypeError ? (
            <Alert severity="error" role="alert">
              <Trans>Choose an .mp4 file</Trans>
            </Alert>
          ) : null}
        </Box>
      </Section>

      <Accordion
        expanded={specOpen}
        onChange={(_event, open) => setSpecOpen(open)}
        variant="outlined"
        disableGutters
        sx={{ mb: 3, borderRadius: '14px !important', '&::before': { display: 'none' } }}
        data-testid="section-drone-spec"
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="drone-spec-header"
          aria-controls="drone-spec-content"
          sx={{ px: { xs: 2, md: 3 } }}
        >
          <Box>
            <Typography component="h2" variant="h2" sx={{ fontSize: '1.2rem' }}>
              <Trans>Drone specification</Trans>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {values.kind ? (
                <Trans>Shown on the product page as a specification table.</Trans>
              ) : (
                <Trans>For drones, planes and multi-rotor aircraft. Empty fields are not shown.</Trans>
              )}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails id="drone-spec-content" sx={{ px: { xs: 2, md: 3 }, pb: 3 }}>
          <FieldGrid columns={3}>
            {DRONE_SPEC_FIELDS.map((spec) => (
              <Box key={spec.name} sx={'multiline' in spec ? { gridColumn: { sm: '1 / -1' } } : undefined}>
                <TextField
                  {...field(spec.name, i18n._(spec.label))}
                  multiline={'multiline' in spec}
                  minRows={'multiline' in spec ? 2 : undefined}
                />
              </Box>
            ))}
          </FieldGrid>
        </AccordionDetails>
      </Accordion>

      <SaveBar saving={saving} testId="product-save" />
    </Box>
  );
}
