import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../shared/brand';
import { officeDetails, telHref } from '../../shared/office';
import { openConsentSettings } from '../../shared/consent/consent';
import { palette } from '../theme';
import { LogoMark } from './Logo';

const linkSx = { color: palette.skyLight, textUnderlineOffset: 3 } as const;

/** Legal links, cookie settings and the EU-funded remote-UAS project. */
export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const office = officeDetails();
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: '#e2e8f0', mt: 'auto', py: 5 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr 1.3fr' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LogoMark size={28} />
              <Typography component="p" sx={{ fontWeight: 800, color: '#fff' }}>
                {PRODUCT_NAME}
              </Typography>
            </Stack>
            <Typography variant="body2">
              <Trans>Drone pilot training: courses, exams, practice and equipment in one place.</Trans>
            </Typography>
            {office ? (
              <Box component="address" sx={{ fontStyle: 'normal' }} data-testid="footer-office">
                <Typography variant="body2">
                  {office.name}
                  <br />
                  {office.address}
                </Typography>
                <Typography variant="body2">
                  <Trans>Phone:</Trans>{' '}
                  <Link href={telHref(office.phone)} sx={linkSx}>
                    {office.phone}
                  </Link>
                  <br />
                  <Trans>E-mail:</Trans>{' '}
                  <Link href={`mailto:${office.email}`} sx={linkSx}>
                    {office.email}
                  </Link>
                </Typography>
              </Box>
            ) : null}
            <Typography variant="body2">
              <Trans>Office hours: Monday to Friday, 10:00–18:00</Trans>
            </Typography>
          </Stack>

          <Box component="nav" aria-label={t`Legal information`}>
            <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1 }}>
              <Trans>Information</Trans>
            </Typography>
            <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <li>
                <Link component={RouterLink} to="/shop-terms" sx={linkSx} data-testid="footer-shop-terms">
                  <Trans>Shop terms</Trans>
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to="/privacy-policy" sx={linkSx} data-testid="footer-privacy-policy">
                  <Trans>Privacy policy</Trans>
                </Link>
              </li>
              <li>
                <Link
                  component={RouterLink}
                  to="/consultation-terms"
                  sx={linkSx}
                  data-testid="footer-consultation-terms"
                >
                  <Trans>Consultation terms</Trans>
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to="/contact" sx={linkSx} data-testid="footer-contact">
                  <Trans>Contact</Trans>
                </Link>
              </li>
              <li>
                <Link
                  component="button"
                  type="button"
                  onClick={openConsentSettings}
                  sx={{ ...linkSx, font: 'inherit', verticalAlign: 'baseline' }}
                  data-testid="footer-cookie-settings"
                >
                  <Trans>Cookie settings</Trans>
                </Link>
              </li>
            </Stack>
          </Box>

          <Link
            component={RouterLink}
            to="/remote-uas"
            underline="none"
            data-testid="footer-remote-uas"
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              p: 2,
              borderRadius: 2,
              bgcolor: '#ffffff',
              color: '#0f172a',
            }}
          >
            <EuFlag />
            <Typography variant="body2" component="span">
              <Trans>Remote UAS: a project co-financed by the European Union. Read about the project</Trans>
            </Typography>
          </Link>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 4, color: '#cbd5e1' }}>
          © {year} {PRODUCT_NAME}
        </Typography>
      </Container>
    </Box>
  );
}

/** The European flag: twelve gold stars on blue, drawn here (no downloaded image). */
function EuFlag() {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return { x: 30 + 12 * Math.sin(angle), y: 20 - 12 * Math.cos(angle) };
  });
  return (
    <svg width="60" height="40" viewBox="0 0 60 40" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect width="60" height="40" fill="#003399" />
      {stars.map((star, i) => (
        <polygon
          key={i}
          fill="#ffcc00"
          transform={`translate(${star.x} ${star.y}) scale(1.8)`}
          points="0,-1 0.2245,-0.309 0.951,-0.309 0.363,0.118 0.588,0.809 0,0.382 -0.588,0.809 -0.363,0.118 -0.951,-0.309 -0.2245,-0.309"
        />
      ))}
    </svg>
  );
}
