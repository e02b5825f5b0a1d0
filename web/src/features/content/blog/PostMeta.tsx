import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY_COLOURS, POST_CATEGORY_LABELS, formatPostDate, type PostCategory } from './labels';

/** A post's category (a coloured chip) and publication date, as its card and its page show them. */
export function PostMeta({
  category: raw,
  publishedAt,
  spaceBelow,
}: {
  category: string;
  publishedAt: string | null | undefined;
  /** The margin under the line (theme spacing). */
  spaceBelow?: number;
}) {
  const { i18n } = useLingui();
  const category = raw as PostCategory;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: spaceBelow }}>
      <Chip
        size="small"
        color={CATEGORY_COLOURS[category] ?? 'default'}
        label={POST_CATEGORY_LABELS[category] ? i18n._(POST_CATEGORY_LABELS[category]) : category}
        data-testid="post-category"
      />
      <Typography component="time" dateTime={publishedAt ?? undefined} variant="body2" color="text.secondary">
        {formatPostDate(publishedAt, i18n.locale)}
      </Typography>
    </Box>
  );
}
