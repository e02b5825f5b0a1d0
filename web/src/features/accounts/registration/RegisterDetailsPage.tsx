import { useState, type SubmitEvent, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterDetailsPageQuery } from '../../../__generated__/RegisterDetailsPageQuery.graphql';
import type {
  CompleteRegistrationInput,
  RegisterDetailsPageMutation,
} from '../../../__generated__/RegisterDetailsPageMutation.graphql';
import { DetailsFields } from '../../../shared/account/DetailsFields';
import { useDetailsForm } from '../../../shared/account/useDetailsForm';
import {
  COMPANY_FIELDS,
  PERSON_FIELDS,
  cleanValue,
  fieldsFor,
  type AccountType,
  type FieldDef,
  type FieldValues,
} from '../../../shared/account/fields';
import { errorCode } from '../../../shared/errors/graphqlErrors';
import { refreshSession } from '../../../shared/session/session';
import { useToast } from '../../../shared/ui/toast';
import { mustCompleteRegistration } from '../../../shared/permissions';

const viewerQuery = graphql`
  query RegisterDetailsPageQuery {
    viewer {
      id
      email
    }
  }
`;

const completeMutation = graphql`
  mutation RegisterDetailsPageMutation($input: CompleteRegistrationInput!) {
    completeRegistration(input: $input) {
      viewer {
        id
        role
        accountType
      }
    }
  }
`;

type StepIndex = 0 | 1 | 2;

/** Builds the mutation input from the chosen type's fields (required ones are non-empty by now). */
function toInput(type: AccountType, values: FieldValues): CompleteRegistrationInput {
  const pick = (fields: readonly FieldDef[]) =>
    Object.fromEntries(fields.map((field) => [field.name, cleanValue(field, values[field.name])]));
  if (type === 'COMPANY') {
    const company = pick(COMPANY_FIELDS) as unknown as NonNullable<CompleteRegistrationInput['company']>;
    return { accountType: 'COMPANY', company };
  }
  const person = pick(PERSON_FIELDS) as unknown as NonNullable<CompleteRegistrationInput['person']>;
  return { accountType: 'PERSON', person };
}

/**
 * /register-details (REGISTER only, without layout): 1. account type, 2. personal or company data,
 * 3. summary and confirmation. Then the session is read again (the role changed) and the user
 * goes to /home.
 */
