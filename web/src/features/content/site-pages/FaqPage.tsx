import { useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { parseFaq, searchable, type FaqItem } from './faq';
import { SitePageView } from './SitePageView';

/** /faq: the admin's FAQ text as an accordion of questions, with a filter. */
export default function FaqPage() {
  return (
    <SitePageView
      pageKey="FAQ"
      testId="faq-page"
      renderBody={(page) => <FaqBody html={page.content} />}
      after={<FaqFooter />}
    />
  );
}

function FaqBody({ html }: { html: string }) {
  const { t } = useLingui();
  const faq = useMemo(() => parseFaq(html), [html]);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  // What the reader opened or closed; a question not touched follows the search (see autoOpen).
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());
  const needle = searchable(deferred.trim());

  const groups = faq.groups
    .map((group, g) => ({
      ...group,
      key: `g${g}`,
      visible: group.items
        .map((item, i) => ({ item, id: `faq-${g}-${i}` }))
        .filter(({ item }) => !needle || item.search.includes(needle)),
    }))
    .filter((group) => group.visible.length || (!needle && group.intro));
  const matches = groups.reduce((sum, group) => sum + group.visible.length, 0);
  const total = faq.groups.reduce((sum, group) => sum + group.items.length, 0);
  // A narrow search opens what it found.
  const autoOpen = needle !== '' && matches <= 3;
  const allIds = groups.flatMap((group) => group.visible.map(({ id }) => id));
  const isOpen = (id: string) => choices.get(id) ?? autoOpen;
  const allOpen = allIds.length > 0 && allIds.every(isOpen);

  if (total === 0) return <RichTextView html={html} />;

  const toggle = (id: string, expanded: boolean) => setChoices((current) => new Map(current).set(id, expanded));

  return (
    <Stack spacing={3}>
      {faq.intro ? <RichTextView html={faq.intro} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          type="search"
          size="small"
          label={t`Search the questions`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ flex: '1 1 260px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { 'data-testid': 'faq-search' },
          }}
        />
        <Button
          size="small"
          onClick={() => setChoices(new Map(allIds.map((id) => [id, !allOpen])))}
          disabled={allIds.length === 0}
          data-testid="faq-toggle-all"
        >
          {allOpen ? <Trans>Collapse all</Trans> : <Trans>Expand all</Trans>}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" sx={{ mt: -1.5 }}>
        {needle ? (
          <Plural value={matches} one="# question found" other="# questions found" />
        ) : (
          <Plural value={total} one="# question" other="# questions" />
        )}
      </Typography>

      {matches === 0 && needle ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="faq-no-match">
          <Typography sx={{ mb: 1.5 }}>
            <Trans>No question matches “{deferred}”.</Trans>
          </Typography>
          <Button onClick={() => setQuery('')}>
            <Trans>Clear the search</Trans>
          </Button>
        </Paper>
      ) : null}

      {groups.map((group) => (
        <Box component="section" key={group.key} aria-labelledby={group.title ? `${group.key}-title` : undefined}>
          {group.title ? (
            <Typography
              id={`${group.key}-title`}
              variant="h2"
              sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' }, mb: 1.5 }}
            >
              {group.title}
            </Typography>
          ) : null}
          {group.intro && !needle ? <RichTextView html={group.intro} sx={{ mb: 1.5 }} /> : null}
          <div>
            {group.visible.map(({ item, id }) => (
              <FaqQuestion
                key={id}
                id={id}
                item={item}
                expanded={isOpen(id)}
                onChange={(expanded) => toggle(id, expanded)}
              />
            ))}
          </div>
        </Box>
      ))}
    </Stack>
  );
}

function FaqQuestion({
  id,
  item,
  expanded,
  onChange,
}: {
  id: string;
  item: FaqItem;
  expanded: boolean;
  onChange: (expanded: boolean) => void;
}) {
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={expanded}
      onChange={(_event, next) => onChange(next)}
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
      data-testid="faq-item"
    >
      <AccordionSummary
        id={`${id}-question`}
        aria-controls={`${id}-answer`}
        expandIcon={<ExpandMoreIcon />}
        sx={{ '& .MuiAccordionSummary-content': { my: 1.5 } }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {item.question}
        </Typography>
      </AccordionSummary>
      {/* The region around the answer takes its id and name from the summary (MUI). */}
      <AccordionDetails sx={{ pt: 0 }}>
        <RichTextView html={item.answer} data-testid="faq-answer" />
      </AccordionDetails>
    </Accordion>
  );
}

function FaqFooter() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, bgcolor: 'action.hover', border: 0 }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        <Trans>Did not find your answer?</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Ask us: we call back within 30 minutes on business days, and the first 15 minutes are free.</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to="/consultation">
          <Trans>Free consultation</Trans>
        </Button>
        <Button variant="outlined" component={RouterLink} to="/contact">
          <Trans>Contact us</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
