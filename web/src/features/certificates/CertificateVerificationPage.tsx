// Placeholder until the screen lands.
export default function CertificateVerificationPage() {
  return null;
}
