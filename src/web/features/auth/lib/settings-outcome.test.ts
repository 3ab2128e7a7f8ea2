import { describe, expect, it } from 'vitest';
import { settingsOutcomes } from './settings-outcome';

describe('what a Settings save tells', () => {
  it('says both when the email and the password change in one save', () => {
    expect(
      settingsOutcomes(
        { email: 'New@Example.test', newPassword: 'segredo-novo-1' },
        { pendingEmail: 'new@example.test' },
      ),
    ).toEqual([
      { key: 'settings.emailPendingSent', email: 'new@example.test' },
      { key: 'settings.passwordChanged' },
    ]);
  });

  it('says each alone, and "saved" for a username', () => {
    expect(settingsOutcomes({ email: 'a@b.test', newPassword: 'x1234567' }, { pendingEmail: null })).toEqual([
      { key: 'settings.passwordChanged' },
    ]);
    expect(settingsOutcomes({ email: 'a@b.test', newPassword: '' }, { pendingEmail: 'a@b.test' })).toEqual([
      { key: 'settings.emailPendingSent', email: 'a@b.test' },
    ]);
    expect(settingsOutcomes({ email: 'a@b.test', newPassword: '' }, { pendingEmail: null })).toEqual([
      { key: 'settings.saved' },
    ]);
  });
});
