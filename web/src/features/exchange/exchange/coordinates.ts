/**
 * Spec 5: coordinates are a comma-separated "lat, lng" pair of decimal degrees, each with at most
 * 14 decimals, latitude −90..90 and longitude −180..180. The server decides (field error
 * `invalid_value` on `coordinates`); the form checks the same rule first to answer at once.
 */
export const MAX_COORDINATE_DECIMALS = 14;

const NUMBER = /^[+-]?\d{1,3}(?:\.(\d+))?$/;

export interface LatLng {
  lat: number;
  lng: number;
}

/** The pair, or null when the text is not a valid pair. */
export function parseCoordinates(text: string): LatLng | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const values: number[] = [];
  for (const part of parts) {
    const trimmed = part.trim();
    const match = NUMBER.exec(trimmed);
    if (!match) return null;
    if ((match[1]?.length ?? 0) > MAX_COORDINATE_DECIMALS) return null;
    values.push(Number(trimmed));
  }
  const [lat = Number.NaN, lng = Number.NaN] = values;
  if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) return null;
  return { lat, lng };
}

/** "lat, lng" as the editor shows a stored pair (trailing zeros of the Decimal columns dropped). */
export function formatCoordinates(lat: number | string | null | undefined, lng: number | string | null | undefined) {
  if (lat == null || lng == null || lat === '' || lng === '') return '';
  return `${trimNumber(lat)}, ${trimNumber(lng)}`;
}

function trimNumber(value: number | string): string {
  const text = String(value);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}
