import { useState, type SyntheticEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicProfilePageQuery } from '../../../__generated__/PublicProfilePageQuery.graphql';
import type { PublicProfilePageSaveMutation } from '../../../__generated__/PublicProfilePageSaveMutation.graphql';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { Page } from '../../../shared/ui/Page';
import { useToast } from '../../../shared/ui/toast';
import { parseCoordinates } from './coordinates';
import { SERVICE_CATEGORIES, SERVICE_LABELS, type ServiceCategory } from './labels';
import { ProfileStatusChip } from './parts';
import { EXCHANGE_MAP_PATH } from './paths';

const MAX = {
  companyName: 255,
  companyPhoneNumber: 20,
  website: 255,
  skysnapLink: 255,
  shortDescription: 1000,
  town: 100,
};

type Field =
  | 'companyName'
  | 'companyPhoneNumber'
  | 'website'
  | 'skysnapLink'
  | 'shortDescription'
  | 'coordinates'
  | 'town'
  | 'services';

/** The card's fields: the query and the save mutation spread it unmasked. */
export const profileFields = graphql`
  fragment PublicProfilePage_profile on PublicProfile {
    id
    companyName
    companyPhoneNumber
    website
    skysnapLink
    shortDescription
    coordinates
    town
    services
    status
    published
    reviewedAt
    updatedAt
  }
`;

/**
 * /public-profile (accounts): the user's business card on the order exchange. Saving a changed
 * card sends it for an admin's approval again; it is listed on the map once approved and while
 * "published" is on. Coordinates are a "lat, lng" pair (spec 5): 'Invalid coordinates' otherwise.
 */
