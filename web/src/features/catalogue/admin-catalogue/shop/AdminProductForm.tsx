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
import InputAdornment from '@mui/material/InputAdornment';
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
} from '../../../../__generated__/AdminProductForm_product.graphql';
import type {
  AdminProductFormMutation,
  DroneSpecificationInput,
  UpdateProductInput,
} from '../../../../__generated__/AdminProductFormMutation.graphql';
import {
  droneSpecificationValues,
  englishField,
  type DroneSpecFieldEn,
} from '../../../../shared/catalogue/droneSpecification';
import { RichTextEditor } from '../../../../shared/rich-text/RichTextEditor';
import { useUnsavedChangesPrompt } from '../../../../shared/ui/useUnsavedChangesPrompt';
import { FormErrorAlert, enumOptions, useEditForm, vatRateOptions } from '../../../../shared/admin/editForm';
import { FilePickButton, VIDEO_ACCEPT, hasExtension } from '../../../../shared/admin/FilePickButton';
import { MissingEnglishChip, lacksEnglish } from '../../../../shared/admin/MissingEnglish';
import { FlagCheckbox } from '../../../../shared/admin/FlagCheckbox';
import { SaveBar } from '../../../../shared/admin/SaveBar';
import { FieldGrid, Section } from '../../../../shared/admin/Section';
import { checkText, compact, isHttpUrl, issueText, type FieldIssue, type Issues } from '../../../../shared/admin/form';
import {
  DRONE_SPEC_FIELDS,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_KINDS,
  type DroneSpecField,
} from '../../../../shared/catalogue/labels';
import { PRODUCT_KIND_LABELS, VAT_RATES } from '../labels';

