import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { languageAlternate } from '../../shared/i18n/alternates';
import { LOCALES, LOCALE_NAMES, activateLocale, toLocale, type Locale } from '../../shared/i18n/i18n';
import { LazyMenu } from '../../shared/ui/LazyMenu';

/**
 * PL/EN switch. Accessible name "Language: EN" / "Język: PL": it holds the visible code (WCAG 2.5.3,
 * label in name); the choice is remembered. On a page that registered its version in the chosen
 * language (shared/i18n/alternates), it goes there.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = toLocale(i18n.locale) ?? 'pl';
  const code = current.toUpperCase();
  const choose = (locale: Locale) => {
    setAnchor(null);
    if (locale === current) return;
    const alternate = languageAlternate(locale);
    void activateLocale(locale);
    if (alternate) void navigate(alternate);
  };
  return (
    <>
      <Button
        color={color}
        aria-label={t`Language: ${code}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        data-testid="language-switch"
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1.5 }}
      >
        {code}
      </Button>
      <LazyMenu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            role="menuitemradio"
            aria-checked={locale === current}
            lang={locale}
            selected={locale === current}
            onClick={() => choose(locale)}
            data-testid={`language-${locale}`}
          >
            <ListItemIcon>{locale === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{LOCALE_NAMES[locale]}</ListItemText>
          </MenuItem>
        ))}
      </LazyMenu>
    </>
  );
}
