import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { SitePageView } from './SitePageView';

/** /remote-uas: the EU-funded remote-UAS project (the admin's text) under the EU funding notice. */
export default function RemoteUasPage() {
  return <SitePageView pageKey="REMOTE_UAS" testId="remote-uas-page" before={<EuFundingNotice />} />;
}

/** The funding notice an EU-funded project shows: the EU flag beside "Co-funded by the European Union". */
function EuFundingNotice() {
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="eu-funding-title"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', p: { xs: 2, md: 2.5 }, flexWrap: 'wrap' }}
      data-testid="eu-funding-notice"
    >
      <EuFlag />
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography id="eu-funding-title" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          <Trans>Co-funded by the European Union</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans>
            The project is carried out with the support of European Union funds. Views and opinions expressed are those
            of the author only and do not necessarily reflect those of the European Union.
          </Trans>
        </Typography>
      </Box>
    </Paper>
  );
}

/** The flag of Europe: twelve gold stars in a circle on blue (3:2). */
function EuFlag() {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return { x: 45 + 20 * Math.sin(angle), y: 30 - 20 * Math.cos(angle) };
  });
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 3.33 : 1.35;
    const a = (i * Math.PI) / 5;
    return `${(r * Math.sin(a)).toFixed(2)},${(-r * Math.cos(a)).toFixed(2)}`;
  }).join(' ');
  return (
    <Box
      component="svg"
      viewBox="0 0 90 60"
      role="img"
      aria-hidden
      sx={{ width: 90, height: 60, flex: 'none', borderRadius: 0.5 }}
    >
      <rect width="90" height="60" fill="#003399" />
      {stars.map(({ x, y }, i) => (
        <polygon key={i} points={star} transform={`translate(${x.toFixed(2)} ${y.toFixed(2)})`} fill="#FFCC00" />
      ))}
    </Box>
  );
}
