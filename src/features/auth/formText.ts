/** The strings of the login, register and retrieve islands, translated on the server (`login` namespace). */
import type { CodeFieldText } from './CodeField';
import type { LoginFormText } from './LoginForm';
import type { RegisterFormText } from './RegisterForm';
import type { RetrieveFormText } from './RetrieveForm';

type T = (ns: string, key: string, options?: Record<string, unknown>) => string;

/** A field's placeholder: the message an empty field gets ('Enter your user name'), from the `validate` labels. */
const placeholder = (t: T, field: string) =>
  t('validate', 'Please input field', { field: t('validate', `field.${field}`) });

export function codeFieldText(t: T): CodeFieldText {
  const label = t('login', 'Captcha');
  return {
    label,
    // Short: the Send button shares the row with it on a phone.
    placeholder: t('login', 'Code placeholder'),
    hint: t('login', 'Code hint'),
    needsJs: t('login', 'Code needs JavaScript'),
    send: t('login', 'Send'),
    seconds: t('login', 'N Seconds'),
  };
}

export function loginFormText(t: T): LoginFormText {
  const [account, password] = [t('login', 'Account'), t('login', 'Password')];
  return {
    form: t('login', 'Login form'),
    account,
    password,
    // Short: the full list of three does not fit a phone's field ('Enter your user name, e-mail or mobile number').
    accountPlaceholder: t('login', 'Account placeholder'),
    passwordPlaceholder: placeholder(t, 'password'),
    remember: t('login', 'Remember me'),
    rememberHint: t('login', 'Remember me hint'),
    forgot: t('login', 'Forgot your password?'),
    captchaNeedsJs: t('login', 'Login captcha needs JavaScript'),
    submit: t('login', 'Login'),
    register: t('login', 'No account yet? Click Register'),
  };
}

export function registerFormText(t: T): RegisterFormText {
  const [username, password, email, mobile] = ['User name', 'Password', 'Email', 'Mobile'].map((key) =>
    t('login', key),
  ) as [string, string, string, string];
  return {
    form: t('login', 'Register form'),
    legend: t('login', 'Register type'),
    viaEmail: t('login', 'Via email'),
    viaMobile: t('login', 'Via mobile number'),
    username,
    usernamePlaceholder: placeholder(t, 'username'),
    password,
    passwordPlaceholder: placeholder(t, 'password'),
    email,
    emailPlaceholder: placeholder(t, 'email'),
    mobile,
    mobilePlaceholder: placeholder(t, 'mobile'),
    code: codeFieldText(t),
    submit: t('login', 'Register'),
  };
}

export function retrieveFormText(t: T): RetrieveFormText {
  const account = t('login', 'Account name');
  const password = t('login', 'New password');
  return {
    form: t('login', 'Retrieve password form'),
    legend: t('login', 'Retrieval method'),
    viaEmail: t('login', 'Via email'),
    viaMobile: t('login', 'Via mobile number'),
    account,
    // Short, as the login's: 'Enter your e-mail address or mobile number' does not fit a phone's field.
    accountPlaceholder: t('login', 'Account name placeholder'),
    password,
    passwordPlaceholder: placeholder(t, 'newPassword'),
    code: codeFieldText(t),
    submit: t('login', 'Retrieve password'),
  };
}
