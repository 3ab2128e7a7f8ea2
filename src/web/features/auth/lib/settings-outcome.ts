/**
 * What one save of Settings tells the person, one message per change that took effect: a new
 * email waits for its link, a new password is in use; anything else (the username) is "saved".
 * Saving an email and a password together says both.
 */
export type SettingsOutcome =
  | { key: 'settings.emailPendingSent'; email: string }
  | { key: 'settings.passwordChanged' }
  | { key: 'settings.saved' };

export function settingsOutcomes(
  values: { email: string; newPassword: string },
  saved: { pendingEmail: string | null },
): SettingsOutcome[] {
  const outcomes: SettingsOutcome[] = [];
  if (saved.pendingEmail && saved.pendingEmail === values.email.trim().toLowerCase()) {
    outcomes.push({ key: 'settings.emailPendingSent', email: saved.pendingEmail });
  }
  if (values.newPassword) outcomes.push({ key: 'settings.passwordChanged' });
  return outcomes.length > 0 ? outcomes : [{ key: 'settings.saved' }];
}
