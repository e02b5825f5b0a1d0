import { graphql, useFragment, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { KsefOverviewPanel_overview$key } from '../../../__generated__/KsefOverviewPanel_overview.graphql';
import type { KsefOverviewPanelConsumersMutation } from '../../../__generated__/KsefOverviewPanelConsumersMutation.graphql';
import type { KsefOverviewPanelSimulatorMutation } from '../../../__generated__/KsefOverviewPanelSimulatorMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { useToast } from '../../../shared/ui/toast';
import { KsefOfflineAlert } from '../../../shared/KsefNotice';
import { KSEF_ENVIRONMENT, KSEF_MODE } from './labels';

/**
 * Where invoicing through KSeF stands: the mode and environment (a red alert when nothing is
 * sent for want of a token), how many invoices wait, were rejected or are past the offline
 * deadline, the consumer-invoices setting and, with the local simulator, its fault switch.
 * `onChanged` reads the page again (the overview and the list).
 */
export function KsefOverviewPanel({
  overview,
  onChanged,
}: {
  overview: KsefOverviewPanel_overview$key;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const data = useFragment(
    graphql`
      fragment KsefOverviewPanel_overview on KsefOverview {
        mode
        environment
        simulatorDown
        sendConsumerInvoices
        waiting
        rejected
        overdue
      }
    `,
    overview,
  );
  const [commitConsumers, savingConsumers] = useMutation<KsefOverviewPanelConsumersMutation>(graphql`
    mutation KsefOverviewPanelConsumersMutation($enabled: Boolean!) {
      setKsefSendConsumerInvoices(enabled: $enabled) {
        sendConsumerInvoices
      }
    }
  `);
  const setConsumers = (enabled: boolean) =>
    commitConsumers({
      variables: { enabled },
      onCompleted: () => {
        showToast(
          enabled
            ? t`Consumer invoices issued from now on go to KSeF`
            : t`Consumer invoices issued from now on stay outside KSeF`,
          'success',
        );
        onChanged();
      },
      onError: (error) => showToast(errorMessage(i18n, error), 'error'),
    });

  const mode = KSEF_MODE.label(i18n, data.mode);
  const environment = KSEF_ENVIRONMENT.label(i18n, data.environment);
  const { waiting, rejected, overdue } = data;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="ksef-overview" data-mode={data.mode}>
      {data.mode === 'offline' ? <KsefOfflineAlert /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
            <Trans>Sending to KSeF</Trans>
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="ksef-mode">
            {mode}
            <Typography component="span" color="text.secondary">
              {' · '}
              <Trans>environment: {environment}</Trans>
            </Typography>
          </Typography>
        </Box>
        <Box
          component="ul"
          aria-label={t`E-invoices to look at`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, ml: { md: 'auto' } }}
        >
          <CountChip label={t`Waiting: ${waiting}`} count={waiting} color="info" testId="ksef-waiting" />
          <CountChip label={t`Rejected: ${rejected}`} count={rejected} color="error" testId="ksef-rejected" />
          <CountChip label={t`Overdue: ${overdue}`} count={overdue} color="error" testId="ksef-overdue" />
        </Box>
      </Box>
      {rejected > 0 || overdue > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="ksef-attention">
          {rejected > 0 ? (
            <Plural
              value={rejected}
              one="KSeF rejected # invoice: correct the buyer's data and send it again."
              other="KSeF rejected # invoices: correct the buyer's data and send them again."
            />
          ) : null}{' '}
          {overdue > 0 ? (
            <Plural
              value={overdue}
              one="# invoice issued in the offline mode is past its deadline for sending to KSeF."
              other="# invoices issued in the offline mode are past their deadline for sending to KSeF."
            />
          ) : null}
        </Alert>
      ) : null}
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <FormControlLabel
            control={
              <Switch
                checked={data.sendConsumerInvoices}
                disabled={savingConsumers}
                onChange={(event) => setConsumers(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'ksef-consumers' } as object }}
              />
            }
            label={t`Send consumer invoices to KSeF`}
          />
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Applies to invoices issued from now on. The law allows both: a consumer's invoice may be sent to KSeF or
              handed over outside it. Business invoices always go to KSeF.
            </Trans>
          </Typography>
        </Box>
        {data.mode === 'simulator' ? (
          <SimulatorSwitch down={data.simulatorDown === true} onChanged={onChanged} />
        ) : null}
      </Box>
    </Paper>
  );
}

/** A count of e-invoices to look at, as a list item: coloured and filled while above zero. */
function CountChip({
  label,
  count,
  color,
  testId,
}: {
  label: string;
  count: number;
  color: 'info' | 'error';
  testId: string;
}) {
  return (
    <li>
      <Chip
        label={label}
        color={count > 0 ? color : 'default'}
        variant={count > 0 ? 'filled' : 'outlined'}
        data-testid={testId}
        data-count={count}
      />
    </li>
  );
}

/** The local simulator's "KSeF unavailable" switch, to show the offline mode in a demo. */
function SimulatorSwitch({ down, onChanged }: { down: boolean; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [commit, busy] = useMutation<KsefOverviewPanelSimulatorMutation>(graphql`
    mutation KsefOverviewPanelSimulatorMutation($down: Boolean!) {
      setKsefSimulatorDown(down: $down) {
        simulatorDown
      }
    }
  `);
  const change = (next: boolean) =>
    commit({
      variables: { down: next },
      onCompleted: () => {
        showToast(next ? t`The simulated KSeF is unavailable` : t`The simulated KSeF is available`, 'success');
        onChanged();
      },
      onError: (error) => showToast(errorMessage(i18n, error), 'error'),
    });
  return (
    <Box sx={{ flex: '1 1 260px', minWidth: 0 }} data-testid="ksef-simulator">
      <FormControlLabel
        control={
          <Switch
            color="warning"
            checked={down}
            disabled={busy}
            onChange={(event) => change(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'ksef-simulator-down' } as object }}
          />
        }
        label={t`Simulator: KSeF unavailable`}
      />
      <Typography variant="body2" color="text.secondary">
        <Trans>
          For a demonstration: while on, the local simulator answers as if KSeF were down, and invoices waiting to be
          sent switch to the offline mode.
        </Trans>
      </Typography>
    </Box>
  );
}
