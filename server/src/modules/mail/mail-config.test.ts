import { ConfigError, loadConfig } from '../../config';

// Issue 14: SMTP_URL, MAIL_FROM and PUBLIC_URL (README's configuration table).
describe('mail configuration', () => {
  it('sends no mail by default; links start at http://localhost:PORT', () => {
    expect(loadConfig({ PORT: '3000' }).mail).toEqual({ smtpUrl: undefined, from: '', publicUrl: 'http://localhost:3000' });
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL (without a trailing slash)', () => {
    const env = {
      SMTP_URL: 'smtps://u:p@smtp.campus.example:465',
      MAIL_FROM: 'Rooms <rooms@campus.example>',
      PUBLIC_URL: 'https://rooms.campus.example/',
    };
    expect(loadConfig(env).mail).toEqual({
      smtpUrl: 'smtps://u:p@smtp.campus.example:465',
      from: 'Rooms <rooms@campus.example>',
      publicUrl: 'https://rooms.campus.example',
    });
  });

  it.each([
    [{ SMTP_URL: 'http://smtp.campus.example' }, 'SMTP_URL must be a URL like smtp://user:password@smtp.example.org:587 or smtps://…:465'],
    [{ SMTP_URL: 'smtp://smtp.campus.example' }, 'SMTP_URL needs MAIL_FROM (the sender address of every mail)'],
    [{ MAIL_FROM: 'rooms' }, 'MAIL_FROM must be an address like "Room Booking <rooms@campus.example>", got "rooms"'],
    [{ PUBLIC_URL: 'rooms.campus.example' }, 'PUBLIC_URL must be an http(s) URL, got "rooms.campus.example"'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
