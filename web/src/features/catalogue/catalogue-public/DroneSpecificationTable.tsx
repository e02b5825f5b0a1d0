import { graphql, useFragment } from 'react-relay';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DroneSpecificationTable_specification$key } from '../../../__generated__/DroneSpecificationTable_specification.graphql';
import { DRONE_SPEC_FIELDS } from '../../../shared/catalogue/labels';
import { DetailsSection } from './ui';

/** The rows of a drone specification that are filled in, in spec 3's order. */
export function filledSpecificationRows(specification: Readonly<Record<string, unknown>> | null | undefined) {
  if (!specification) return [];
  return DRONE_SPEC_FIELDS.flatMap((spec) => {
    const value = specification[spec.name];
    const label = 'tableLabel' in spec ? spec.tableLabel : spec.label;
    return typeof value === 'string' && value.trim() ? [{ field: spec.name, label, value: value.trim() }] : [];
  });
}

/**
 * The drone specification section: a table of the 17 fields in the page's language (an English
 * value not filled in shows the Polish one), only the filled rows; nothing when empty.
 */
export function DroneSpecificationTable({
  specification,
}: {
  specification: DroneSpecificationTable_specification$key;
}) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment DroneSpecificationTable_specification on DroneSpecification {
        aircraftType(language: $language)
        droneClass(language: $language)
        startingMass(language: $language)
        maximumStartingMass(language: $language)
        flightTime(language: $language)
        preparationTime(language: $language)
        cameraParams(language: $language)
        compatibleSensors(language: $language)
        additionalSensors(language: $language)
        sizeExtended(language: $language)
        sizeFolded(language: $language)
        sizeTransportCase(language: $language)
        workTemperature(language: $language)
        normIP(language: $language)
        specialFeatures(language: $language)
        packageDescription(language: $language)
        suggestedCertification(language: $language)
      }
    `,
    specification,
  );
  const rows = filledSpecificationRows(data);
  if (rows.length === 0) return null;
  return (
    <DetailsSection title={<Trans>Drone specification</Trans>} id="product-specification-title">
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Table size="small" aria-label={t`Drone specification`} data-testid="drone-specification">
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field} data-field={row.field} sx={{ '&:nth-of-type(odd)': { bgcolor: '#f8fafc' } }}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: { sm: '38%' }, color: 'text.secondary', fontWeight: 600, verticalAlign: 'top' }}
                >
                  {i18n._(row.label)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </DetailsSection>
  );
}
