// Placeholder until the screen lands.
export default function MyCertificatesPage() {
  return null;
}
