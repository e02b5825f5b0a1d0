/**
 * Every text of the provider's pages and mails, in Polish and English. `Messages` is one shape
 * for both languages, so a text missing in either fails type-checking.
 */
export const LANGUAGES = ['pl', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];

export interface Messages {
  product: string;
  languageNav: string;
  languageName: Record<Lang, string>;
  errorSummaryTitle: string;
  rateLimited: (seconds: number) => string;
  backToApp: string;
  email: string;
  password: string;
  showPasswordHint: string;
  // sign-in
  signInTitle: string;
  signInIntro: string;
  signInButton: string;
  invalidCredentials: string;
  emailNotVerified: string;
  resendButton: string;
  resendDone: string;
  accountInactive: string;
  noAccount: string;
  registerLink: string;
  forgotLink: string;
  // registration
  registerTitle: string;
  registerIntro: string;
  firstName: string;
  lastName: string;
  passwordRepeat: string;
  passwordHint: string;
  registerButton: string;
  haveAccount: string;
  signInLink: string;
  duplicateEmail: string;
  checkMailboxTitle: string;
  checkMailboxText: string;
  // field errors
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordTooShort: string;
  passwordTooLong: string;
  passwordNeedsLetter: string;
  passwordNeedsDigit: string;
  passwordsDiffer: string;
  firstNameRequired: string;
  lastNameRequired: string;
  tooLong: (max: number) => string;
  // e-mail verification
  verifiedTitle: string;
  verifiedText: string;
  verifyInvalidTitle: string;
  verifyInvalidText: string;
  // forgot / reset password
  forgotTitle: string;
  forgotIntro: string;
  forgotButton: string;
  forgotSentTitle: string;
  forgotSentText: string;
  resetTitle: string;
  resetIntro: string;
  newPassword: string;
  newPasswordRepeat: string;
  resetButton: string;
  resetDoneTitle: string;
  resetDoneText: string;
  resetInvalidTitle: string;
  resetInvalidText: string;
  askAgain: string;
  // set password (an account an admin created: the SET_PASSWORD link, 7 days)
  setPasswordTitle: string;
  setPasswordIntro: string;
  setPasswordButton: string;
  setPasswordDoneTitle: string;
  setPasswordDoneText: string;
  setPasswordInvalidText: string;
  // logout
  logoutTitle: string;
  logoutQuestion: string;
  logoutYes: string;
  logoutNo: string;
  loggingOut: string;
  logoutContinue: string;
  loggedOutTitle: string;
  loggedOutText: string;
  goHome: string;
  // errors
  errorTitle: string;
  errorText: string;
  errorCode: string;
  sessionExpiredTitle: string;
  sessionExpiredText: string;
  startAgain: string;
  notFoundTitle: string;
  notFoundText: string;
  // mails
  verifyMailSubject: string;
  verifyMailText: (name: string, link: string) => string;
  verifyMailButton: string;
  resetMailSubject: string;
  resetMailText: (link: string) => string;
  resetMailButton: string;
  setPasswordMailSubject: string;
  setPasswordMailText: (name: string, email: string, link: string) => string;
  setPasswordMailButton: string;
  mailFooter: string;
}

