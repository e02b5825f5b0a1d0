import { useState, type ChangeEvent, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { FormButtons } from '../../../shared/ui/FormButtons';
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  ONLINE_LINK_MAX,
  PLACE_MAX,
  SLOT_KINDS,
  SLOT_KIND_LABELS,
  SLOT_MINUTES,
  isSlotKind,
  type SlotKind,
} from './kinds';
import { warsawInstant, warsawTime } from './time';

/** What the dialog sends: the input of createWorkSlot (the server computes the end from the kind). */
export interface SlotInput {
  kind: SlotKind;
  startsAt: string;
  place: string | null;
  onlineLink: string | null;
  capacity: number;
}

/** The form's fields; `startsAt` problems show under the date and the time. */
type Field = 'kind' | 'date' | 'time' | 'place' | 'onlineLink' | 'capacity';
type Issues = Partial<Record<Field, string>>;

interface Values {
  kind: SlotKind;
  date: string;
  time: string;
  place: string;
  onlineLink: string;
  capacity: string;
}

/** The input's fields as the server names them in VALIDATION_FAILED details, and where each shows. */
const SERVER_FIELDS: Record<string, Field> = {
  kind: 'kind',
  startsAt: 'date',
  place: 'place',
  onlineLink: 'onlineLink',
  capacity: 'capacity',
};

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** The same checks as the server, run before sending (the server's answer still wins). */
export function slotIssues(i18n: I18n, values: Values, now: Date = new Date()): Issues {
  const issues: Issues = {};
  const place = values.place.trim();
  const link = values.onlineLink.trim();
  if (!values.date) issues.date = validationMessage(i18n, 'required');
  if (!values.time) issues.time = validationMessage(i18n, 'required');
  const startsAt = values.date && values.time ? warsawInstant(values.date, values.time) : null;
  if (values.date && values.time && !startsAt) issues.date = validationMessage(i18n, 'invalid_value');
  else if (startsAt && Date.parse(startsAt) <= now.getTime())
    issues.date = i18n._(msg`A slot must start in the future`);
  if (!place && !link) issues.place = i18n._(msg`Give a place, an online link or both`);
  else if (place.length > PLACE_MAX) issues.place = validationMessage(i18n, 'max_length', PLACE_MAX);
  if (link.length > ONLINE_LINK_MAX) issues.onlineLink = validationMessage(i18n, 'max_length', ONLINE_LINK_MAX);
  else if (link && !isHttpUrl(link)) issues.onlineLink = validationMessage(i18n, 'invalid_url');
  const capacity = Number(values.capacity);
  if (!values.capacity.trim()) issues.capacity = validationMessage(i18n, 'required');
  else if (!Number.isInteger(capacity) || capacity < CAPACITY_MIN || capacity > CAPACITY_MAX) {
    issues.capacity = i18n._(msg`Enter a whole number from ${CAPACITY_MIN} to ${CAPACITY_MAX}`);
  }
  return issues;
}

/**
 * The new-slot dialog: kind, Warsaw date and time (prefilled from a selection in the calendar or
 * the next day at 09:00), the length the kind gives, place and/or online link, capacity.
 * `onSubmit` gets the input and `refused`, which shows the server's field or business error.
 */
export function SlotDialog({
  initial,
  saving,
  onSubmit,
  onClose,
}: {
  initial: { date: string; time: string; kind?: SlotKind };
  saving: boolean;
  onSubmit: (input: SlotInput, refused: (error: unknown) => void) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [values, setValues] = useState<Values>({
    kind: initial.kind ?? 'EXAM_60',
    date: initial.date,
    time: initial.time,
    place: '',
    onlineLink: '',
    capacity: '1',
  });
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setIssues((current) => ({
      ...current,
      [field]: undefined,
      // One of place and link is required: typing either clears the other's "required".
      ...(field === 'onlineLink' ? { place: undefined } : {}),
    }));
  };

  const minutes = SLOT_MINUTES[values.kind];
  const startsAt = warsawInstant(values.date, values.time);
  const endsAt = startsAt ? new Date(Date.parse(startsAt) + minutes * 60_000).toISOString() : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = slotIssues(i18n, values);
    setIssues(found);
    setFormError(null);
    if (Object.values(found).some(Boolean) || !startsAt) return;
    const place = values.place.trim();
    const link = values.onlineLink.trim();
    onSubmit(
      {
        kind: values.kind,
        startsAt,
        place: place || null,
        onlineLink: link || null,
        capacity: Number(values.capacity),
      },
      (error) => {
        const details = fieldErrors(error);
        const byField: Issues = {};
        for (const [name, detail] of Object.entries(details)) {
          const field = SERVER_FIELDS[name];
          if (field) byField[field] = validationMessage(i18n, detail.code, detail.max);
        }
        setIssues(byField);
        // A refusal without a known field (SLOT_OVERLAPS, SLOT_IN_PAST, …) shows above the form.
        setFormError(Object.keys(byField).length ? null : errorMessage(i18n, error));
      },
    );
  };

  /** A text field's common props: its value, its issue, and typing into it. */
  const field = (name: Field, testId: string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name)(event.target.value),
    error: Boolean(issues[name]),
    helperText: issues[name] ?? ' ',
    disabled: saving,
    fullWidth: true,
    margin: 'dense' as const,
    slotProps: { htmlInput: { 'data-testid': testId } },
  });

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="slot-dialog-title"
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      data-testid="slot-dialog"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="slot-dialog-title">
          <Trans>New work slot</Trans>
        </DialogTitle>
        <DialogContent>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="slot-dialog-error">
              {formError}
            </Alert>
          ) : null}
          <TextField
            {...field('kind', 'slot-kind')}
            select
            required
            label={t`Kind`}
            onChange={(event) => {
              if (isSlotKind(event.target.value)) set('kind')(event.target.value);
            }}
            slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'slot-kind' } }}
          >
            {SLOT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(SLOT_KIND_LABELS[kind])}
              </option>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' }, columnGap: 2 }}>
            <TextField
              {...field('date', 'slot-date')}
              required
              type="date"
              label={t`Date`}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'slot-date' } }}
            />
            <TextField
              {...field('time', 'slot-time')}
              required
              type="time"
              label={t`Start time`}
              onChange={(event) => {
                set('time')(event.target.value);
                setIssues((current) => ({ ...current, date: undefined }));
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'slot-time', step: 300 } }}
            />
            <TextField
              fullWidth
              margin="dense"
              label={t`Length`}
              value={t`${minutes} min`}
              helperText={endsAt ? t`Ends at ${warsawTime(endsAt)}` : ' '}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'slot-length' } }}
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
          </Box>
          <TextField
            {...field('place', 'slot-place')}
            label={t`Place`}
            helperText={issues.place ?? t`Address or room; give a place, an online link or both`}
          />
          <TextField
            {...field('onlineLink', 'slot-online-link')}
            type="url"
            label={t`Online link`}
            placeholder="https://"
          />
          <TextField
            {...field('capacity', 'slot-capacity')}
            required
            type="number"
            label={t`Capacity`}
            helperText={issues.capacity ?? t`Places for candidates, ${CAPACITY_MIN} to ${CAPACITY_MAX}`}
            slotProps={{
              htmlInput: { 'data-testid': 'slot-capacity', min: CAPACITY_MIN, max: CAPACITY_MAX, inputMode: 'numeric' },
            }}
            sx={{ maxWidth: { sm: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <FormButtons busy={saving} onCancel={onClose} submitTestId="slot-save">
            <Trans>Create slot</Trans>
          </FormButtons>
        </DialogActions>
      </form>
    </Dialog>
  );
}
