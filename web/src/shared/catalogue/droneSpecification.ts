import { graphql, readInlineData } from 'react-relay';
import type { droneSpecification_fields$key } from '../../__generated__/droneSpecification_fields.graphql';
import { DRONE_SPEC_FIELDS, type DroneSpecField } from './labels';

/** The 17 fields of {@link DRONE_SPEC_FIELDS}: the admin form and the public table read them through this. */
const fragment = graphql`
  fragment droneSpecification_fields on DroneSpecification @inline {
    aircraftType
    droneClass
    startingMass
    maximumStartingMass
    flightTime
    preparationTime
    cameraParams
    compatibleSensors
    additionalSensors
    sizeExtended
    sizeFolded
    sizeTransportCase
    workTemperature
    normIP
    specialFeatures
    packageDescription
    suggestedCertification
  }
`;

/** A drone specification's fields as text, '' where one is not filled in (or there is no specification). */
export function droneSpecificationValues(
  key: droneSpecification_fields$key | null | undefined,
): Record<DroneSpecField, string> {
  const specification = key ? readInlineData(fragment, key) : null;
  return Object.fromEntries(DRONE_SPEC_FIELDS.map(({ name }) => [name, specification?.[name] ?? ''])) as Record<
    DroneSpecField,
    string
  >;
}
