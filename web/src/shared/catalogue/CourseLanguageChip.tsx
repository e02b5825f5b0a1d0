import Chip from '@mui/material/Chip';
import TranslateIcon from '@mui/icons-material/Translate';
import { Trans, useLingui } from '@lingui/react/macro';
import { contentLanguage } from '../i18n/contentLanguage';

/** Whether a course (language PL or EN) is taught in a language other than the interface's. */
export function useForeignCourse(language: string): boolean {
  const { i18n } = useLingui();
  return language !== contentLanguage(i18n.locale);
}

/**
 * "In Polish" / "Po angielsku": the language a course is taught in, shown only where it differs
 * from the interface's (a course's title and texts are in its own language; the rest of the
 * page is not), on course cards, the course page, cart lines and My courses.
 */
export function CourseLanguageChip({ language }: { language: string }) {
  const foreign = useForeignCourse(language);
  if (!foreign) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<TranslateIcon aria-hidden />}
      label={language === 'EN' ? <Trans>In English</Trans> : <Trans>In Polish</Trans>}
      data-testid="course-language"
      data-language={language}
      sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
    />
  );
}
