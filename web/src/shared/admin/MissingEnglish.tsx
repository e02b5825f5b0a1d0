import Chip from '@mui/material/Chip';
import TranslateIcon from '@mui/icons-material/Translate';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';

/** Whether a text says anything: not blank, and not markup around nothing (rich text). */
export function hasText(text: string | null | undefined): boolean {
  if (!text) return false;
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

/** A Polish text with no English counterpart: the shop then shows English visitors the Polish one. */
export const lacksEnglish = (polish: string | null | undefined, english: string | null | undefined) =>
  hasText(polish) && !hasText(english);

/** The text shown to an admin reading in `locale`: the English one in English when there is one, else the Polish. */
export const shownName = (locale: string, polish: string, english: string | null | undefined) =>
  locale.startsWith('en') && hasText(english) ? english!.trim() : polish;

/**
 * The "EN missing" mark of the catalogue editors: beside an English field left empty while its
 * Polish text is filled, and on products in the admin list. `count` names how many texts lack it.
 */
export function MissingEnglishChip({ count, sx, testId }: { count?: number; sx?: SxProps<Theme>; testId?: string }) {
  const { t } = useLingui();
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<TranslateIcon />}
      label={count === undefined ? t`EN missing` : t`EN missing: ${count}`}
      title={t`No English text: English visitors see the Polish one`}
      sx={sx}
      data-testid={testId ?? 'missing-en'}
    />
  );
}