export default function RegisterDetailsPage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const data = useLazyLoadQuery<RegisterDetailsPageQuery>(viewerQuery, {});
  const email = data.viewer?.email;
  const [commit, saving] = useMutation<RegisterDetailsPageMutation>(completeMutation);

  const [step, setStep] = useState<StepIndex>(0);
  const [type, setType] = useState<AccountType>('PERSON');
  const form = useDetailsForm();
  const { values, formError, setFormError } = form;
  const [finishing, setFinishing] = useState(false);
  const fields = fieldsFor(type);
  const steps = [t`Account type`, type === 'COMPANY' ? t`Company data` : t`Personal data`, t`Summary`];

  // The new role comes with the session; the route guard then sends the user to /home.
  const finish = async () => {
    setFinishing(true);
    const session = await refreshSession({ afterChange: true });
    if (mustCompleteRegistration(session.user?.role)) {
      setFinishing(false);
      setFormError(t`Operation failed. Try again later`);
    }
  };

  const submitDetails = (event: SubmitEvent) => {
    event.preventDefault();
    if (form.validate(fields)) setStep(2);
  };

  const confirm = () => {
    setFormError(null);
    commit({
      variables: { input: toInput(type, values) },
      onCompleted: () => {
        showToast(t`Registration complete. Welcome aboard!`, 'success');
        void finish();
      },
      onError: (error) => {
        if (errorCode(error) === 'ALREADY_REGISTERED') {
          void finish();
          return;
        }
        if (form.refused(error).marked) setStep(1);
      },
    });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
        <Trans>Complete your registration</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {email ? (
          <Trans>Signed in as {email}. Tell us who you are to start using the academy.</Trans>
        ) : (
          <Trans>Tell us who you are to start using the academy.</Trans>
        )}
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }} aria-label={t`Registration steps`}>
        {steps.map((label, i) => (
          <Step key={label} completed={step > i}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper sx={{ p: { xs: 2, md: 4 } }} data-testid={`register-step-${step + 1}`}>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="form-error">
            {formError}
          </Alert>
        ) : null}

        {step === 0 ? (
          <Box
            component="form"
            onSubmit={(event: SubmitEvent) => {
              event.preventDefault();
              setStep(1);
            }}
          >
            <Typography id="account-type-label" variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
              <Trans>Who are you registering as?</Trans>
            </Typography>
            <RadioGroup
              aria-labelledby="account-type-label"
              name="accountType"
              value={type}
              onChange={(event) => {
                setType(event.target.value === 'COMPANY' ? 'COMPANY' : 'PERSON');
                form.setProblems({});
                setFormError(null);
              }}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <TypeOption
                value="PERSON"
                selected={type === 'PERSON'}
                icon={<PersonOutlinedIcon color="primary" />}
                title={t`Private person`}
                text={t`A student or pilot: courses, exams, practice and certificates.`}
              />
              <TypeOption
                value="COMPANY"
                selected={type === 'COMPANY'}
                icon={<BusinessOutlinedIcon color="primary" />}
                title={t`Company`}
                text={t`Buy courses for your employees and manage their access.`}
              />
            </RadioGroup>
            <StepButtons>
              <NextButton />
            </StepButtons>
          </Box>
        ) : null}

        {step === 1 ? (
          <Box component="form" noValidate onSubmit={submitDetails} aria-label={steps[1]}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
              {steps[1]}
            </Typography>
            <DetailsFields fields={fields} {...form.inputs} idPrefix="register" />
            <StepButtons onBack={() => setStep(0)}>
              <NextButton />
            </StepButtons>
          </Box>
        ) : null}

        {step === 2 ? (
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
              <Trans>Check your data</Trans>
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <Box>
                <Typography component="dt" variant="body2" color="text.secondary">
                  <Trans>Account type</Trans>
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {type === 'COMPANY' ? t`Company` : t`Private person`}
                </Typography>
              </Box>
              {fields.map((field) => (
                <Box key={field.name}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {i18n._(field.label)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`summary-${field.name}`}>
                    {cleanValue(field, values[field.name]) ?? '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
            <StepButtons onBack={() => setStep(1)} disabled={saving || finishing}>
              <Button
                variant="contained"
                onClick={confirm}
                disabled={saving || finishing}
                data-testid="register-confirm"
              >
                <Trans>Confirm and finish</Trans>
              </Button>
            </StepButtons>
          </Box>
        ) : null}
      </Paper>
    </Container>
  );
}

function TypeOption({
  value,
  selected,
  icon,
  title,
  text,
}: {
  value: AccountType;
  selected: boolean;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? '#f0f9ff' : 'background.paper',
      }}
    >
      <FormControlLabel
        value={value}
        control={<Radio slotProps={{ input: { 'data-testid': `account-type-${value}` } as object }} />}
        sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
        label={
          <Box sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {icon}
              <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {text}
            </Typography>
          </Box>
        }
      />
    </Paper>
  );
}

/** A step's buttons: Back on the left when the step has one, its own action on the right. */
function StepButtons({ onBack, disabled, children }: { onBack?: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: onBack ? 'space-between' : 'flex-end' }}>
      {onBack ? (
        <Button onClick={onBack} disabled={disabled} data-testid="register-back">
          <Trans>Back</Trans>
        </Button>
      ) : null}
      {children}
    </Stack>
  );
}

/** Sends a step's form and goes on to the next step. */
function NextButton() {
  return (
    <Button type="submit" variant="contained" data-testid="register-next">
      <Trans>Next</Trans>
    </Button>
  );
}
