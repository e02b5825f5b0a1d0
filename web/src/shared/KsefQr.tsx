import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** The QR code library loads only when a QR code is shown (account and admin pages), never with the first page. */
const loadQrCode = () => import('qrcode');

/**
 * KOD I of an invoice in KSeF: a QR code of its verification link (`url`), with the KSeF number
 * under it, or "OFFLINE" for an invoice issued in the offline mode and not accepted yet (as the
 * PDF prints it). The link itself stays clickable for those who cannot scan.
 */
export function KsefQr({
  url,
  caption,
  label,
  size = 132,
}: {
  url: string;
  caption: string;
  label: string;
  size?: number;
}) {
  const [svg, setSvg] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadQrCode()
      .then((QRCode) => QRCode.toString(url, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }))
      .then((text) => {
        if (live) setSvg({ url, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}` });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Box
      component="figure"
      sx={{ m: 0, display: 'inline-flex', flexDirection: 'column', alignItems: 'center', width: size }}
      data-testid="ksef-qr"
    >
      <Box
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'block', width: size, height: size, lineHeight: 0 }}
      >
        {svg?.url === url ? (
          <Box component="img" src={svg.src} alt={label} width={size} height={size} sx={{ display: 'block' }} />
        ) : (
          <Skeleton variant="rectangular" width={size} height={size} aria-label={label} />
        )}
      </Box>
      <Typography
        component="figcaption"
        variant="caption"
        sx={{ mt: 0.5, textAlign: 'center', fontFamily: 'monospace', overflowWrap: 'anywhere', lineHeight: 1.3 }}
        data-testid="ksef-qr-caption"
      >
        {caption}
      </Typography>
    </Box>
  );
}
