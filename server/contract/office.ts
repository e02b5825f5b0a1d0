/**
 * The office's contact details as the server configures them (OFFICE_* variables), shared by the
 * server and the web (pure, no imports): the server writes them into every page it serves, the
 * web app's footer reads them from there (web/src/shared/office.ts).
 */
export interface OfficeDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
  opens: string;
  closes: string;
}
