import { describe, expect, it } from 'vitest';
import { chooseStartLanguage } from './start-language';

const none = { search: '', remembered: null, account: null, browser: [] as string[] };

describe('the language a page opens in', () => {
  it("is the link's own (an email written in the account's language), over anything remembered", () => {
    expect(chooseStartLanguage({ ...none, search: '?token=abc&lang=en', remembered: 'pt' })).toEqual({
      lng: 'en',
      remember: true,
    });
  });

  it('is the remembered one, then the account’s', () => {
    expect(chooseStartLanguage({ ...none, remembered: 'en', account: 'pt' })?.lng).toBe('en');
    expect(chooseStartLanguage({ ...none, account: 'en', browser: ['pt-BR'] })?.lng).toBe('en');
  });

  it("is the browser's first language the app speaks for a signed-out first visit, not remembered", () => {
    expect(chooseStartLanguage({ ...none, browser: ['de-DE', 'en-US', 'pt-BR'] })).toEqual({
      lng: 'en',
      remember: false,
    });
    expect(chooseStartLanguage({ ...none, browser: ['pt-BR', 'en'] })?.lng).toBe('pt');
  });

  it('is the default (Portuguese) otherwise, and ignores a language the app does not speak', () => {
    expect(chooseStartLanguage({ ...none, search: '?lang=fr', browser: ['de'] })).toBeNull();
  });
});