const pl: Messages = {
  product: 'SkyPilot Academy',
  languageNav: 'Język',
  languageName: { pl: 'Polski', en: 'English' },
  errorSummaryTitle: 'Popraw następujące błędy',
  rateLimited: (s) => `Zbyt wiele prób. Spróbuj ponownie za ${s} s.`,
  backToApp: 'Wróć do serwisu',
  email: 'Adres e-mail',
  password: 'Hasło',
  showPasswordHint: 'Wielkość liter ma znaczenie.',
  signInTitle: 'Zaloguj się',
  signInIntro: 'Zaloguj się, aby kontynuować naukę w akademii.',
  signInButton: 'Zaloguj się',
  invalidCredentials: 'Nieprawidłowy adres e-mail lub hasło.',
  emailNotVerified:
    'Adres e-mail nie został jeszcze potwierdzony. Otwórz link z wiadomości, którą wysłaliśmy po rejestracji, albo wyślij go ponownie.',
  resendButton: 'Wyślij link ponownie',
  resendDone: 'Jeśli konto wymaga potwierdzenia, wysłaliśmy nowy link. Sprawdź skrzynkę pocztową.',
  accountInactive: 'To konto jest nieaktywne. Skontaktuj się z administratorem akademii.',
  noAccount: 'Nie masz jeszcze konta?',
  registerLink: 'Zarejestruj się',
  forgotLink: 'Nie pamiętasz hasła?',
  registerTitle: 'Załóż konto',
  registerIntro: 'Po rejestracji wyślemy link potwierdzający adres e-mail.',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  passwordRepeat: 'Powtórz hasło',
  passwordHint: 'Co najmniej 8 znaków, w tym litera i cyfra.',
  registerButton: 'Załóż konto',
  haveAccount: 'Masz już konto?',
  signInLink: 'Zaloguj się',
  duplicateEmail: 'Konto z podanym adresem e-mail już istnieje. Wybierz inny adres lub zaloguj się',
  checkMailboxTitle: 'Sprawdź skrzynkę pocztową',
  checkMailboxText:
    'Wysłaliśmy wiadomość z linkiem potwierdzającym adres e-mail. Link jest ważny przez 24 godziny. Po potwierdzeniu adresu możesz się zalogować.',
  emailRequired: 'Podaj adres e-mail.',
  emailInvalid: 'Podaj poprawny adres e-mail.',
  passwordRequired: 'Podaj hasło.',
  passwordTooShort: 'Hasło musi mieć co najmniej 8 znaków.',
  passwordTooLong: 'Hasło może mieć najwyżej 200 znaków.',
  passwordNeedsLetter: 'Hasło musi zawierać literę.',
  passwordNeedsDigit: 'Hasło musi zawierać cyfrę.',
  passwordsDiffer: 'Hasła nie są takie same.',
  firstNameRequired: 'Podaj imię.',
  lastNameRequired: 'Podaj nazwisko.',
  tooLong: (max) => `Maksymalnie ${max} znaków.`,
  verifiedTitle: 'Adres e-mail potwierdzony',
  verifiedText: 'Dziękujemy! Twój adres e-mail został potwierdzony. Możesz się teraz zalogować.',
  verifyInvalidTitle: 'Link jest nieważny',
  verifyInvalidText:
    'Link wygasł lub został już użyty. Zaloguj się — jeśli adres nie jest jeszcze potwierdzony, wyślesz nowy link ze strony logowania.',
  forgotTitle: 'Nie pamiętasz hasła?',
  forgotIntro: 'Podaj adres e-mail konta, a wyślemy link do ustawienia nowego hasła.',
  forgotButton: 'Wyślij link',
  forgotSentTitle: 'Sprawdź skrzynkę pocztową',
  forgotSentText:
    'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do ustawienia nowego hasła. Link jest ważny przez 1 godzinę.',
  resetTitle: 'Ustaw nowe hasło',
  resetIntro: 'Wpisz nowe hasło dwukrotnie.',
  newPassword: 'Nowe hasło',
  newPasswordRepeat: 'Powtórz nowe hasło',
  resetButton: 'Zapisz nowe hasło',
  resetDoneTitle: 'Hasło zostało zmienione',
  resetDoneText: 'Możesz teraz zalogować się nowym hasłem.',
  resetInvalidTitle: 'Link jest nieważny',
  resetInvalidText: 'Link do zmiany hasła wygasł lub został już użyty. Poproś o nowy link.',
  askAgain: 'Poproś o nowy link',
  setPasswordTitle: 'Ustaw swoje hasło',
  setPasswordIntro:
    'Administrator założył dla Ciebie konto w SkyPilot Academy. Wpisz hasło dwukrotnie, aby je ustawić.',
  setPasswordButton: 'Ustaw hasło',
  setPasswordDoneTitle: 'Hasło zostało ustawione',
  setPasswordDoneText: 'Twoje konto jest gotowe. Możesz się teraz zalogować swoim adresem e-mail i hasłem.',
  setPasswordInvalidText:
    'Link do ustawienia hasła wygasł lub został już użyty. Poproś o link do ustawienia hasła, podając swój adres e-mail.',
  logoutTitle: 'Wylogowanie',
  logoutQuestion: 'Czy chcesz się wylogować z akademii?',
  logoutYes: 'Tak, wyloguj mnie',
  logoutNo: 'Nie, nie wylogowuj',
  loggingOut: 'Trwa wylogowywanie…',
  logoutContinue: 'Wyloguj',
  loggedOutTitle: 'Wylogowano',
  loggedOutText: 'Wylogowanie zakończyło się pomyślnie.',
  goHome: 'Przejdź do strony głównej',
  errorTitle: 'Coś poszło nie tak',
  errorText: 'Nie udało się dokończyć operacji. Wróć do serwisu i spróbuj ponownie.',
  errorCode: 'Kod błędu',
  sessionExpiredTitle: 'Sesja logowania wygasła',
  sessionExpiredText: 'Ta strona logowania jest już nieaktualna. Zacznij logowanie od nowa.',
  startAgain: 'Zaloguj się ponownie',
  notFoundTitle: 'Nie znaleziono strony',
  notFoundText: 'Strona, której szukasz, nie istnieje.',
  verifyMailSubject: 'Potwierdź adres e-mail — SkyPilot Academy',
  verifyMailText: (name, link) =>
    `Dzień dobry ${name},\n\ndziękujemy za rejestrację w SkyPilot Academy. Aby potwierdzić adres e-mail, otwórz link (ważny 24 godziny):\n\n${link}\n\nJeśli ta wiadomość trafiła do Ciebie przez pomyłkę, zignoruj ją.`,
  verifyMailButton: 'Potwierdź adres e-mail',
  resetMailSubject: 'Ustaw nowe hasło — SkyPilot Academy',
  resetMailText: (link) =>
    `Dzień dobry,\n\notrzymaliśmy prośbę o zmianę hasła do konta w SkyPilot Academy. Aby ustawić nowe hasło, otwórz link (ważny 1 godzinę, jednorazowy):\n\n${link}\n\nJeśli prośba nie pochodziła od Ciebie, zignoruj tę wiadomość — hasło pozostanie bez zmian.`,
  resetMailButton: 'Ustaw nowe hasło',
  setPasswordMailSubject: 'Ustaw hasło do konta — SkyPilot Academy',
  setPasswordMailText: (name, email, link) =>
    `Dzień dobry ${name},\n\nadministrator założył dla Ciebie konto w SkyPilot Academy (login: ${email}). Aby ustawić hasło, otwórz link (ważny 7 dni, jednorazowy):\n\n${link}\n\nPotem zalogujesz się swoim adresem e-mail i tym hasłem.`,
  setPasswordMailButton: 'Ustaw hasło',
  mailFooter: 'SkyPilot Academy — szkolenia pilotów dronów',
};