export default function PublicProfilePage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const data = useLazyLoadQuery<PublicProfilePageQuery>(
    graphql`
      query PublicProfilePageQuery {
        viewer {
          id
          publicFlg
          companyName
          displayName
          phoneNumber
          city
        }
        myPublicProfile {
          ...PublicProfilePage_profile @relay(mask: false)
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const profile = data.myPublicProfile;
  const viewer = data.viewer;
  const [form, setForm] = useState(() => ({
    companyName: profile?.companyName ?? viewer?.companyName ?? viewer?.displayName ?? '',
    companyPhoneNumber: profile?.companyPhoneNumber ?? viewer?.phoneNumber ?? '',
    website: profile?.website ?? '',
    skysnapLink: profile?.skysnapLink ?? '',
    shortDescription: profile?.shortDescription ?? '',
    coordinates: profile?.coordinates ?? '',
    town: profile?.town ?? viewer?.city ?? '',
  }));
  const [services, setServices] = useState<string[]>(() => [...(profile?.services ?? [])]);
  const [published, setPublished] = useState(profile ? profile.published : true);
  const [issues, setIssues] = useState<Partial<Record<Field | 'form', string>>>({});

  const [save, saving] = useMutation<PublicProfilePageSaveMutation>(graphql`
    mutation PublicProfilePageSaveMutation($input: SavePublicProfileInput!) {
      savePublicProfile(input: $input) {
        profile {
          ...PublicProfilePage_profile @relay(mask: false)
        }
        viewer {
          id
          publicFlg
        }
      }
    }
  `);

  const set = (name: keyof typeof form) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((old) => ({ ...old, [name]: value }));
    if (issues[name]) setIssues((old) => ({ ...old, [name]: undefined }));
  };
  const toggleService = (service: ServiceCategory, on: boolean) => {
    setServices((old) =>
      on ? SERVICE_CATEGORIES.filter((s) => s === service || old.includes(s)) : old.filter((s) => s !== service),
    );
    setIssues((old) => ({ ...old, services: undefined }));
  };

  const validate = () => {
    const found: typeof issues = {};
    const required = t`This field is required`;
    if (!form.companyName.trim()) found.companyName = required;
    if (!form.coordinates.trim()) found.coordinates = required;
    else if (!parseCoordinates(form.coordinates)) found.coordinates = t`Invalid coordinates`;
    for (const link of ['website', 'skysnapLink'] as const) {
      const value = form[link].trim();
      if (value && !/^https?:\/\/\S+\.\S+/i.test(value)) found[link] = validationMessage(i18n, 'invalid_url');
    }
    if (!services.length) found.services = t`Choose at least one service`;
    return found;
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate();
    setIssues(found);
    if (Object.keys(found).length) return;
    const text = (value: string) => value.trim() || null;
    save({
      variables: {
        input: {
          companyName: form.companyName.trim(),
          companyPhoneNumber: text(form.companyPhoneNumber),
          website: text(form.website),
          skysnapLink: text(form.skysnapLink),
          shortDescription: text(form.shortDescription),
          coordinates: form.coordinates.trim(),
          town: text(form.town),
          services: services as ServiceCategory[],
          published,
        },
      },
      // A first card: the page's `myPublicProfile` now points at it.
      updater: (store) => {
        const saved = store.getRootField('savePublicProfile')?.getLinkedRecord('profile');
        if (saved) store.getRoot().setLinkedRecord(saved, 'myPublicProfile');
      },
      onCompleted: (response) => {
        const saved = response.savePublicProfile.profile;
        setForm((old) => ({ ...old, coordinates: saved.coordinates }));
        showToast(
          saved.status === 'PENDING'
            ? t`Changes saved. An administrator will review your profile before it appears on the map`
            : t`Changes saved`,
          'success',
        );
      },
      onError: (error) => {
        const next: typeof issues = { form: errorMessage(i18n, error) };
        for (const [name, issue] of Object.entries(fieldErrors(error))) {
          next[name as Field] =
            name === 'coordinates' && issue.code === 'invalid_value'
              ? t`Invalid coordinates`
              : validationMessage(i18n, issue.code, issue.max);
        }
        setIssues(next);
      },
    });
  };

  const field = (name: Exclude<Field, 'services'>) => ({
    id: `profile-${name}`,
    value: form[name],
    onChange: set(name),
    error: Boolean(issues[name]),
    fullWidth: true,
  });

  return (
    <Page
      title={<Trans>Public profile</Trans>}
      subtitle={
        <Trans>
          Your business card on the order exchange: clients find you on the map of providers and contact you directly.
        </Trans>
      }
      maxWidth="md"
      actions={
        <Button component={RouterLink} to={EXCHANGE_MAP_PATH} variant="outlined" startIcon={<MapOutlinedIcon />}>
          <Trans>Providers map</Trans>
        </Button>
      }
    >
      <StatusNote status={profile?.status ?? null} published={profile?.published ?? false} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" onSubmit={onSubmit} noValidate data-testid="profile-form">
          <Stack spacing={2.5}>
            {issues.form ? (
              <Alert severity="error" role="alert">
                {issues.form}
              </Alert>
            ) : null}
            <TextField
              {...field('companyName')}
              required
              label={t`Company or trade name`}
              helperText={issues.companyName}
              slotProps={{ htmlInput: { maxLength: MAX.companyName, 'data-testid': 'profile-company-name' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('companyPhoneNumber')}
                type="tel"
                label={t`Phone number`}
                helperText={issues.companyPhoneNumber}
                slotProps={{
                  htmlInput: { maxLength: MAX.companyPhoneNumber, inputMode: 'tel', 'data-testid': 'profile-phone' },
                }}
              />
              <TextField
                {...field('town')}
                label={t`Town`}
                helperText={issues.town ?? t`Clients search providers by town.`}
                slotProps={{ htmlInput: { maxLength: MAX.town, 'data-testid': 'profile-town' } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('website')}
                type="url"
                label={t`Website`}
                placeholder="https://"
                helperText={issues.website}
                slotProps={{ htmlInput: { maxLength: MAX.website, 'data-testid': 'profile-website' } }}
              />
              <TextField
                {...field('skysnapLink')}
                type="url"
                label={t`SkySnap profile link`}
                placeholder="https://"
                helperText={issues.skysnapLink}
                slotProps={{ htmlInput: { maxLength: MAX.skysnapLink, 'data-testid': 'profile-skysnap' } }}
              />
            </Stack>
            <TextField
              {...field('coordinates')}
              required
              label={t`Coordinates`}
              placeholder="52.2297, 21.0122"
              helperText={
                issues.coordinates ??
                t`Latitude and longitude separated by a comma, e.g. 52.2297, 21.0122 (at most 14 decimals). Your marker on the map stands here.`
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'profile-coordinates' } }}
            />
            <TextField
              {...field('shortDescription')}
              multiline
              minRows={3}
              label={t`Short description`}
              helperText={issues.shortDescription ?? `${form.shortDescription.length} / ${MAX.shortDescription}`}
              slotProps={{ htmlInput: { maxLength: MAX.shortDescription, 'data-testid': 'profile-description' } }}
            />
            <FormControl component="fieldset" error={Boolean(issues.services)} required data-testid="profile-services">
              <FormLabel component="legend">
                <Trans>Services you offer</Trans>
              </FormLabel>
              <FormGroup
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                  columnGap: 2,
                }}
              >
                {SERVICE_CATEGORIES.map((service) => (
                  <FormControlLabel
                    key={service}
                    control={
                      <Checkbox
                        checked={services.includes(service)}
                        onChange={(event) => toggleService(service, event.target.checked)}
                        slotProps={{ input: { 'data-service': service } as object }}
                      />
                    }
                    label={i18n._(SERVICE_LABELS[service])}
                  />
                ))}
              </FormGroup>
              {issues.services ? <FormHelperText>{issues.services}</FormHelperText> : null}
            </FormControl>
            <FormControlLabel
              control={
                <Switch
                  checked={published}
                  onChange={(event) => setPublished(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'profile-published' } as object }}
                />
              }
              label={<Trans>Show my profile on the order exchange (once approved)</Trans>}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={saving} data-testid="profile-save">
                {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </Page>
  );
}

function StatusNote({ status, published }: { status: string | null; published: boolean }) {
  let text;
  let severity: 'info' | 'success' | 'warning' = 'info';
  if (status == null) {
    text = <Trans>You have no public profile yet. Fill it in and save: an administrator approves it.</Trans>;
  } else if (status === 'PENDING') {
    severity = 'warning';
    text = <Trans>An administrator will review your profile; it appears on the map once approved.</Trans>;
  } else if (status === 'APPROVED') {
    severity = 'success';
    text = published ? (
      <Trans>Your profile is approved and shown on the map.</Trans>
    ) : (
      <Trans>Your profile is approved but not shown: turn on “Show my profile” and save.</Trans>
    );
  } else if (status === 'HIDDEN') {
    severity = 'warning';
    text = <Trans>An administrator has hidden your profile. Update it and save to have it reviewed again.</Trans>;
  } else {
    severity = 'warning';
    text = <Trans>An administrator has removed your profile. Update it and save to have it reviewed again.</Trans>;
  }
  return (
    <Alert
      severity={severity}
      sx={{ mb: 3, alignItems: 'center' }}
      icon={false}
      action={status ? <ProfileStatusChip status={status} testId="profile-status" /> : null}
    >
      <Typography variant="body2" component="span">
        {text}
      </Typography>
      {status == null ? <Box component="span" data-testid="profile-status" data-status="NONE" /> : null}
    </Alert>
  );
}
