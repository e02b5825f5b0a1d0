import { useState, type SubmitEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResendEInvoiceDialog_eInvoice$key } from '../../../__generated__/ResendEInvoiceDialog_eInvoice.graphql';
import type { ResendEInvoiceDialogMutation } from '../../../__generated__/ResendEInvoiceDialogMutation.graphql';
import { FormDialog, dialogIds, useFormIssues } from '../../../shared/ui/FormDialog';
import { IssueTextField } from '../../../shared/admin/IssueTextField';
import { checkText, compact } from '../../../shared/admin/form';
import { useToast } from '../../../shared/ui/toast';
import { NIP_INPUT_MAX, isValidNip, normalizeNip } from '../../../shared/validation/validators';

type Key = 'name' | 'nip' | 'street' | 'postalCode' | 'city';

/**
 * "Resend" of an invoice KSeF rejected: KSeF's reasons, and the buyer's invoice data (prefilled
 * from the purchase) to correct before it is rendered and queued again (`resendEInvoice`). The
 * list then shows it QUEUED: the next pass (or "Send now") sends it.
 */
export function ResendEInvoiceDialog({
  eInvoice,
  onClose,
  onDone,
}: {
  eInvoice: ResendEInvoiceDialog_eInvoice$key;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const data = useFragment(
    graphql`
      fragment ResendEInvoiceDialog_eInvoice on EInvoice {
        id
        documentNumber
        buyerName
        buyerNip
        errors {
          code
          description
          details
        }
        purchase {
          number
          name
          streetAndNumber
          postalCode
          city
          invName
          invNip
          invStreet
          invPostalCode
          invCity
        }
      }
    `,
    eInvoice,
  );
  const purchase = data.purchase;
  const [name, setName] = useState(purchase?.invName || data.buyerName || purchase?.name || '');
  const [nip, setNip] = useState(purchase?.invNip ?? data.buyerNip ?? '');
  const [street, setStreet] = useState(purchase?.invStreet || purchase?.streetAndNumber || '');
  const [postalCode, setPostalCode] = useState(purchase?.invPostalCode || purchase?.postalCode || '');
  const [city, setCity] = useState(purchase?.invCity || purchase?.city || '');
  const { issues, formError, clear, accept, refused } = useFormIssues<Key>();
  const [commit, saving] = useMutation<ResendEInvoiceDialogMutation>(graphql`
    mutation ResendEInvoiceDialogMutation($id: ID!, $buyer: InvoiceBuyerInput) {
      resendEInvoice(id: $id, buyer: $buyer) {
        id
        status
        buyerName
        buyerNip
        offlineReason
        sendBy
        ksefNumber
        acceptedAt
        attempts
        nextAttemptAt
        hasUpo
        upoUrl
        verificationUrl
        errors {
          code
          description
          details
        }
        purchase {
          id
          invName
          invNip
          invStreet
          invPostalCode
          invCity
        }
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = compact<Key>({
      name: checkText(name, { required: true, max: 256 }),
      nip: nip.trim() && !isValidNip(nip.trim()) ? { code: 'invalid_nip' } : null,
      street: checkText(street, { required: true, max: 200 }),
      postalCode: checkText(postalCode, { required: true, max: 20 }),
      city: checkText(city, { required: true, max: 100 }),
    });
    if (!accept(found)) return;
    const number = data.documentNumber;
    commit({
      variables: {
        id: data.id,
        buyer: {
          name: name.trim(),
          nip: nip.trim() ? normalizeNip(nip.trim()) : null,
          street: street.trim(),
          postalCode: postalCode.trim(),
          city: city.trim(),
        },
      },
      onCompleted: () => {
        showToast(t`Invoice ${number} queued for KSeF again`, 'success');
        onDone();
        onClose();
      },
      onError: refused,
    });
  };

  const field = (key: Key, label: string, value: string, set: (value: string) => void, extra: object = {}) => (
    <IssueTextField
      id={`e-invoice-buyer-${key}`}
      label={label}
      value={value}
      issue={issues[key]}
      onValue={(text) => {
        set(text);
        clear(key);
      }}
      testId={`e-invoice-buyer-${key}`}
      {...extra}
    />
  );
  const number = data.documentNumber;

  return (
    <FormDialog
      id={dialogIds('e-invoice-resend')}
      title={<Trans>Resend invoice {number} to KSeF</Trans>}
      maxWidth="sm"
      saving={saving}
      error={formError}
      submitLabel={<Trans>Resend</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {data.errors.length ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="e-invoice-errors">
          <AlertTitle>
            <Trans>KSeF's reasons</Trans>
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {data.errors.map((error, index) => (
              <li key={index}>
                {error.code != null ? `${error.code}: ` : ''}
                {error.description}
                {error.details.length ? (
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {error.details.map((detail, i) => (
                      <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                        {detail}
                      </Typography>
                    ))}
                  </Box>
                ) : null}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          Correct the buyer's invoice data (it is saved on the purchase too); the invoice is then rendered again and
          queued for KSeF.
        </Trans>
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          {field('name', t`Name or company`, name, setName, { required: true, fullWidth: true, autoFocus: true })}
        </Box>
        {field('nip', t`NIP`, nip, setNip, {
          hint: t`Empty for a consumer`,
          htmlInput: { maxLength: NIP_INPUT_MAX, inputMode: 'numeric' },
        })}
        {field('street', t`Street and number`, street, setStreet, { required: true })}
        {field('postalCode', t`Postal code`, postalCode, setPostalCode, { required: true })}
        {field('city', t`City`, city, setCity, { required: true })}
      </Box>
    </FormDialog>
  );
}
