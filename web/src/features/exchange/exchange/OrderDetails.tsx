import { useState } from 'react';
import { telHref } from '../../../shared/office';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FactsGrid } from '../../../shared/ui/FactsGrid';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetailsQuery } from '../../../__generated__/OrderDetailsQuery.graphql';
import type { OrderDetailsCloseMutation } from '../../../__generated__/OrderDetailsCloseMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { MessagePage } from '../../../shared/ui/MessagePage';
import { Page } from '../../../shared/ui/Page';
import { useToast } from '../../../shared/ui/toast';
import { FULFILLMENT_LABELS, FULFILLMENT_TIMES, SERVICE_CATEGORIES, SERVICE_LABELS, labelOf } from './labels';
import { NoExchangeAccess, OfferStatusChip } from './parts';
import { ADMIN_JOB_OFFERS_PATH, ORDERS_PATH } from './paths';

function fileSize(bytes: number, locale: string): string {
  const format = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / 1024 / 1024)} MB`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * One job offer: what, where and when, the client's contact, the attachment; its author (or an
 * admin) closes it after a confirmation, and it moves to the completed ones. A user without
 * access who is not its author reads the no-access message.
 */
export function OrderDetails({ orderId, mode }: { orderId: string; mode: 'user' | 'admin' }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [asking, setAsking] = useState(false);
  const data = useLazyLoadQuery<OrderDetailsQuery>(
    graphql`
      query OrderDetailsQuery($id: ID!) {
        viewer {
          exchangeAccess
        }
        jobOffer(id: $id) {
          id
          number
          category
          description
          additionalRequirements
          location
          fulfillmentTime
          customDate
          companyFlg
          status
          createdAt
          closedAt
          authorName
          contactEmail
          contactPhone
          isMine
          canClose
          attachment {
            originalName
            mimeType
            size
            url
          }
        }
      }
    `,
    { id: orderId },
    { fetchPolicy: 'store-and-network' },
  );
  const [close, closing] = useMutation<OrderDetailsCloseMutation>(graphql`
    mutation OrderDetailsCloseMutation($id: ID!) {
      closeJobOffer(id: $id) {
        id
        status
        closedAt
        canClose
      }
    }
  `);
  const listPath = mode === 'admin' ? ADMIN_JOB_OFFERS_PATH : ORDERS_PATH;
  const back = (
    <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {mode === 'admin' ? <Trans>All job offers</Trans> : <Trans>Exchange orders</Trans>}
    </Button>
  );
  const offer = data.jobOffer;
  if (!offer) {
    if (mode === 'user' && !data.viewer?.exchangeAccess) {
      return (
        <Page title={<Trans>Order</Trans>} maxWidth="md">
          {back}
          <NoExchangeAccess />
        </Page>
      );
    }
    return (
      <MessagePage title={<Trans>Order not found</Trans>} testId="order-not-found">
        <Typography>
          <Trans>This order does not exist or was removed.</Trans>
        </Typography>
      </MessagePage>
    );
  }

  const category = labelOf(i18n, SERVICE_CATEGORIES, SERVICE_LABELS, offer.category);
  const when =
    offer.fulfillmentTime === 'CUSTOM_TIME' && offer.customDate
      ? t`By ${offer.customDate}`
      : labelOf(i18n, FULFILLMENT_TIMES, FULFILLMENT_LABELS, offer.fulfillmentTime);

  const confirmClose = () =>
    close({
      variables: { id: offer.id },
      onCompleted: () => {
        setAsking(false);
        showToast(t`The order is closed and moved to the completed ones`, 'success');
      },
      onError: (error) => {
        setAsking(false);
        showToast(errorMessage(i18n, error), 'error');
      },
    });

  return (
    <Page
      title={<Trans>Order {offer.number}</Trans>}
      subtitle={category}
      maxWidth="md"
      actions={
        offer.canClose ? (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<DoneAllIcon />}
            onClick={() => setAsking(true)}
            data-testid="order-close"
          >
            <Trans>Close the order</Trans>
          </Button>
        ) : null
      }
    >
      {back}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="order-details">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          <OfferStatusChip status={offer.status} />
          {offer.isMine ? <Chip size="small" color="primary" variant="outlined" label={t`Posted by you`} /> : null}
          <Chip
            size="small"
            variant="outlined"
            label={offer.companyFlg ? t`Client: a company` : t`Client: a private person`}
          />
        </Box>
        <FactsGrid
          labelColumn="200px"
          columnGap={2}
          rowGap={1.25}
          sx={{
            '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>
            <Trans>Service</Trans>
          </dt>
          <dd data-testid="order-category">{category}</dd>
          <dt>
            <Trans>Location</Trans>
          </dt>
          <dd data-testid="order-location">{offer.location}</dd>
          <dt>
            <Trans>Fulfilment</Trans>
          </dt>
          <dd data-testid="order-fulfillment">{when}</dd>
          <dt>
            <Trans>Posted</Trans>
          </dt>
          <dd>{formatDateTime(offer.createdAt)}</dd>
          {offer.closedAt ? (
            <>
              <dt>
                <Trans>Closed</Trans>
              </dt>
              <dd data-testid="order-closed-at">{formatDateTime(offer.closedAt)}</dd>
            </>
          ) : null}
        </FactsGrid>
        <Divider sx={{ my: 2.5 }} />
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Trans>Description</Trans>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="order-description">
          {offer.description}
        </Typography>
        {offer.additionalRequirements ? (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 2.5, mb: 1 }}>
              <Trans>Additional requirements</Trans>
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="order-requirements">
              {offer.additionalRequirements}
            </Typography>
          </>
        ) : null}
        {offer.attachment ? (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 2.5, mb: 1 }}>
              <Trans>Attachment</Trans>
            </Typography>
            <Button
              component="a"
              href={offer.attachment.url}
              download={offer.attachment.originalName}
              variant="outlined"
              startIcon={<AttachFileIcon />}
              sx={{ maxWidth: '100%', textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'left' }}
              data-testid="order-attachment-link"
            >
              {offer.attachment.originalName} ({fileSize(offer.attachment.size, i18n.locale)})
            </Button>
          </>
        ) : null}
        <Divider sx={{ my: 2.5 }} />
        <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          <Trans>Contact the client</Trans>
        </Typography>
        <Stack spacing={0.5} data-testid="order-contact">
          <Typography sx={{ fontWeight: 600 }}>{offer.authorName}</Typography>
          <Link href={`mailto:${offer.contactEmail}`}>{offer.contactEmail}</Link>
          {offer.contactPhone ? <Link href={telHref(offer.contactPhone)}>{offer.contactPhone}</Link> : null}
        </Stack>
      </Paper>
      <ConfirmDialog
        open={asking}
        title={<Trans>Close order {offer.number}?</Trans>}
        message={
          <Trans>
            The order moves to the completed ones and providers no longer see it as open. This cannot be undone.
          </Trans>
        }
        confirmLabel={<Trans>Close the order</Trans>}
        busy={closing}
        onConfirm={confirmClose}
        onCancel={() => setAsking(false)}
      />
    </Page>
  );
}
