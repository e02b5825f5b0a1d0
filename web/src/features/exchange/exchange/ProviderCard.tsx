import { forwardRef } from 'react';
import { telHref } from '../../../shared/office';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import FlightOutlinedIcon from '@mui/icons-material/FlightOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { Trans } from '@lingui/react/macro';
import type { ProviderCard_profile$key } from '../../../__generated__/ProviderCard_profile.graphql';
import { ProviderLink, ServiceChips, displayUrl } from './parts';

/** One provider's business card on the exchange: contact details, services and description. */
export const ProviderCard = forwardRef<
  HTMLDivElement,
  { profile: ProviderCard_profile$key; testId: string; selected: boolean; onShowOnMap: (id: string) => void }
>(function ProviderCard({ profile, testId, selected, onShowOnMap }, ref) {
  const data = useFragment(
    graphql`
      fragment ProviderCard_profile on PublicProfile {
        id
        companyName
        companyPhoneNumber
        website
        skysnapLink
        shortDescription
        town
        services
      }
    `,
    profile,
  );
  const headingId = `${testId}-name`;
  return (
    <Card
      ref={ref}
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid={testId}
      data-selected={selected ? 'true' : 'false'}
      sx={{
        borderColor: selected ? 'secondary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        scrollMarginTop: 16,
        transition: 'border-color 150ms',
      }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={headingId}
              variant="h6"
              component="h3"
              sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
              data-testid="provider-name"
            >
              {data.companyName}
            </Typography>
            {data.town ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
                {data.town}
              </Typography>
            ) : null}
          </Box>
          <Button
            size="small"
            startIcon={<MapOutlinedIcon />}
            onClick={() => onShowOnMap(data.id)}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            <Trans>On the map</Trans>
          </Button>
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <ServiceChips services={data.services} />
        </Box>
        {data.shortDescription ? (
          <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {data.shortDescription}
          </Typography>
        ) : null}
        <Stack spacing={0.5} sx={{ mt: 1.5 }}>
          {data.companyPhoneNumber ? (
            <ContactLine icon={<PhoneOutlinedIcon fontSize="small" />}>
              <Link href={telHref(data.companyPhoneNumber)} data-testid="provider-phone">
                {data.companyPhoneNumber}
              </Link>
            </ContactLine>
          ) : null}
          {data.website ? (
            <ContactLine icon={<LanguageOutlinedIcon fontSize="small" />}>
              <ProviderLink href={data.website} data-testid="provider-website">
                {displayUrl(data.website)}
              </ProviderLink>
            </ContactLine>
          ) : null}
          {data.skysnapLink ? (
            <ContactLine icon={<FlightOutlinedIcon fontSize="small" />}>
              <ProviderLink href={data.skysnapLink} data-testid="provider-skysnap">
                <Trans>SkySnap profile</Trans>
              </ProviderLink>
            </ContactLine>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
});

function ContactLine({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