const en: Messages = {
  product: 'SkyPilot Academy',
  languageNav: 'Language',
  languageName: { pl: 'Polski', en: 'English' },
  errorSummaryTitle: 'Please correct the following',
  rateLimited: (s) => `Too many attempts. Try again in ${s} seconds.`,
  backToApp: 'Back to the academy',
  email: 'E-mail address',
  password: 'Password',
  showPasswordHint: 'Passwords are case-sensitive.',
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to continue your training at the academy.',
  signInButton: 'Sign in',
  invalidCredentials: 'Invalid e-mail address or password.',
  emailNotVerified:
    'Your e-mail address is not verified yet. Open the link from the message we sent after registration, or have it sent again.',
  resendButton: 'Send the link again',
  resendDone: 'If the account needs verification, we have sent a new link. Please check your mailbox.',
  accountInactive: 'This account is inactive. Please contact the academy administrator.',
  noAccount: 'No account yet?',
  registerLink: 'Create an account',
  forgotLink: 'Forgot your password?',
  registerTitle: 'Create an account',
  registerIntro: 'After registration we will send you a link to verify your e-mail address.',
  firstName: 'First name',
  lastName: 'Last name',
  passwordRepeat: 'Repeat password',
  passwordHint: 'At least 8 characters, including a letter and a digit.',
  registerButton: 'Create account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  duplicateEmail: 'Account with given email already exists. Choose other email or log in',
  checkMailboxTitle: 'Check your mailbox',
  checkMailboxText:
    'We have sent you a message with a link to verify your e-mail address. The link is valid for 24 hours. Once the address is verified you can sign in.',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Enter your password.',
  passwordTooShort: 'The password must have at least 8 characters.',
  passwordTooLong: 'The password can have at most 200 characters.',
  passwordNeedsLetter: 'The password must contain a letter.',
  passwordNeedsDigit: 'The password must contain a digit.',
  passwordsDiffer: 'The passwords do not match.',
  firstNameRequired: 'Enter your first name.',
  lastNameRequired: 'Enter your last name.',
  tooLong: (max) => `At most ${max} characters.`,
  verifiedTitle: 'E-mail address verified',
  verifiedText: 'Thank you! Your e-mail address is verified. You can sign in now.',
  verifyInvalidTitle: 'This link is not valid',
  verifyInvalidText:
    'The link has expired or has already been used. Sign in — if your address is not verified yet, you can request a new link from the sign-in page.',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
  forgotButton: 'Send the link',
  forgotSentTitle: 'Check your mailbox',
  forgotSentText:
    'If an account with this address exists, we have sent it a link to set a new password. The link is valid for 1 hour.',
  resetTitle: 'Set a new password',
  resetIntro: 'Enter your new password twice.',
  newPassword: 'New password',
  newPasswordRepeat: 'Repeat new password',
  resetButton: 'Save the new password',
  resetDoneTitle: 'Your password has been changed',
  resetDoneText: 'You can now sign in with your new password.',
  resetInvalidTitle: 'This link is not valid',
  resetInvalidText: 'The password reset link has expired or has already been used. Please request a new one.',
  askAgain: 'Request a new link',
  setPasswordTitle: 'Set your password',
  setPasswordIntro: 'An administrator created a SkyPilot Academy account for you. Enter a password twice to set it.',
  setPasswordButton: 'Set the password',
  setPasswordDoneTitle: 'Your password is set',
  setPasswordDoneText: 'Your account is ready. You can now sign in with your e-mail address and password.',
  setPasswordInvalidText:
    'The link to set your password has expired or has already been used. Ask for a new one with your e-mail address.',
  logoutTitle: 'Sign out',
  logoutQuestion: 'Do you want to sign out of the academy?',
  logoutYes: 'Yes, sign me out',
  logoutNo: 'No, stay signed in',
  loggingOut: 'Signing you out…',
  logoutContinue: 'Sign out',
  loggedOutTitle: 'Signed out',
  loggedOutText: 'You have been signed out.',
  goHome: 'Go to the home page',
  errorTitle: 'Something went wrong',
  errorText: 'We could not complete your request. Go back to the academy and try again.',
  errorCode: 'Error code',
  sessionExpiredTitle: 'Your sign-in has expired',
  sessionExpiredText: 'This sign-in page is no longer valid. Please start signing in again.',
  startAgain: 'Sign in again',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist.',
  verifyMailSubject: 'Verify your e-mail address — SkyPilot Academy',
  verifyMailText: (name, link) =>
    `Hello ${name},\n\nthank you for registering at SkyPilot Academy. To verify your e-mail address, open this link (valid for 24 hours):\n\n${link}\n\nIf you did not create an account, please ignore this message.`,
  verifyMailButton: 'Verify e-mail address',
  resetMailSubject: 'Set a new password — SkyPilot Academy',
  resetMailText: (link) =>
    `Hello,\n\nwe received a request to change the password of your SkyPilot Academy account. To set a new password, open this single-use link (valid for 1 hour):\n\n${link}\n\nIf you did not ask for it, please ignore this message: your password stays unchanged.`,
  resetMailButton: 'Set a new password',
  setPasswordMailSubject: 'Set the password of your account — SkyPilot Academy',
  setPasswordMailText: (name, email, link) =>
    `Hello ${name},\n\nan administrator created a SkyPilot Academy account for you (sign-in: ${email}). To set your password, open this single-use link (valid for 7 days):\n\n${link}\n\nThen sign in with your e-mail address and that password.`,
  setPasswordMailButton: 'Set your password',
  mailFooter: 'SkyPilot Academy — drone pilot training',
};

export const MESSAGES: Record<Lang, Messages> = { pl, en };

export const isLang = (value: unknown): value is Lang => value === 'pl' || value === 'en';
