import type { EmailMessage } from '../../lib/email/mailer';

/** An email without its recipient. Subjects never carry codes: the outbox mailer logs them. */
export type Email = Omit<EmailMessage, 'to'>;

/** Escapes text for HTML bodies; names and addresses are user input. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

function codeBlock(code: string): string {
  return `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p>`;
}

function link(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
}

/** The sign-up confirmation: a 6-digit code to type, or a link to click. */
export function signupCodeEmail(options: { givenName: string; code: string; link: string }): Email {
  const hello = options.givenName ? `Hi ${options.givenName},` : 'Hi,';
  const intro = 'Welcome to Tabletalk! Your confirmation code is:';
  const after = 'It works for 10 minutes. You can also confirm your email with this link:';
  const ignore = "If you didn't sign up for Tabletalk, you can ignore this email.";
  return {
    subject: 'Confirm your Tabletalk account',
    text: [hello, '', intro, '', options.code, '', after, options.link, '', ignore].join('\n'),
    html: [
      paragraphs([hello, intro]),
      codeBlock(options.code),
      paragraphs([after]),
      link(options.link, 'Confirm my email'),
      paragraphs([ignore]),
    ].join('\n'),
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function accountExistsEmail(options: { loginUrl: string; resetUrl: string }): Email {
  const lines = [
    'Hi,',
    'Someone (hopefully you) tried to create a Tabletalk account with this email address, ' +
      'but you already have one.',
    'You can sign in here:',
  ];
  const forgot = 'Forgot your password? Reset it here:';
  const ignore = "If this wasn't you, you can ignore this email. Your account is unchanged.";
  return {
    subject: 'You already have a Tabletalk account',
    text: [...lines, options.loginUrl, '', forgot, options.resetUrl, '', ignore].join('\n'),
    html: [
      paragraphs(lines),
      link(options.loginUrl, 'Sign in'),
      paragraphs([forgot]),
      link(options.resetUrl, 'Reset my password'),
      paragraphs([ignore]),
    ].join('\n'),
  };
}

/** The password reset code. */
export function resetCodeEmail(options: { code: string }): Email {
  const intro = 'Hi, we received a request to reset your Tabletalk password. Your code is:';
  const after = 'It works for 10 minutes.';
  const ignore =
    "If you didn't ask for this, you can ignore this email; your password is unchanged.";
  return {
    subject: 'Your Tabletalk password reset code',
    text: [intro, '', options.code, '', after, ignore].join('\n'),
    html: [paragraphs([intro]), codeBlock(options.code), paragraphs([after, ignore])].join('\n'),
  };
}

/** Tells the owner their password changed, so an unexpected change does not go unnoticed. */
export function passwordChangedEmail(options: { resetUrl: string }): Email {
  const lines = [
    'Hi, the password of your Tabletalk account was just changed and every device was signed out.',
    "If this wasn't you, reset your password now:",
  ];
  return {
    subject: 'Your Tabletalk password was changed',
    text: [...lines, options.resetUrl].join('\n'),
    html: [paragraphs(lines), link(options.resetUrl, 'Reset my password')].join('\n'),
  };
}