const fragment = graphql`
  fragment AdminProductForm_product on Product {
    id
    name
    shortDescription
    description
    nameEn
    shortDescriptionEn
    descriptionEn
    videoUrl
    category
    kind
    vatRate
    published
    freeFlg
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

type BaseKey =
  | 'name'
  | 'shortDescription'
  | 'description'
  | 'nameEn'
  | 'shortDescriptionEn'
  | 'descriptionEn'
  | 'category'
  | 'kind'
  | 'vatRate'
  | 'published'
  | 'videoLink';
type Key = BaseKey | DroneSpecField | DroneSpecFieldEn;
/** The texts kept in both languages: Polish key → its English twin. */
const TRANSLATED = [
  ['name', 'nameEn'],
  ['shortDescription', 'shortDescriptionEn'],
  ['description', 'descriptionEn'],
  ...DRONE_SPEC_FIELDS.map(({ name }) => [name, englishField(name)] as const),
] as const satisfies readonly (readonly [Key, Key])[];
type Values = Record<Key, string>;
type VideoChange = { kind: 'upload'; file: File } | { kind: 'remove' } | null;

function valuesOf(product: AdminProductForm_product$data): Values {
  return {
    name: product.name,
    shortDescription: product.shortDescription,
    description: product.description,
    nameEn: product.nameEn,
    shortDescriptionEn: product.shortDescriptionEn,
    descriptionEn: product.descriptionEn,
    category: product.category,
    kind: product.kind ?? '',
    vatRate: String(product.vatRate),
    published: String(product.published),
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
  const { values, issues, formError, formRef, set, changed, dirty, accept, noChanges, onSaved, refused } =
    useEditForm<Key>(saved);
  const [free, setFree] = useState(product.freeFlg);
  const [descriptionLength, setDescriptionLength] = useState(0);
  const [descriptionEnLength, setDescriptionEnLength] = useState(0);
  const [video, setVideo] = useState<VideoChange>(null);
  const [videoTypeError, setVideoTypeError] = useState(false);
  const [specOpen, setSpecOpen] = useState(Boolean(product.kind));
  const uploadedVideo = isUploaded(product.videoUrl) ? product.videoUrl : null;
  const unsavedPrompt = useUnsavedChangesPrompt(dirty || free !== product.freeFlg || video !== null);

  const validate = (): Issues => {
    const found: Record<string, FieldIssue | null> = {
      name: checkText(values.name, { required: true, max: 255 }),
      shortDescription: checkText(values.shortDescription, { max: 500 }),
      description: descriptionLength > RICH_MAX ? { code: 'max_length', max: RICH_MAX } : null,
      nameEn: checkText(values.nameEn, { max: 255 }),
      shortDescriptionEn: checkText(values.shortDescriptionEn, { max: 500 }),
      descriptionEn: descriptionEnLength > RICH_MAX ? { code: 'max_length', max: RICH_MAX } : null,
      videoLink:
        checkText(values.videoLink, { max: 500 }) ??
        (values.videoLink.trim() && !isHttpUrl(values.videoLink.trim()) ? { code: 'invalid_url' } : null),
    };
    for (const spec of DRONE_SPEC_FIELDS) {
      found[spec.name] = checkText(values[spec.name], { max: spec.max });
      found[englishField(spec.name)] = checkText(values[englishField(spec.name)], { max: spec.max });
    }
    return compact(found);
  };

  const specChanged = useMemo(
    () =>
      DRONE_SPEC_FIELDS.some(
        ({ name }) => values[name] !== saved[name] || values[englishField(name)] !== saved[englishField(name)],
      ),
    [values, saved],
  );
  /** The texts filled in Polish but not in English, as the form stands. */
  const missing = TRANSLATED.filter(([polish, english]) => lacksEnglish(values[polish], values[english])).map(
    ([polish]) => polish,
  );
  const missingSpec = missing.filter((name) => DRONE_SPEC_FIELDS.some((spec) => spec.name === name)).length;

  const buildInput = (): UpdateProductInput => {
    const input: UpdateProductInput = { id: product.id };
    if (changed('name')) input.name = values.name.trim();
    if (changed('shortDescription')) input.shortDescription = values.shortDescription.trim();
    if (changed('description')) input.description = values.description;
    if (changed('nameEn')) input.nameEn = values.nameEn.trim();
    if (changed('shortDescriptionEn')) input.shortDescriptionEn = values.shortDescriptionEn.trim();
    if (changed('descriptionEn')) input.descriptionEn = values.descriptionEn;
    if (changed('category')) input.category = values.category as UpdateProductInput['category'];
    const kind = values.category === 'EQUIPMENT' ? values.kind : '';
    if (kind !== saved.kind) input.kind = (kind || null) as UpdateProductInput['kind'];
    if (changed('vatRate')) input.vatRate = Number(values.vatRate);
    if (changed('published')) input.published = values.published === 'true';
    if (free !== product.freeFlg) input.freeFlg = free;
    if (video?.kind === 'remove') input.removeVideo = true;
    else if (!video && changed('videoLink')) input.videoUrl = values.videoLink.trim() || null;
    if (specChanged) {
      input.droneSpecification = Object.fromEntries(
        DRONE_SPEC_FIELDS.flatMap(({ name }) => [
          [name, values[name].trim() || null],
          [englishField(name), values[englishField(name)].trim() || null],
        ]),
      ) as DroneSpecificationInput;
    }
    return input;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = validate();
    if (!accept(found)) {
      if (DRONE_SPEC_FIELDS.some(({ name }) => found[name] || found[englishField(name)])) setSpecOpen(true);
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
          if (DRONE_SPEC_FIELDS.some(({ name }) => server[name] || server[englishField(name)])) setSpecOpen(true);
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

  /** An English twin: its label ends in (EN), and it carries the "EN missing" mark while its Polish text has none. */
  const english = (name: Key, polish: Key, label: string, extra: Partial<TextFieldProps> = {}) =>
    field(name, t`${label} (EN)`, {
      ...extra,
      slotProps: {
        ...extra.slotProps,
        input: {
          endAdornment: lacksEnglish(values[polish], values[name]) ? (
            <InputAdornment position="end">
              <MissingEnglishChip testId={`missing-en-${polish}`} />
            </InputAdornment>
          ) : undefined,
        },
      },
    });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={t`Product data`}>
      {unsavedPrompt}
      <FormErrorAlert error={formError} />
      {missing.length ? (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="product-missing-en">
          <Trans>
            Some texts have no English version ({missing.length}): English visitors see the Polish text there. Fill in
            the fields marked “EN missing”.
          </Trans>
        </Alert>
      ) : null}

      <Section
        id="product-basic"
        title={<Trans>Basic information</Trans>}
        description={<Trans>Texts in Polish, each with its English version (EN) beside it.</Trans>}
      >
        <FieldGrid columns={3}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FieldGrid>
              <TextField {...field('name', t`Name`)} required />
              <TextField {...english('nameEn', 'name', t`Name`)} />
            </FieldGrid>
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
          <TextField
            {...field('published', t`Visibility in the shop`, {
              helperText: t`Publishing needs a description, a picture and a price above zero for every variant (zero only for a free product)`,
            })}
            select
          >
            <MenuItem value="false">{t`Draft: only admins see it`}</MenuItem>
            <MenuItem value="true">{t`Published in the shop`}</MenuItem>
          </TextField>
          <FlagCheckbox
            name="freeFlg"
            label={t`Free product: its prices may be zero`}
            checked={free}
            onChange={setFree}
            disabled={saving}
            testId="product-freeFlg"
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FieldGrid>
              <TextField
                {...field('shortDescription', t`Short description`, {
                  helperText: t`${values.shortDescription.length}/500 characters. Shown on the product's card`,
                })}
                multiline
                minRows={2}
              />
              <TextField
                {...english('shortDescriptionEn', 'shortDescription', t`Short description`, {
                  helperText: t`${values.shortDescriptionEn.length}/500 characters`,
                })}
                multiline
                minRows={2}
              />
            </FieldGrid>
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
        {/* The editor labels itself "Long description (EN)"; the mark sits above it while it is empty. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', minHeight: 24, mt: 2, mb: 1 }}>
          {lacksEnglish(values.description, values.descriptionEn) ? (
            <MissingEnglishChip testId="missing-en-description" />
          ) : null}
        </Box>
        <RichTextEditor
          id="product-descriptionEn"
          testId="product-descriptionEn"
          label={t`Long description (EN)`}
          value={saved.descriptionEn}
          maxLength={RICH_MAX}
          disabled={saving}
          error={Boolean(issues.descriptionEn)}
          helperText={issueText(i18n, issues.descriptionEn)}
          onChange={(html, length) => {
            set('descriptionEn', html);
            setDescriptionEnLength(length);
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
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h2" variant="h2" sx={{ fontSize: '1.2rem' }}>
                <Trans>Drone specification</Trans>
              </Typography>
              {missingSpec ? <MissingEnglishChip count={missingSpec} testId="missing-en-specification" /> : null}
            </Box>
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
          <FieldGrid>
            {DRONE_SPEC_FIELDS.flatMap((spec) => {
              const multiline = 'multiline' in spec;
              const label = i18n._(spec.label);
              return [
                <TextField
                  key={spec.name}
                  {...field(spec.name, label)}
                  multiline={multiline}
                  minRows={multiline ? 2 : undefined}
                />,
                <TextField
                  key={englishField(spec.name)}
                  {...english(englishField(spec.name), spec.name, label)}
                  multiline={multiline}
                  minRows={multiline ? 2 : undefined}
                />,
              ];
            })}
          </FieldGrid>
        </AccordionDetails>
      </Accordion>

      <SaveBar saving={saving} testId="product-save" />
    </Box>
  );
}
