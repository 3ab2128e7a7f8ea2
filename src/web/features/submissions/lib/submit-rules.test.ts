import { describe, expect, it } from 'vitest';
import {
  addBlocker,
  canRetryPhoto,
  initialCurrency,
  refusalMessage,
  splitVideoFieldErrors,
  stopsBatch,
  submitBlocker,
  type SubmitState,
} from './submit-rules';

const photoState: SubmitState = {
  isVip: false,
  isPhoto: true,
  hasPackage: true,
  hasUsed: false,
  allowance: 3,
  photoCount: 2,
  pendingPhotoCount: 2,
  validUrlCount: 0,
  invalidUrlCount: 0,
  showInvalidUrls: false,
  paymentReady: true,
  paymentMode: 'manual',
};
const videoState: SubmitState = {
  ...photoState,
  isPhoto: false,
  photoCount: 0,
  pendingPhotoCount: 0,
  validUrlCount: 1,
};

describe('submitBlocker', () => {
  it('lets a complete photo or link submission go', () => {
    expect(submitBlocker(photoState)).toBeNull();
    expect(submitBlocker(videoState)).toBeNull();
  });

  it('asks for a package first, by the contest kind', () => {
    expect(submitBlocker({ ...photoState, hasPackage: false, allowance: null })).toEqual({
      key: 'submit.errors.photoPackage',
      isError: false,
    });
    expect(submitBlocker({ ...videoState, hasPackage: false, allowance: null })?.key).toBe(
      'submit.errors.videoPackage',
    );
  });

  it('says "more" once the participant has entries in the contest', () => {
    expect(submitBlocker({ ...photoState, hasUsed: true, photoCount: 4, pendingPhotoCount: 4 })).toEqual({
      key: 'submit.errors.photoLimitMore',
      count: 3,
      isError: true,
    });
    expect(
      addBlocker({ isVip: false, isPhoto: true, hasPackage: true, hasUsed: true, allowance: 2, count: 2 }),
    ).toEqual({ key: 'submit.errors.photoLimitMore', count: 2 });
  });

  it('asks to pay by Pix first with a provider, to confirm the payment in manual mode', () => {
    expect(submitBlocker({ ...photoState, paymentReady: false })?.key).toBe(
      'submit.errors.paymentNotConfirmed',
    );
    expect(submitBlocker({ ...photoState, paymentReady: false, paymentMode: 'provider' })?.key).toBe(
      'submit.errors.payFirst',
    );
  });

  it('says when no entry is left, and when more photos are chosen than allowed', () => {
    expect(submitBlocker({ ...photoState, allowance: 0 })?.key).toBe('submit.errors.noEntriesLeft');
    expect(submitBlocker({ ...photoState, photoCount: 4, pendingPhotoCount: 4 })).toEqual({
      key: 'submit.errors.photoLimit',
      count: 3,
      isError: true,
    });
  });

  it('asks for a photo, but lets a dialog whose photos are all sent rest', () => {
    expect(submitBlocker({ ...photoState, photoCount: 0, pendingPhotoCount: 0 })?.key).toBe(
      'submit.errors.noPhoto',
    );
    expect(submitBlocker({ ...photoState, pendingPhotoCount: 0 })).toBeNull();
  });

  it('shows an invalid link only once it is shown as such, but never lets it be sent', () => {
    const withInvalid = { ...videoState, invalidUrlCount: 1 };
    expect(submitBlocker({ ...withInvalid, showInvalidUrls: true })?.key).toBe('submit.invalidUrl');
    expect(submitBlocker({ ...withInvalid, validUrlCount: 0 })?.key).toBe('submit.errors.atLeastOneUrl');
    expect(submitBlocker(withInvalid)?.key).toBe('submit.invalidUrl');
  });

  it('refuses more links than allowed', () => {
    expect(submitBlocker({ ...videoState, validUrlCount: 4 })).toEqual({
      key: 'submit.errors.submitVideoLimit',
      count: 3,
      isError: true,
    });
  });

  it('asks to confirm the payment last, and never asks a VIP', () => {
    expect(submitBlocker({ ...photoState, paymentReady: false })?.key).toBe(
      'submit.errors.paymentNotConfirmed',
    );
    expect(
      submitBlocker({
        ...photoState,
        isVip: true,
        hasPackage: false,
        paymentReady: false,
        allowance: 30,
      }),
    ).toBeNull();
  });
});

