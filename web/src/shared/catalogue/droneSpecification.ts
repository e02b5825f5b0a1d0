import { graphql, readInlineData } from 'react-relay';
import type { droneSpecification_fields$key } from '../../__generated__/droneSpecification_fields.graphql';
import { DRONE_SPEC_FIELDS, type DroneSpecField } from './labels';

/** A specification field's English twin (`flightTime` → `flightTimeEn`). */
export type DroneSpecFieldEn = `${DroneSpecField}En`;
export const englishField = <F extends string>(name: F) => `${name}En` as const;

/**
 * The 17 fields of {@link DRONE_SPEC_FIELDS} as stored, in Polish and English (`…En`), for the
 * admin form (the public table asks for them in the page's language).
 */
const fragment = graphql`
  fragment droneSpecification_fields on DroneSpecification @inline {
    aircraftType
    aircraftTypeEn
    droneClass
    droneClassEn
    startingMass
    startingMassEn
    maximumStartingMass
    maximumStartingMassEn
    flightTime
    flightTimeEn
    preparationTime
    preparationTimeEn
    cameraParams
    cameraParamsEn
    compatibleSensors
    compatibleSensorsEn
    additionalSensors
    additionalSensorsEn
    sizeExtended
    sizeExtendedEn
    sizeFolded
    sizeFoldedEn
    sizeTransportCase
    sizeTransportCaseEn
    workTemperature
    workTemperatureEn
    normIP
    normIPEn
    specialFeatures
    specialFeaturesEn
    packageDescription
    packageDescriptionEn
    suggestedCertification
    suggestedCertificationEn
  }
`;

/** A drone specification's values in both languages, '' where one is not filled in (or there is no specification). */
export function droneSpecificationValues(
  key: droneSpecification_fields$key | null | undefined,
): Record<DroneSpecField | DroneSpecFieldEn, string> {
  const specification = key ? readInlineData(fragment, key) : null;
  return Object.fromEntries(
    DRONE_SPEC_FIELDS.flatMap(({ name }) => [
      [name, specification?.[name] ?? ''],
      [englishField(name), specification?.[englishField(name)] ?? ''],
    ]),
  ) as Record<DroneSpecField | DroneSpecFieldEn, string>;
}