describe('addBlocker', () => {
  const base = { isVip: false, isPhoto: true, hasPackage: true, hasUsed: false, allowance: 3, count: 2 };
  it('lets entries be added while there is room', () => {
    expect(addBlocker(base)).toBeNull();
    expect(addBlocker({ ...base, isVip: true, hasPackage: false, allowance: null })).toBeNull();
  });
  it('names the limit of the contest kind when it is reached', () => {
    expect(addBlocker({ ...base, count: 3 })).toEqual({ key: 'submit.errors.photoLimit', count: 3 });
    expect(addBlocker({ ...base, isPhoto: false, count: 3 })).toEqual({
      key: 'submit.errors.addVideoLimit',
      count: 3,
    });
    expect(addBlocker({ ...base, allowance: 0, count: 0 })).toEqual({ key: 'submit.errors.noEntriesLeft' });
  });
  it('asks for a package before anything is added', () => {
    expect(addBlocker({ ...base, hasPackage: false })).toEqual({ key: 'submit.errors.photoPackage' });
  });
});

describe('initialCurrency', () => {
  it("keeps the previous package's currency when the category offers it", () => {
    expect(initialCurrency({ category: 'photo', package: { currency: 'USD' } }, 'pt')).toBe('USD');
    expect(initialCurrency({ category: 'photo', package: { currency: 'EUR' } }, 'pt')).toBe('BRL');
  });
  it('else reais in Portuguese and the foreign currency in English', () => {
    expect(initialCurrency({ category: 'video', package: null }, 'pt')).toBe('BRL');
    expect(initialCurrency({ category: 'video', package: null }, 'en')).toBe('EUR');
    expect(initialCurrency({ category: 'photo', package: { currency: null } }, 'en')).toBe('USD');
  });
});

describe('stopsBatch', () => {
  it('stops on failures the next photos would share, not on one bad photo', () => {
    expect(stopsBatch('CONTEST_CLOSED', false)).toBe(true);
    expect(stopsBatch('VALIDATION_FAILED', true)).toBe(true);
    expect(stopsBatch('INVALID_IMAGE', false)).toBe(false);
  });
});

describe('refusalMessage', () => {
  it("names each refusal, keeping the picker's own message for others", () => {
    expect(refusalMessage({ name: 'a.heic', reason: 'heic' })).toEqual({ key: 'submit.rejectHeic' });
    expect(refusalMessage({ name: 'a', reason: 'tooLarge' })).toEqual({ key: 'submit.rejectTooLarge' });
    expect(refusalMessage({ name: 'a', reason: 'type' })).toEqual({ key: 'submit.rejectType' });
    expect(refusalMessage({ name: 'a', reason: 'other', message: 'odd' })).toBe('odd');
    expect(refusalMessage({ name: 'a', reason: 'other' })).toEqual({ key: 'submit.errors.generic' });
  });
});

describe('splitVideoFieldErrors', () => {
  it('gives each urls.<n> error to its row and the rest to the form', () => {
    expect(
      splitVideoFieldErrors(
        { 'urls.1': 'errors.video.duplicate', packageId: 'errors.required', 'urls.9': 'errors.x' },
        ['k1', 'k2'],
      ),
    ).toEqual({
      byRow: { k2: 'errors.video.duplicate' },
      others: { packageId: 'errors.required', 'urls.9': 'errors.x' },
    });
  });
});

describe('retrying a failed photo', () => {
  it('is offered when another try may succeed', () => {
    for (const code of [null, 'NETWORK', 'TOO_MANY_REQUESTS', 'CONTEST_CLOSED', 'INTERNAL_ERROR']) {
      expect(canRetryPhoto(code)).toBe(true);
    }
  });

  it('is not offered when the server refused the file itself', () => {
    for (const code of ['IMAGE_TOO_SMALL', 'INVALID_IMAGE', 'HEIC_NOT_SUPPORTED', 'DUPLICATE_PHOTO']) {
      expect(canRetryPhoto(code)).toBe(false);
    }
  });
});
